/** "Logs" tab: the events the transaction emitted, decoded when the backend knows the ABI. */
import React from 'react';

import LogsListItems from 'ui/logs/LogsListItems';
import { PagedResourceList } from 'ui/shared/lists/PagedList';

export default function TxLogsTab({ hash }: { hash: string }) {
  return (
    <PagedResourceList resourceName="general:tx_logs" pathParams={{ hash }}
      emptyText="There are no logs for this transaction." testId="tx-logs" skeletonRows={ 4 }>
      { (items) => <LogsListItems items={ items }/> }
    </PagedResourceList>
  );
}
