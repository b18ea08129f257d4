/** "Internal txns" tab: the calls and creates the transaction made, in execution order. */
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import InternalTxsListItems from 'ui/internalTxs/InternalTxsListItems';
import PagedList from 'ui/shared/lists/PagedList';

export default function TxInternalTxsTab({ hash }: { hash: string }) {
  const query = useQueryWithPages({ resourceName: 'general:tx_internal_txs', pathParams: { hash } });
  return (
    <PagedList query={ query } emptyText="There are no internal transactions for this transaction." testId="tx-internal-txs">
      { (items) => <InternalTxsListItems items={ items }/> }
    </PagedList>
  );
}
