/**
 * Rows of a beacon-chain withdrawal list: the whole chain's (`list`), one block's (`block`,
 * no block or time column: they are the block's) or one address's (`address`, no receiver
 * column: it is the address). Amounts are in the beacon chain's currency.
 */
import { Table, Text } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import { formatNumber } from 'lib/format';
import type { Withdrawal } from 'types/api/withdrawal';
import { AddressEntity, BlockEntity } from 'ui/shared/entities/entities';
import { ListCard, ListCardRow, ListItemsLayout, ListTd, ListTh } from 'ui/shared/lists/ListLayouts';
import CoinValue from 'ui/shared/values/CoinValue';
import TimeInfo from 'ui/shared/values/TimeInfo';

export type WithdrawalsView = 'list' | 'block' | 'address';

interface Props {
  items: Array<Withdrawal>;
  view: WithdrawalsView;
}

/** The beacon chain's coin symbol; the native one when the feature does not name another. */
export function beaconCurrencySymbol(): string {
  const feature = config.features.beaconChain;
  return feature.isEnabled && feature.currencySymbol ? feature.currencySymbol : config.chain.currency.symbol;
}

function Missing() {
  return <Text as="span" color="text.secondary">—</Text>;
}

function BlockCell({ item }: { item: Withdrawal }) {
  return item.block_number === undefined ? <Missing/> : <BlockEntity height={ item.block_number }/>;
}

function ReceiverCell({ item }: { item: Withdrawal }) {
  return item.receiver ? <AddressEntity address={ item.receiver }/> : <Missing/>;
}

export default function WithdrawalsListItems({ items, view }: Props) {
  const symbol = beaconCurrencySymbol();
  const showBlock = view !== 'block';
  const showReceiver = view !== 'address';
  return (
    <ListItemsLayout tableTestId="withdrawals-table" cardsTestId="withdrawals-cards" minW="640px"
      head={ (
        <>
          <ListTh w="120px">Index</ListTh>
          <ListTh w="140px">Validator index</ListTh>
          { showBlock && <ListTh w="120px">Block</ListTh> }
          { showReceiver && <ListTh>To</ListTh> }
          { showBlock && <ListTh w="140px">Age</ListTh> }
          <ListTh isNumeric w="200px">{ `Value ${ symbol }` }</ListTh>
        </>
      ) }
      rows={ items.map((item) => (
        <Table.Row key={ item.index } data-testid="withdrawal-row">
          <ListTd>{ formatNumber(item.index) }</ListTd>
          <ListTd>{ formatNumber(item.validator_index) }</ListTd>
          { showBlock && <ListTd><BlockCell item={ item }/></ListTd> }
          { showReceiver && <ListTd><ReceiverCell item={ item }/></ListTd> }
          { showBlock && <ListTd><TimeInfo timestamp={ item.timestamp }/></ListTd> }
          <ListTd isNumeric><CoinValue value={ item.amount } symbol={ null }/></ListTd>
        </Table.Row>
      )) }
      cards={ items.map((item) => (
        <ListCard key={ item.index } testId="withdrawal-card">
          <ListCardRow label="Index">{ formatNumber(item.index) }</ListCardRow>
          <ListCardRow label="Validator index">{ formatNumber(item.validator_index) }</ListCardRow>
          { showBlock && <ListCardRow label="Block"><BlockCell item={ item }/></ListCardRow> }
          { showReceiver && <ListCardRow label="To"><ReceiverCell item={ item }/></ListCardRow> }
          { showBlock && <ListCardRow label="Age"><TimeInfo timestamp={ item.timestamp }/></ListCardRow> }
          <ListCardRow label="Value"><CoinValue value={ item.amount } symbol={ symbol }/></ListCardRow>
        </ListCard>
      )) }
    />
  );
}
