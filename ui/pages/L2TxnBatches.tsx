/** /l2-txn-batches (rollup): the L2 blocks' batches as the batcher posted them on L1, newest first. */
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import L2ListCount from 'ui/optimism/L2ListCount';
import L2TxnBatchesListItems from 'ui/optimism/L2TxnBatchesListItems';
import DataListDisplay from 'ui/shared/lists/DataListDisplay';
import PageTitle from 'ui/shared/PageTitle';
import Pagination from 'ui/shared/pagination/Pagination';

export const L2_TXN_BATCHES_EMPTY_TEXT = 'There are no txn batches yet.';

export default function L2TxnBatches() {
  const query = useQueryWithPages({ resourceName: 'general:l2_txn_batches' });
  return (
    <>
      <PageTitle title="Txn batches"/>
      <L2ListCount resource="general:l2_txn_batches_count" nouns={ [ 'batch', 'batches' ] }/>
      <DataListDisplay
        isPending={ query.isPending }
        isError={ query.isError }
        itemsCount={ query.data?.items.length ?? 0 }
        emptyText={ L2_TXN_BATCHES_EMPTY_TEXT }
        pagination={ <Pagination pagination={ query.pagination }/> }
        testId="l2-txn-batches-list"
      >
        { query.data && <L2TxnBatchesListItems items={ query.data.items }/> }
      </DataListDisplay>
    </>
  );
}
