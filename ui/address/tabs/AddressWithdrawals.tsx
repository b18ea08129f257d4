/** Withdrawals tab (beacon-chain feature): withdrawals paid to this address. */
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import PagedList from 'ui/shared/lists/PagedList';
import WithdrawalsListItems from 'ui/withdrawals/WithdrawalsListItems';

export default function AddressWithdrawals({ hash }: { hash: string }) {
  const query = useQueryWithPages({ resourceName: 'general:address_withdrawals', pathParams: { hash } });
  return (
    <PagedList query={ query } emptyText="There are no withdrawals for this address." testId="address-withdrawals">
      { (items) => <WithdrawalsListItems items={ items } view="address"/> }
    </PagedList>
  );
}
