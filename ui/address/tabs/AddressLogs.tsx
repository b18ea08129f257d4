/** Logs tab: events the contract at this address emitted, newest first. */
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import LogsListItems from 'ui/logs/LogsListItems';
import PagedList from 'ui/shared/lists/PagedList';

export default function AddressLogs({ hash }: { hash: string }) {
  const query = useQueryWithPages({ resourceName: 'general:address_logs', pathParams: { hash } });
  return (
    <PagedList query={ query } emptyText="There are no logs for this address." testId="address-logs">
      { (items) => <LogsListItems items={ items } showTxInfo/> }
    </PagedList>
  );
}
