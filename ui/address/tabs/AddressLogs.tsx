/** Logs tab: events the contract at this address emitted, newest first, and "Download CSV" when exports are on. */
import React from 'react';

import config from 'configs/app';
import CsvExportLink from 'ui/csvExport/CsvExportLink';
import LogsListItems from 'ui/logs/LogsListItems';
import { PagedResourceList } from 'ui/shared/lists/PagedList';

export default function AddressLogs({ hash }: { hash: string }) {
  return (
    <PagedResourceList resourceName="general:address_logs" pathParams={{ hash }}
      emptyText="There are no logs for this address." testId="address-logs"
      // Only with the link: a list without filters shows no action bar.
      filters={ config.features.csvExport.isEnabled ? <CsvExportLink type="logs" address={ hash }/> : undefined }>
      { (items) => <LogsListItems items={ items } showTxInfo/> }
    </PagedResourceList>
  );
}
