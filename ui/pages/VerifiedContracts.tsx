/**
 * `/verified-contracts`: counters, then the verified contracts newest first, with search,
 * language filter and sort kept in the URL (the first page comes with the server HTML).
 */
import { Box } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import { readListParams, type VerifiedContractsParams } from 'lib/verifiedContracts/listParams';
import PagedList from 'ui/shared/lists/PagedList';
import PageTitle from 'ui/shared/PageTitle';
import VerifiedContractsCounters from 'ui/verifiedContracts/VerifiedContractsCounters';
import VerifiedContractsFilters from 'ui/verifiedContracts/VerifiedContractsFilters';
import VerifiedContractsListItems from 'ui/verifiedContracts/VerifiedContractsListItems';

export default function VerifiedContracts() {
  const router = useRouter();
  const params = readListParams(router.query);
  const query = useQueryWithPages({
    resourceName: 'general:contracts',
    filters: { q: params.q, filter: params.filter, sort: params.sort, order: params.order },
    options: { placeholderData: keepPreviousData },
  });
  const { onFilterChange } = query;
  const handleChange = React.useCallback((next: VerifiedContractsParams) => onFilterChange({ ...next }), [ onFilterChange ]);

  return (
    <Box>
      <PageTitle title="Verified contracts"/>
      <VerifiedContractsCounters/>
      <PagedList
        query={ query }
        emptyText="There are no verified contracts."
        filteredEmptyText="No verified contracts match your search and filter."
        hasActiveFilters={ Boolean(params.q || params.filter) }
        filters={ <VerifiedContractsFilters params={ params } onChange={ handleChange }/> }
        testId="contracts-list"
      >
        { (items) => (
          <VerifiedContractsListItems items={ items }/>
        ) }
      </PagedList>
    </Box>
  );
}
