/** Withdrawals tab (beacon-chain feature): withdrawals paid to this address. */
import React from 'react';

import { PagedResourceList } from 'ui/shared/lists/PagedList';
import WithdrawalsListItems from 'ui/withdrawals/WithdrawalsListItems';

export default function AddressWithdrawals({ hash }: { hash: string }) {
  return (
    <PagedResourceList resourceName="general:address_withdrawals" pathParams={{ hash }}
      emptyText="There are no withdrawals for this address." testId="address-withdrawals">
      { (items) => <WithdrawalsListItems items={ items } view="address"/> }
    </PagedResourceList>
  );
}
