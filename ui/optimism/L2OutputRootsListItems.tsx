/** Rows of /l2-output-roots: each L2 output the proposer posted on L1, with the L2 block it commits to. */
import { Table } from '@chakra-ui/react';
import React from 'react';

import type { OptimismOutputRoot } from 'types/api/optimism';
import { BlockEntity } from 'ui/shared/entities/entities';
import EntityLink from 'ui/shared/entities/EntityLink';
import { L1TxEntity } from 'ui/shared/entities/l1Entities';
import { ListCard, ListCardRow, ListItemsLayout, ListTd, ListTh } from 'ui/shared/lists/ListLayouts';
import TimeInfo from 'ui/shared/values/TimeInfo';

/** The whole root, cut in the middle only where it does not fit, and copyable: readers compare it with L1's. */
function OutputRoot({ root }: { root: string }) {
  return <EntityLink testId="l2-output-root" text={ root } title={ root } isHash copyText={ root }/>;
}

export default function L2OutputRootsListItems({ items }: { items: Array<OptimismOutputRoot> }) {
  return (
    <ListItemsLayout tableTestId="l2-output-roots-table" cardsTestId="l2-output-roots-cards" minW="900px"
      head={ (
        <>
          <ListTh w="140px">L2 output index</ListTh>
          <ListTh w="110px">Age</ListTh>
          <ListTh w="130px">L2 block #</ListTh>
          <ListTh w="200px">L1 txn hash</ListTh>
          <ListTh>Output root</ListTh>
        </>
      ) }
      rows={ items.map((item) => (
        <Table.Row key={ item.l2_output_index } data-testid="l2-output-root-row">
          <ListTd fontWeight={ 600 }>{ item.l2_output_index }</ListTd>
          <ListTd><TimeInfo timestamp={ item.l1_timestamp }/></ListTd>
          <ListTd><BlockEntity height={ item.l2_block_number }/></ListTd>
          <ListTd maxW="200px"><L1TxEntity hash={ item.l1_transaction_hash }/></ListTd>
          { /* The rest of the row's width (max-width 0 lets a table cell shrink below its content). */ }
          <ListTd w="100%" maxW="0"><OutputRoot root={ item.output_root }/></ListTd>
        </Table.Row>
      )) }
      cards={ items.map((item) => (
        <ListCard key={ item.l2_output_index } testId="l2-output-root-card">
          <ListCardRow label="L2 output index">{ item.l2_output_index }</ListCardRow>
          <ListCardRow label="Age"><TimeInfo timestamp={ item.l1_timestamp }/></ListCardRow>
          <ListCardRow label="L2 block #"><BlockEntity height={ item.l2_block_number }/></ListCardRow>
          <ListCardRow label="L1 txn hash"><L1TxEntity hash={ item.l1_transaction_hash }/></ListCardRow>
          <ListCardRow label="Output root"><OutputRoot root={ item.output_root }/></ListCardRow>
        </ListCard>
      )) }
    />
  );
}
