/**
 * Rows of /l2-withdrawals: each L2 → L1 withdrawal by its message nonce, its sender and L2
 * transaction here, its status, and the L1 transaction that last moved it on (prove or relay).
 */
import { Table, Text } from '@chakra-ui/react';
import React from 'react';

import type { OptimismWithdrawal } from 'types/api/optimism';
import { AddressEntity, TxEntity } from 'ui/shared/entities/entities';
import { L1TxEntity } from 'ui/shared/entities/l1Entities';
import { ListCard, ListCardRow, ListItemsLayout, ListTd, ListTh } from 'ui/shared/lists/ListLayouts';
import TimeInfo from 'ui/shared/values/TimeInfo';

import L2WithdrawalStatus from './L2WithdrawalStatus';

function Missing() {
  return <Text as="span" color="text.secondary">—</Text>;
}

function From({ item }: { item: OptimismWithdrawal }) {
  return item.from ? <AddressEntity address={ item.from }/> : <Missing/>;
}

function L1Tx({ item }: { item: OptimismWithdrawal }) {
  return item.l1_transaction_hash ? <L1TxEntity hash={ item.l1_transaction_hash }/> : <Missing/>;
}

function Status({ item }: { item: OptimismWithdrawal }) {
  return <L2WithdrawalStatus status={ item.status } challengePeriodEnd={ item.challenge_period_end }/>;
}

/** The raw nonce carries the version too, so two versions' nonces never share a row key. */
const withdrawalKey = (item: OptimismWithdrawal) => item.msg_nonce_raw || String(item.msg_nonce);

export default function L2WithdrawalsListItems({ items }: { items: Array<OptimismWithdrawal> }) {
  return (
    <ListItemsLayout tableTestId="l2-withdrawals-table" cardsTestId="l2-withdrawals-cards" minW="950px"
      head={ (
        <>
          <ListTh w="90px">Nonce</ListTh>
          <ListTh>From</ListTh>
          <ListTh>L2 txn hash</ListTh>
          <ListTh w="110px">Age</ListTh>
          <ListTh w="230px">Status</ListTh>
          <ListTh>L1 txn hash</ListTh>
        </>
      ) }
      rows={ items.map((item) => (
        <Table.Row key={ withdrawalKey(item) } data-testid="l2-withdrawal-row">
          <ListTd fontWeight={ 600 }>{ item.msg_nonce }</ListTd>
          <ListTd maxW="200px"><From item={ item }/></ListTd>
          <ListTd maxW="200px"><TxEntity hash={ item.l2_transaction_hash }/></ListTd>
          <ListTd><TimeInfo timestamp={ item.l2_timestamp }/></ListTd>
          <ListTd><Status item={ item }/></ListTd>
          <ListTd maxW="200px"><L1Tx item={ item }/></ListTd>
        </Table.Row>
      )) }
      cards={ items.map((item) => (
        <ListCard key={ withdrawalKey(item) } testId="l2-withdrawal-card">
          <ListCardRow label="Nonce">{ item.msg_nonce }</ListCardRow>
          <ListCardRow label="From"><From item={ item }/></ListCardRow>
          <ListCardRow label="L2 txn hash"><TxEntity hash={ item.l2_transaction_hash }/></ListCardRow>
          <ListCardRow label="Age"><TimeInfo timestamp={ item.l2_timestamp }/></ListCardRow>
          <ListCardRow label="Status"><Status item={ item }/></ListCardRow>
          <ListCardRow label="L1 txn hash"><L1Tx item={ item }/></ListCardRow>
        </ListCard>
      )) }
    />
  );
}
