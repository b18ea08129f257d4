/** Logs tab: events the contract at this address emitted, newest first. */
import { Box } from '@chakra-ui/react';
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import LogsListItems from 'ui/logs/LogsListItems';
import DataListDisplay from 'ui/shared/lists/DataListDisplay';
import Pagination from 'ui/shared/pagination/Pagination';

export default function AddressLogs({ hash }: { hash: string }) {
  const query = useQueryWithPages({ resourceName: 'general:address_logs', pathParams: { hash } });
  const items = query.data?.items ?? [];
  return (
    <DataListDisplay
      isPending={ query.isPending }
      isError={ query.isError }
      itemsCount={ items.length }
      emptyText="There are no logs for this address."
      pagination={ <Pagination pagination={ query.pagination }/> }
      testId="address-logs"
    >
      <Box opacity={ query.isPlaceholderData ? 0.6 : 1 }>
        <LogsListItems items={ items } showTxInfo/>
      </Box>
    </DataListDisplay>
  );
}
