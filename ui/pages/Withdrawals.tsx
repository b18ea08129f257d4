/** /withdrawals (beacon chain): every withdrawal, newest first, with the running totals. */
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import DataListDisplay from 'ui/shared/lists/DataListDisplay';
import PageTitle from 'ui/shared/PageTitle';
import Pagination from 'ui/shared/pagination/Pagination';
import WithdrawalsCounters from 'ui/withdrawals/WithdrawalsCounters';
import WithdrawalsListItems from 'ui/withdrawals/WithdrawalsListItems';

export const WITHDRAWALS_EMPTY_TEXT = 'There are no withdrawals yet. They appear here once the beacon chain pays out validator balances.';

export default function Withdrawals() {
  const query = useQueryWithPages({ resourceName: 'general:withdrawals' });
  return (
    <>
      <PageTitle title="Withdrawals"/>
      <WithdrawalsCounters/>
      <DataListDisplay
        isPending={ query.isPending }
        isError={ query.isError }
        itemsCount={ query.data?.items.length ?? 0 }
        emptyText={ WITHDRAWALS_EMPTY_TEXT }
        pagination={ <Pagination pagination={ query.pagination }/> }
        testId="withdrawals-list"
      >
        { query.data && <WithdrawalsListItems items={ query.data.items } view="list"/> }
      </DataListDisplay>
    </>
  );
}
