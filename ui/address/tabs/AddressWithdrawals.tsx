/** Withdrawals tab (beacon-chain feature): withdrawals paid to this address. */
import { Box } from '@chakra-ui/react';
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import DataListDisplay from 'ui/shared/lists/DataListDisplay';
import Pagination from 'ui/shared/pagination/Pagination';
import WithdrawalsListItems from 'ui/withdrawals/WithdrawalsListItems';

export default function AddressWithdrawals({ hash }: { hash: string }) {
  const query = useQueryWithPages({ resourceName: 'general:address_withdrawals', pathParams: { hash } });
  const items = query.data?.items ?? [];
  return (
    <DataListDisplay
      isPending={ query.isPending }
      isError={ query.isError }
      itemsCount={ items.length }
      emptyText="There are no withdrawals for this address."
      pagination={ <Pagination pagination={ query.pagination }/> }
      testId="address-withdrawals"
    >
      <Box opacity={ query.isPlaceholderData ? 0.6 : 1 }>
        <WithdrawalsListItems items={ items } view="address"/>
      </Box>
    </DataListDisplay>
  );
}
