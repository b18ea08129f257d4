import { Box } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import { parseTypeFilter } from 'lib/tokens/typeFilter';
import PagedList from 'ui/shared/lists/PagedList';
import PageTitle from 'ui/shared/PageTitle';
import TokensFilters from 'ui/tokens/TokensFilters';
import TokensListItems from 'ui/tokens/TokensListItems';

/** Items per page of `/api/v2/tokens`, for the rank column. */
const PAGE_SIZE = 50;

/** `/tokens`: every token, most holders first, with search and a type filter kept in the URL. */
export default function Tokens() {
  const router = useRouter();
  const q = typeof router.query.q === 'string' ? router.query.q : '';
  const types = parseTypeFilter(router.query.type);
  const query = useQueryWithPages({
    resourceName: 'general:tokens',
    filters: { q, type: types },
    options: { placeholderData: keepPreviousData },
  });
  const hasActiveFilters = Boolean(q) || types.length > 0;

  return (
    <Box>
      <PageTitle title="Tokens"/>
      <PagedList
        query={ query }
        emptyText="There are no tokens."
        filteredEmptyText="No tokens match your search and filter."
        hasActiveFilters={ hasActiveFilters }
        filters={ <TokensFilters q={ q } types={ types } onChange={ query.onFilterChange }/> }
        testId="tokens-list"
      >
        { (items) => (
          <TokensListItems items={ items } rankOffset={ (query.pagination.page - 1) * PAGE_SIZE }/>
        ) }
      </PagedList>
    </Box>
  );
}
