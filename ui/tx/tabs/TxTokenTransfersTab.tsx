/** "Token transfers" tab of a transaction, filterable by token type. */
import { useRouter } from 'next/router';
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import DataListDisplay from 'ui/shared/lists/DataListDisplay';
import Pagination from 'ui/shared/pagination/Pagination';
import TokenTransfersListItems from 'ui/tokenTransfers/TokenTransfersListItems';
import { parseTypeFilter } from 'lib/tokens/typeFilter';
import TokenTypeFilter from 'ui/tokenTransfers/TokenTypeFilter';

export default function TxTokenTransfersTab({ hash }: { hash: string }) {
  const router = useRouter();
  const types = parseTypeFilter(router.query.type);
  const query = useQueryWithPages({ resourceName: 'general:tx_token_transfers', pathParams: { hash }, filters: { type: types } });
  const items = query.data?.items ?? [];
  return (
    <DataListDisplay
      isPending={ query.isPending }
      isError={ query.isError }
      itemsCount={ items.length }
      emptyText="There are no token transfers for this transaction."
      filteredEmptyText="No token transfers of the chosen types."
      hasActiveFilters={ types.length > 0 }
      filters={ <TokenTypeFilter value={ types } onChange={ (type) => query.onFilterChange({ type }) }/> }
      pagination={ <Pagination pagination={ query.pagination }/> }
      testId="tx-token-transfers"
    >
      <TokenTransfersListItems items={ items }/>
    </DataListDisplay>
  );
}
