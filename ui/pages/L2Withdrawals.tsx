/** /l2-withdrawals (rollup): every L2 → L1 withdrawal, newest first, with where each stands. */
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import L2ListCount from 'ui/optimism/L2ListCount';
import L2WithdrawalsListItems from 'ui/optimism/L2WithdrawalsListItems';
import DataListDisplay from 'ui/shared/lists/DataListDisplay';
import PageTitle from 'ui/shared/PageTitle';
import Pagination from 'ui/shared/pagination/Pagination';

export const L2_WITHDRAWALS_EMPTY_TEXT = 'There are no withdrawals yet.';

export default function L2Withdrawals() {
  const query = useQueryWithPages({ resourceName: 'general:l2_withdrawals' });
  return (
    <>
      <PageTitle title="Withdrawals (L2 to L1)"/>
      <L2ListCount resource="general:l2_withdrawals_count" nouns={ [ 'withdrawal', 'withdrawals' ] }/>
      <DataListDisplay
        isPending={ query.isPending }
        isError={ query.isError }
        itemsCount={ query.data?.items.length ?? 0 }
        emptyText={ L2_WITHDRAWALS_EMPTY_TEXT }
        pagination={ <Pagination pagination={ query.pagination }/> }
        testId="l2-withdrawals-list"
      >
        { query.data && <L2WithdrawalsListItems items={ query.data.items }/> }
      </DataListDisplay>
    </>
  );
}
