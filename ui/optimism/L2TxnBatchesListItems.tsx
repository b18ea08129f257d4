/**
 * Rows of /l2-txn-batches: each L2 block's batch, its transactions (linked to the block's
 * Transactions tab) and the L1 transactions the batcher posted it in.
 */
import { Link, Table, Text, VStack } from '@chakra-ui/react';
import NextLink from 'next/link';
import React from 'react';

import { formatNumber } from 'lib/format';
import type { OptimismTxnBatch } from 'types/api/optimism';
import { BlockEntity } from 'ui/shared/entities/entities';
import { L1TxEntity } from 'ui/shared/entities/l1Entities';
import { ListCard, ListCardRow, ListItemsLayout, ListTd, ListTh } from 'ui/shared/lists/ListLayouts';
import TimeInfo from 'ui/shared/values/TimeInfo';

function TxCount({ item }: { item: OptimismTxnBatch }) {
  if (item.transactions_count === 0) return <Text as="span">0</Text>;
  return (
    <Link asChild color="text.link" _hover={{ color: 'text.linkHover' }}>
      <NextLink href={ `/block/${ item.l2_block_number }?tab=txs` }
        aria-label={ `${ item.transactions_count } transactions in block ${ item.l2_block_number }` }>
        { formatNumber(item.transactions_count) }
      </NextLink>
    </Link>
  );
}

function L1Txs({ item }: { item: OptimismTxnBatch }) {
  if (item.l1_transaction_hashes.length === 0) return <Text as="span" color="text.secondary">—</Text>;
  return (
    <VStack as="span" align="start" gap="1">
      { item.l1_transaction_hashes.map((hash) => <L1TxEntity key={ hash } hash={ hash }/>) }
    </VStack>
  );
}

export default function L2TxnBatchesListItems({ items }: { items: Array<OptimismTxnBatch> }) {
  return (
    <ListItemsLayout tableTestId="l2-txn-batches-table" cardsTestId="l2-txn-batches-cards" minW="720px"
      head={ (
        <>
          <ListTh w="150px">L2 block #</ListTh>
          <ListTh isNumeric w="110px">Txn count</ListTh>
          <ListTh w="150px">Age</ListTh>
          <ListTh>L1 txn hash</ListTh>
        </>
      ) }
      rows={ items.map((item) => (
        <Table.Row key={ item.l2_block_number } data-testid="l2-txn-batch-row">
          <ListTd fontWeight={ 600 }><BlockEntity height={ item.l2_block_number }/></ListTd>
          <ListTd isNumeric><TxCount item={ item }/></ListTd>
          <ListTd><TimeInfo timestamp={ item.l1_timestamp }/></ListTd>
          <ListTd><L1Txs item={ item }/></ListTd>
        </Table.Row>
      )) }
      cards={ items.map((item) => (
        <ListCard key={ item.l2_block_number } testId="l2-txn-batch-card">
          <ListCardRow label="L2 block #"><BlockEntity height={ item.l2_block_number }/></ListCardRow>
          <ListCardRow label="Txn count"><TxCount item={ item }/></ListCardRow>
          <ListCardRow label="Age"><TimeInfo timestamp={ item.l1_timestamp }/></ListCardRow>
          <ListCardRow label="L1 txn hash"><L1Txs item={ item }/></ListCardRow>
        </ListCard>
      )) }
    />
  );
}
