/** /l2-deposits (rollup): every L1 → L2 deposit, newest first, with their total. */
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import L2DepositsListItems from 'ui/optimism/L2DepositsListItems';
import L2ListCount from 'ui/optimism/L2ListCount';
import DataListDisplay from 'ui/shared/lists/DataListDisplay';
import PageTitle from 'ui/shared/PageTitle';
import Pagination from 'ui/shared/pagination/Pagination';

export const L2_DEPOSITS_EMPTY_TEXT = 'There are no deposits yet.';

export default function L2Deposits() {
  const query = useQueryWithPages({ resourceName: 'general:l2_deposits' });
  return (
    <>
      <PageTitle title="Deposits (L1 to L2)"/>
      <L2ListCount resource="general:l2_deposits_count" nouns={ [ 'deposit', 'deposits' ] }/>
      <DataListDisplay
        isPending={ query.isPending }
        isError={ query.isError }
        itemsCount={ query.data?.items.length ?? 0 }
        emptyText={ L2_DEPOSITS_EMPTY_TEXT }
        pagination={ <Pagination pagination={ query.pagination }/> }
        testId="l2-deposits-list"
      >
        { query.data && <L2DepositsListItems items={ query.data.items }/> }
      </DataListDisplay>
    </>
  );
}
