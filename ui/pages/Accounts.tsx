/** /accounts: addresses by native-coin balance, largest first; ranks run on across pages. */
import React from 'react';

import config from 'configs/app';
import useQueryWithPages from 'lib/api/useQueryWithPages';
import AccountsListItems from 'ui/accounts/AccountsListItems';
import { supplyToUnits } from 'ui/accounts/supplyShare';
import DataListDisplay from 'ui/shared/lists/DataListDisplay';
import PageTitle from 'ui/shared/PageTitle';
import Pagination from 'ui/shared/pagination/Pagination';

/** Rows per page of the API's keyset lists (GUIDE §1.3). */
const PAGE_SIZE = 50;

export default function Accounts() {
  const query = useQueryWithPages({ resourceName: 'general:addresses' });
  const supplyUnits = supplyToUnits(query.data?.total_supply, config.chain.currency.decimals);
  return (
    <>
      <PageTitle title="Top accounts"/>
      <DataListDisplay
        isPending={ query.isPending }
        isError={ query.isError }
        itemsCount={ query.data?.items.length ?? 0 }
        emptyText="There are no accounts with a balance yet."
        pagination={ <Pagination pagination={ query.pagination }/> }
        testId="accounts-list"
      >
        { query.data && (
          <AccountsListItems items={ query.data.items } firstRank={ (query.pagination.page - 1) * PAGE_SIZE + 1 } supplyUnits={ supplyUnits }/>
        ) }
      </DataListDisplay>
    </>
  );
}
