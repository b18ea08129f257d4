/**
 * Rows of the top accounts list: rank, address, balance, share of the total supply (only
 * when the API knows the supply) and transactions sent.
 */
import { Table, Text } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import { formatNumber, formatPercent } from 'lib/format';
import type { TopAddress } from 'types/api/address';
import { AddressEntity } from 'ui/shared/entities/entities';
import { ListCard, ListCardRow, ListItemsLayout, ListTd, ListTh } from 'ui/shared/lists/ListLayouts';
import CoinValue from 'ui/shared/values/CoinValue';

import { supplyShare } from './supplyShare';

interface Props {
  items: Array<TopAddress>;
  /** Rank of the first row (page 2 starts at 51). */
  firstRank: number;
  /** Total supply in the smallest unit; null hides the percentage. */
  supplyUnits: bigint | null;
}

function Share({ item, supplyUnits }: { item: TopAddress; supplyUnits: bigint | null }) {
  const share = supplyShare(item.coin_balance, supplyUnits);
  return share === null ? <Text as="span" color="text.secondary">—</Text> : <Text as="span">{ formatPercent(share, { maxFractionDigits: 4 }) }</Text>;
}

function TxCount({ item }: { item: TopAddress }) {
  return item.transactions_count === null ? <Text as="span" color="text.secondary">—</Text> : <>{ formatNumber(item.transactions_count) }</>;
}

export default function AccountsListItems({ items, firstRank, supplyUnits }: Props) {
  const showShare = supplyUnits !== null;
  return (
    <ListItemsLayout tableTestId="accounts-table" cardsTestId="accounts-cards" minW="760px"
      head={ (
        <>
          <ListTh w="70px">Rank</ListTh>
          <ListTh>Address</ListTh>
          <ListTh isNumeric w="240px">{ `Balance ${ config.chain.currency.symbol }` }</ListTh>
          { showShare && <ListTh isNumeric w="120px">Percentage</ListTh> }
          <ListTh isNumeric w="110px">Txn count</ListTh>
        </>
      ) }
      rows={ items.map((item, index) => (
        <Table.Row key={ item.hash } data-testid="account-row" data-hash={ item.hash }>
          <ListTd data-testid="account-rank">{ formatNumber(firstRank + index) }</ListTd>
          <ListTd><AddressEntity address={ item } truncation="dynamic"/></ListTd>
          <ListTd isNumeric data-testid="account-balance"><CoinValue value={ item.coin_balance ?? '0' } symbol={ null }/></ListTd>
          { showShare && <ListTd isNumeric data-testid="account-share"><Share item={ item } supplyUnits={ supplyUnits }/></ListTd> }
          <ListTd isNumeric><TxCount item={ item }/></ListTd>
        </Table.Row>
      )) }
      cards={ items.map((item, index) => (
        <ListCard key={ item.hash } testId="account-card">
          <ListCardRow label={ `#${ formatNumber(firstRank + index) }` }><AddressEntity address={ item }/></ListCardRow>
          <ListCardRow label="Balance"><CoinValue value={ item.coin_balance ?? '0' }/></ListCardRow>
          { showShare && <ListCardRow label="Percentage"><Share item={ item } supplyUnits={ supplyUnits }/></ListCardRow> }
          <ListCardRow label="Txn count"><TxCount item={ item }/></ListCardRow>
        </ListCard>
      )) }
    />
  );
}
