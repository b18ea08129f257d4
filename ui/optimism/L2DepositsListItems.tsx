/** Rows of /l2-deposits: each L1 → L2 deposit with its L1 block, transaction and sender (linked to the L1 explorer). */
import { Table } from '@chakra-ui/react';
import React from 'react';

import { formatNumber } from 'lib/format';
import type { OptimismDeposit } from 'types/api/optimism';
import { TxEntity } from 'ui/shared/entities/entities';
import { L1AddressEntity, L1BlockEntity, L1TxEntity } from 'ui/shared/entities/l1Entities';
import { ListCard, ListCardRow, ListItemsLayout, ListTd, ListTh } from 'ui/shared/lists/ListLayouts';
import TimeInfo from 'ui/shared/values/TimeInfo';

/** One L1 transaction may carry several deposits; its L2 transaction is each one's own. */
const depositKey = (item: OptimismDeposit) => item.l2_transaction_hash;

export default function L2DepositsListItems({ items }: { items: Array<OptimismDeposit> }) {
  return (
    <ListItemsLayout tableTestId="l2-deposits-table" cardsTestId="l2-deposits-cards" minW="950px"
      head={ (
        <>
          <ListTh w="130px">L1 block No</ListTh>
          <ListTh>L2 txn hash</ListTh>
          <ListTh w="110px">Age</ListTh>
          <ListTh>L1 txn hash</ListTh>
          <ListTh>L1 txn origin</ListTh>
          <ListTh isNumeric w="120px">Gas limit</ListTh>
        </>
      ) }
      rows={ items.map((item) => (
        <Table.Row key={ depositKey(item) } data-testid="l2-deposit-row">
          <ListTd fontWeight={ 600 }><L1BlockEntity number={ item.l1_block_number }/></ListTd>
          <ListTd maxW="200px"><TxEntity hash={ item.l2_transaction_hash }/></ListTd>
          <ListTd><TimeInfo timestamp={ item.l1_block_timestamp }/></ListTd>
          <ListTd maxW="200px"><L1TxEntity hash={ item.l1_transaction_hash }/></ListTd>
          <ListTd maxW="200px"><L1AddressEntity hash={ item.l1_transaction_origin }/></ListTd>
          <ListTd isNumeric>{ formatNumber(item.l2_transaction_gas_limit) }</ListTd>
        </Table.Row>
      )) }
      cards={ items.map((item) => (
        <ListCard key={ depositKey(item) } testId="l2-deposit-card">
          <ListCardRow label="L1 block No"><L1BlockEntity number={ item.l1_block_number }/></ListCardRow>
          <ListCardRow label="L2 txn hash"><TxEntity hash={ item.l2_transaction_hash }/></ListCardRow>
          <ListCardRow label="Age"><TimeInfo timestamp={ item.l1_block_timestamp }/></ListCardRow>
          <ListCardRow label="L1 txn hash"><L1TxEntity hash={ item.l1_transaction_hash }/></ListCardRow>
          <ListCardRow label="L1 txn origin"><L1AddressEntity hash={ item.l1_transaction_origin }/></ListCardRow>
          <ListCardRow label="Gas limit">{ formatNumber(item.l2_transaction_gas_limit) }</ListCardRow>
        </ListCard>
      )) }
    />
  );
}
