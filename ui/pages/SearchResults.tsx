/**
 * /search-results?q=: every result of the term (`general:search`, paginated), with the
 * matching marketplace apps on the first page, grouped by category in the spec's order. The
 * header's search bar holds the term; the first page comes with the server HTML, and an exact
 * hash or height never lands here (see lib/search/searchResultsProps).
 */
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import { searchApps, useMarketplaceApps } from 'lib/search/apps';
import { countSearchResults, groupSearchResults } from 'lib/search/categories';
import { SEARCH_TEXTS } from 'lib/search/constants';
import SearchResultsItems from 'ui/searchResults/SearchResultsItems';
import { ListSkeleton } from 'ui/shared/lists/DataListDisplay';
import PageTitle from 'ui/shared/PageTitle';
import Pagination from 'ui/shared/pagination/Pagination';

function readQ(value: unknown): string {
  return (typeof value === 'string' ? value : Array.isArray(value) ? String(value[0] ?? '') : '').trim();
}

export default function SearchResults() {
  const router = useRouter();
  const q = readQ(router.query.q);
  const query = useQueryWithPages({
    resourceName: 'general:search',
    filters: { q },
    options: { enabled: q.length > 0 },
  });
  const apps = useMarketplaceApps();
  const { pagination } = query;

  const groups = React.useMemo(
    () => groupSearchResults(query.data?.items ?? [], pagination.page === 1 ? searchApps(apps, q) : []),
    [ apps, pagination.page, q, query.data?.items ],
  );
  const count = countSearchResults(groups);

  let content: React.ReactNode;
  if (!q) {
    content = <Text color="text.secondary" py="6" data-testid="search-state-empty">{ SEARCH_TEXTS.empty }</Text>;
  } else if (query.isError) {
    content = <Text color="text.secondary" py="6" role="alert" data-testid="search-state-error">{ SEARCH_TEXTS.error }</Text>;
  } else if (query.isPending || query.isPlaceholderData) {
    content = (
      <Box>
        <Text color="text.secondary" pb="4" whiteSpace="pre-wrap" role="status" data-testid="search-state-loading">{ SEARCH_TEXTS.loading }</Text>
        <ListSkeleton rows={ 6 }/>
      </Box>
    );
  } else if (count === 0) {
    content = <Text color="text.secondary" py="6" data-testid="search-state-empty">{ SEARCH_TEXTS.empty }</Text>;
  } else {
    content = (
      <Flex direction="column" gap="8">
        { groups.map(({ category, items }) => (
          <Box as="section" key={ category.id } aria-labelledby={ `search-results-${ category.id }` } data-testid={ `search-results-${ category.id }` }>
            <Heading as="h2" id={ `search-results-${ category.id }` } fontSize="md" fontWeight={ 600 } mb="3">
              { category.title }
              <Text as="span" color="text.secondary" fontWeight={ 400 } ml="2">{ items.length }</Text>
            </Heading>
            <SearchResultsItems items={ items } term={ q }/>
          </Box>
        )) }
      </Flex>
    );
  }

  const hasResults = Boolean(q) && !query.isError && !query.isPending && count > 0;
  const countText = `${ count }${ pagination.hasNextPage ? '+' : '' }`;
  return (
    <Box>
      <PageTitle title="Search results"/>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="6" minH="8">
        { hasResults ? (
          <Text data-testid="search-results-summary" wordBreak="break-word">
            Found <Text as="span" fontWeight={ 600 }>{ countText }</Text> matching result{ count === 1 && !pagination.hasNextPage ? '' : 's' } for{ ' ' }
            “<Text as="span" fontWeight={ 600 }>{ q }</Text>”
          </Text>
        ) : <Box/> }
        <Pagination pagination={ pagination }/>
      </Flex>
      { content }
    </Box>
  );
}
