/** "Token transfers" tab of a transaction, filterable by token type. */
import { useRouter } from 'next/router';
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import PagedList from 'ui/shared/lists/PagedList';
import TokenTransfersListItems from 'ui/tokenTransfers/TokenTransfersListItems';
import { parseTypeFilter } from 'lib/tokens/typeFilter';
import TokenTypeFilter from 'ui/tokenTransfers/TokenTypeFilter';

export default function TxTokenTransfersTab({ hash }: { hash: string }) {
  const router = useRouter();
  const types = parseTypeFilter(router.query.type);
  const query = useQueryWithPages({ resourceName: 'general:tx_token_transfers', pathParams: { hash }, filters: { type: types } });
  return (
    <PagedList
      query={ query }
      emptyText="There are no token transfers for this transaction."
      filteredEmptyText="No token transfers of the chosen types."
      hasActiveFilters={ types.length > 0 }
      filters={ <TokenTypeFilter value={ types } onChange={ (type) => query.onFilterChange({ type }) }/> }
      testId="tx-token-transfers"
    >
      { (items) => (
        <TokenTransfersListItems items={ items }/>
      ) }
    </PagedList>
  );
}
