/** "Internal txns" tab: the calls and creates the transaction made, in execution order. */
import React from 'react';

import InternalTxsListItems from 'ui/internalTxs/InternalTxsListItems';
import { PagedResourceList } from 'ui/shared/lists/PagedList';

export default function TxInternalTxsTab({ hash }: { hash: string }) {
  return (
    <PagedResourceList resourceName="general:tx_internal_txs" pathParams={{ hash }}
      emptyText="There are no internal transactions for this transaction." testId="tx-internal-txs">
      { (items) => <InternalTxsListItems items={ items }/> }
    </PagedResourceList>
  );
}
