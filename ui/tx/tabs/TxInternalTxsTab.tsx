/** "Internal txns" tab: the calls and creates the transaction made, in execution order. */
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import InternalTxsListItems from 'ui/internalTxs/InternalTxsListItems';
import DataListDisplay from 'ui/shared/lists/DataListDisplay';
import Pagination from 'ui/shared/pagination/Pagination';

export default function TxInternalTxsTab({ hash }: { hash: string }) {
  const query = useQueryWithPages({ resourceName: 'general:tx_internal_txs', pathParams: { hash } });
  const items = query.data?.items ?? [];
  return (
    <DataListDisplay
      isPending={ query.isPending }
      isError={ query.isError }
      itemsCount={ items.length }
      emptyText="There are no internal transactions for this transaction."
      pagination={ query.pagination.isVisible ? <Pagination pagination={ query.pagination }/> : undefined }
      testId="tx-internal-txs"
    >
      <InternalTxsListItems items={ items }/>
    </DataListDisplay>
  );
}
