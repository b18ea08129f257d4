/** "Logs" tab: the events the transaction emitted, decoded when the backend knows the ABI. */
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import LogsListItems from 'ui/logs/LogsListItems';
import PagedList from 'ui/shared/lists/PagedList';

export default function TxLogsTab({ hash }: { hash: string }) {
  const query = useQueryWithPages({ resourceName: 'general:tx_logs', pathParams: { hash } });
  return (
    <PagedList query={ query } emptyText="There are no logs for this transaction." testId="tx-logs" skeletonRows={ 4 }>
      { (items) => <LogsListItems items={ items }/> }
    </PagedList>
  );
}
