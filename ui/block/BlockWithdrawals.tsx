/** The Withdrawals tab of a block (beacon chain). */
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import PagedList from 'ui/shared/lists/PagedList';
import WithdrawalsListItems from 'ui/withdrawals/WithdrawalsListItems';

export default function BlockWithdrawals({ heightOrHash }: { heightOrHash: string }) {
  const query = useQueryWithPages({ resourceName: 'general:block_withdrawals', pathParams: { height_or_hash: heightOrHash } });
  return (
    <PagedList query={ query } emptyText="There are no withdrawals in this block." testId="block-withdrawals">
      { (items) => <WithdrawalsListItems items={ items } view="block"/> }
    </PagedList>
  );
}
