/**
 * Token transfers as a desktop table and mobile cards (already loaded; the caller frames them
 * with DataListDisplay and Pagination). `showTxInfo` adds the parent transaction, its method
 * and age (global and address lists); `currentAddress` marks each row IN or OUT. On a token's
 * own page (`token`) the Token column would repeat the page's token on every row and is left
 * out, as is the Token ID column for a fungible token; elsewhere the Token ID column shows
 * when a row has an id.
 */
import { Flex, Table } from '@chakra-ui/react';
import React from 'react';

import type { TokenInfo } from 'types/api/token';
import type { TokenTransfer } from 'types/api/tokenTransfer';
import { TxEntity } from 'ui/shared/entities/entities';
import { ListCard, ListCardRow, ListItemsLayout, ListTd, ListTh } from 'ui/shared/lists/ListLayouts';
import TimeInfo from 'ui/shared/values/TimeInfo';
import { isNftType } from 'ui/tokens/tokenValues';
import { TxMethod } from 'ui/txs/TxBadges';

import { AddressFromTo, TransferAmount, TransferToken, TransferTokenId } from './TokenTransferParts';
import { getTransferValue } from './tokenTransferValue';

interface Props {
  items: Array<TokenTransfer>;
  currentAddress?: string;
  showTxInfo?: boolean;
  /** The token whose page this is: every row is of it. */
  token?: Pick<TokenInfo, 'type'>;
}

interface Columns {
  showTxInfo?: boolean;
  showToken: boolean;
  showTokenId: boolean;
}

/** Batch (ERC-1155) transfers share a log index, so the id and position keep keys unique. */
function itemKey(item: TokenTransfer, index: number): string {
  return `${ item.transaction_hash }-${ item.log_index }-${ getTransferValue(item).tokenId ?? '' }-${ index }`;
}

function TxInfo({ item }: { item: TokenTransfer }) {
  return (
    <Flex direction="column" gap="1" align="flex-start" minW="0">
      <TxEntity hash={ item.transaction_hash }/>
      <Flex gap="2" align="center" wrap="wrap">
        <TxMethod method={ item.method }/>
        <TimeInfo timestamp={ item.timestamp }/>
      </Flex>
    </Flex>
  );
}

/** Memoised: a live update that prepends items leaves the existing rows alone. */
const DesktopRow = React.memo(function DesktopRow({ item, currentAddress, columns }: { item: TokenTransfer; currentAddress?: string; columns: Columns }) {
  return (
    <Table.Row data-testid="token-transfer-row">
      { columns.showTxInfo && <ListTd><TxInfo item={ item }/></ListTd> }
      { columns.showToken && <ListTd><TransferToken transfer={ item }/></ListTd> }
      { columns.showTokenId && <ListTd><TransferTokenId transfer={ item }/></ListTd> }
      <ListTd><AddressFromTo from={ item.from } to={ item.to } currentAddress={ currentAddress }/></ListTd>
      <ListTd isNumeric><TransferAmount transfer={ item }/></ListTd>
    </Table.Row>
  );
});

const MobileCard = React.memo(function MobileCard({ item, currentAddress, columns }: { item: TokenTransfer; currentAddress?: string; columns: Columns }) {
  const { tokenId } = getTransferValue(item);
  return (
    <ListCard testId="token-transfer-card">
      { columns.showToken && <ListCardRow label="Token"><TransferToken transfer={ item }/></ListCardRow> }
      { columns.showTxInfo && <ListCardRow label="Txn"><TxInfo item={ item }/></ListCardRow> }
      <ListCardRow label="From / To"><AddressFromTo from={ item.from } to={ item.to } currentAddress={ currentAddress }/></ListCardRow>
      { tokenId !== null && <ListCardRow label="Token ID"><TransferTokenId transfer={ item }/></ListCardRow> }
      <ListCardRow label="Amount"><TransferAmount transfer={ item }/></ListCardRow>
    </ListCard>
  );
});

export default function TokenTransfersListItems({ items, currentAddress, showTxInfo, token }: Props) {
  const showTokenId = token ? isNftType(token.type) : items.some((item) => getTransferValue(item).tokenId !== null);
  const columns = React.useMemo<Columns>(() => ({ showTxInfo, showToken: !token, showTokenId }), [ showTxInfo, token, showTokenId ]);
  return (
    <ListItemsLayout tableTestId="token-transfers-table" cardsTestId="token-transfers-cards" minW={ showTxInfo && !token ? '1000px' : '760px' }
      head={ (
        <>
          { showTxInfo && <ListTh w="220px">Txn hash</ListTh> }
          { columns.showToken && <ListTh>Token</ListTh> }
          { showTokenId && <ListTh w="150px">Token ID</ListTh> }
          <ListTh>From / To</ListTh>
          <ListTh isNumeric w="200px">Amount</ListTh>
        </>
      ) }
      rows={ items.map((item, index) => (
        <DesktopRow key={ itemKey(item, index) } item={ item } currentAddress={ currentAddress } columns={ columns }/>
      )) }
      cards={ items.map((item, index) => (
        <MobileCard key={ itemKey(item, index) } item={ item } currentAddress={ currentAddress } columns={ columns }/>
      )) }
    />
  );
}
