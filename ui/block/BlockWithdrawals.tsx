/** The Withdrawals tab of a block (beacon chain). */
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import DataListDisplay from 'ui/shared/lists/DataListDisplay';
import Pagination from 'ui/shared/pagination/Pagination';
import WithdrawalsListItems from 'ui/withdrawals/WithdrawalsListItems';

export default function BlockWithdrawals({ heightOrHash }: { heightOrHash: string }) {
  const query = useQueryWithPages({ resourceName: 'general:block_withdrawals', pathParams: { height_or_hash: heightOrHash } });
  return (
    <DataListDisplay
      isPending={ query.isPending }
      isError={ query.isError }
      itemsCount={ query.data?.items.length ?? 0 }
      emptyText="There are no withdrawals in this block."
      pagination={ <Pagination pagination={ query.pagination }/> }
      testId="block-withdrawals"
    >
      { query.data && <WithdrawalsListItems items={ query.data.items } view="block"/> }
    </DataListDisplay>
  );
}
