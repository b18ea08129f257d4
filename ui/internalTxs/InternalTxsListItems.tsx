/**
 * Internal transactions (calls and creates inside a transaction) as a desktop table and
 * mobile cards. `showTxInfo` adds the parent transaction (global and address lists).
 */
import { Table } from '@chakra-ui/react';
import React from 'react';

import type { InternalTransaction } from 'types/api/internalTransaction';
import { BlockEntity, TxEntity } from 'ui/shared/entities/entities';
import { ListCard, ListCardRow, ListItemsLayout, ListTd, ListTh } from 'ui/shared/lists/ListLayouts';
import CoinValue from 'ui/shared/values/CoinValue';
import TimeInfo from 'ui/shared/values/TimeInfo';

import { InternalTxFromTo, InternalTxStatus, InternalTxType } from './InternalTxParts';

interface Props {
  items: Array<InternalTransaction>;
  currentAddress?: string;
  showTxInfo?: boolean;
}

const itemKey = (item: InternalTransaction) => `${ item.transaction_hash }-${ item.index }`;

/** Memoised: a live update that prepends items leaves the existing rows alone. */
const DesktopRow = React.memo(function DesktopRow({ item, currentAddress, showTxInfo }: { item: InternalTransaction; currentAddress?: string; showTxInfo?: boolean }) {
  return (
    <Table.Row data-testid="internal-tx-row">
      { showTxInfo && <ListTd><TxEntity hash={ item.transaction_hash }/></ListTd> }
      <ListTd><InternalTxType type={ item.type }/></ListTd>
      <ListTd><InternalTxFromTo item={ item } currentAddress={ currentAddress }/></ListTd>
      <ListTd isNumeric><CoinValue value={ item.value } testId="internal-tx-value"/></ListTd>
      <ListTd><InternalTxStatus item={ item }/></ListTd>
      <ListTd><BlockEntity height={ item.block_number }/></ListTd>
      <ListTd><TimeInfo timestamp={ item.timestamp }/></ListTd>
    </Table.Row>
  );
});

const MobileCard = React.memo(function MobileCard({ item, currentAddress, showTxInfo }: { item: InternalTransaction; currentAddress?: string; showTxInfo?: boolean }) {
  return (
    <ListCard testId="internal-tx-card">
      <ListCardRow label="Type"><InternalTxType type={ item.type }/></ListCardRow>
      { showTxInfo && <ListCardRow label="Parent txn"><TxEntity hash={ item.transaction_hash }/></ListCardRow> }
      <ListCardRow label="From / To"><InternalTxFromTo item={ item } currentAddress={ currentAddress }/></ListCardRow>
      <ListCardRow label="Value"><CoinValue value={ item.value }/></ListCardRow>
      <ListCardRow label="Result"><InternalTxStatus item={ item }/></ListCardRow>
      <ListCardRow label="Block"><BlockEntity height={ item.block_number }/></ListCardRow>
      <ListCardRow label="Age"><TimeInfo timestamp={ item.timestamp }/></ListCardRow>
    </ListCard>
  );
});

export default function InternalTxsListItems({ items, currentAddress, showTxInfo }: Props) {
  return (
    <ListItemsLayout tableTestId="internal-txs-table" cardsTestId="internal-txs-cards" minW={ showTxInfo ? '1000px' : '900px' }
      head={ (
        <>
          { showTxInfo && <ListTh w="180px">Parent txn hash</ListTh> }
          <ListTh w="130px">Type</ListTh>
          <ListTh>From / To</ListTh>
          <ListTh isNumeric w="180px">Value</ListTh>
          <ListTh w="150px">Result</ListTh>
          <ListTh w="90px">Block</ListTh>
          <ListTh w="100px">Age</ListTh>
        </>
      ) }
      rows={ items.map((item) => (
        <DesktopRow key={ itemKey(item) } item={ item } currentAddress={ currentAddress } showTxInfo={ showTxInfo }/>
      )) }
      cards={ items.map((item) => (
        <MobileCard key={ itemKey(item) } item={ item } currentAddress={ currentAddress } showTxInfo={ showTxInfo }/>
      )) }
    />
  );
}
