/**
 * Transactions as a desktop table and as mobile cards (CSS picks one by viewport). Used by
 * /txs, the block and address pages; the caller supplies the list frame and pager.
 */
import { Flex, Table, Text } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import type { Transaction } from 'types/api/transaction';
import { BlockEntity, TxEntity } from 'ui/shared/entities/entities';
import { ListCard, ListCardRow, ListItemsLayout, ListTd, ListTh } from 'ui/shared/lists/ListLayouts';
import CoinValue from 'ui/shared/values/CoinValue';
import TimeInfo from 'ui/shared/values/TimeInfo';

import { TxDirectionBadge, TxMethod, TxStatus, TxTypes } from './TxBadges';
import TxFromTo, { TxFrom, TxTo } from './TxFromTo';
import { txDirection } from './txLabels';

export interface TxsListItemsProps {
  items: Array<Transaction>;
  /** The address whose page this is: rows get IN / OUT / SELF. */
  currentAddress?: string;
  /** False on a block's own page, where every row has the same block. */
  showBlockInfo?: boolean;
}

const SYMBOL = config.chain.currency.symbol;

/** Fee of a pending transaction is only its maximum. */
function TxFee({ tx, withSymbol }: { tx: Transaction; withSymbol?: boolean }) {
  return (
    <Text as="span" data-testid="tx-fee" whiteSpace="nowrap">
      <CoinValue value={ tx.fee.value } symbol={ withSymbol ? undefined : null }/>
      { tx.fee.type === 'maximum' && tx.fee.value !== null && <Text as="span" color="text.secondary" fontSize="xs"> (max)</Text> }
    </Text>
  );
}

function TxBlock({ tx }: { tx: Transaction }) {
  if (tx.block_number === null) return <Text as="span" color="text.secondary" data-testid="tx-block">Pending</Text>;
  return <Text as="span" data-testid="tx-block"><BlockEntity height={ tx.block_number }/></Text>;
}

/** Memoised: a live update that prepends items leaves the existing rows alone. */
const TxRow = React.memo(function TxRow({ tx, currentAddress, showBlockInfo }: { tx: Transaction; currentAddress?: string; showBlockInfo: boolean }) {
  return (
    <Table.Row data-testid="tx-row" data-tx-hash={ tx.hash } _hover={{ bg: 'bg.hover' }}>
      <ListTd>
        <Flex direction="column" gap="1" align="flex-start">
          <TxEntity hash={ tx.hash }/>
          <TimeInfo timestamp={ tx.timestamp }/>
        </Flex>
      </ListTd>
      <ListTd>
        <Flex gap="1" wrap="wrap" align="center">
          <TxTypes tx={ tx }/>
          <TxStatus tx={ tx }/>
        </Flex>
      </ListTd>
      <ListTd><TxMethod method={ tx.method }/></ListTd>
      { showBlockInfo && <ListTd><TxBlock tx={ tx }/></ListTd> }
      <ListTd><TxFromTo tx={ tx } currentAddress={ currentAddress } layout="stack"/></ListTd>
      <ListTd isNumeric><Text as="span" data-testid="tx-value"><CoinValue value={ tx.value } symbol={ null }/></Text></ListTd>
      <ListTd isNumeric><TxFee tx={ tx }/></ListTd>
    </Table.Row>
  );
});

const TxCard = React.memo(function TxCard({ tx, currentAddress, showBlockInfo }: { tx: Transaction; currentAddress?: string; showBlockInfo: boolean }) {
  const direction = txDirection(tx, currentAddress);
  return (
    <ListCard testId="tx-card">
      <Flex gap="1" wrap="wrap" align="center" data-tx-hash={ tx.hash }>
        <TxTypes tx={ tx }/>
        <TxStatus tx={ tx }/>
        { direction && <TxDirectionBadge direction={ direction }/> }
      </Flex>
      <Flex justify="space-between" gap="3" align="center" minW="0">
        <TxEntity hash={ tx.hash }/>
        <TimeInfo timestamp={ tx.timestamp }/>
      </Flex>
      <ListCardRow label="Method"><TxMethod method={ tx.method }/></ListCardRow>
      { showBlockInfo && <ListCardRow label="Block"><TxBlock tx={ tx }/></ListCardRow> }
      <ListCardRow label="From"><TxFrom tx={ tx }/></ListCardRow>
      <ListCardRow label="To"><TxTo tx={ tx }/></ListCardRow>
      <ListCardRow label="Value"><Text as="span" data-testid="tx-value"><CoinValue value={ tx.value }/></Text></ListCardRow>
      <ListCardRow label="Fee"><TxFee tx={ tx } withSymbol/></ListCardRow>
    </ListCard>
  );
});

export default function TxsListItems({ items, currentAddress, showBlockInfo = true }: TxsListItemsProps) {
  return (
    <ListItemsLayout tableTestId="txs-table" cardsTestId="txs-cards" minW={ showBlockInfo ? '1000px' : '900px' }
      head={ (
        <>
          <ListTh w="180px">Txn hash</ListTh>
          <ListTh w="190px">Type</ListTh>
          <ListTh w="170px">Method</ListTh>
          { showBlockInfo && <ListTh w="90px">Block</ListTh> }
          <ListTh>From / To</ListTh>
          <ListTh isNumeric w="130px">{ `Value ${ SYMBOL }` }</ListTh>
          <ListTh isNumeric w="130px">{ `Fee ${ SYMBOL }` }</ListTh>
        </>
      ) }
      rows={ items.map((tx) => <TxRow key={ tx.hash } tx={ tx } currentAddress={ currentAddress } showBlockInfo={ showBlockInfo }/>) }
      cards={ items.map((tx) => <TxCard key={ tx.hash } tx={ tx } currentAddress={ currentAddress } showBlockInfo={ showBlockInfo }/>) }
    />
  );
}
