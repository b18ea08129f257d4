/** The Withdrawals tab of a block (beacon chain). */
import React from 'react';

import { PagedResourceList } from 'ui/shared/lists/PagedList';
import WithdrawalsListItems from 'ui/withdrawals/WithdrawalsListItems';

export default function BlockWithdrawals({ heightOrHash }: { heightOrHash: string }) {
  return (
    <PagedResourceList resourceName="general:block_withdrawals" pathParams={{ height_or_hash: heightOrHash }}
      emptyText="There are no withdrawals in this block." testId="block-withdrawals">
      { (items) => <WithdrawalsListItems items={ items } view="block"/> }
    </PagedResourceList>
  );
}
