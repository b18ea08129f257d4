/** "Logs" tab: the events the transaction emitted, decoded when the backend knows the ABI. */
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import LogsListItems from 'ui/logs/LogsListItems';
import DataListDisplay from 'ui/shared/lists/DataListDisplay';
import Pagination from 'ui/shared/pagination/Pagination';

export default function TxLogsTab({ hash }: { hash: string }) {
  const query = useQueryWithPages({ resourceName: 'general:tx_logs', pathParams: { hash } });
  const items = query.data?.items ?? [];
  return (
    <DataListDisplay
      isPending={ query.isPending }
      isError={ query.isError }
      itemsCount={ items.length }
      emptyText="There are no logs for this transaction."
      pagination={ query.pagination.isVisible ? <Pagination pagination={ query.pagination }/> : undefined }
      skeletonRows={ 4 }
      testId="tx-logs"
    >
      <LogsListItems items={ items }/>
    </DataListDisplay>
  );
}
