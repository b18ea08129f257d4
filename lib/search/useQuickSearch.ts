/**
 * The search bar's live results: the trimmed term, debounced 300 ms, sent to
 * `general:quick_search` only when non-empty (spec §5, §7), plus the marketplace apps whose
 * title matches, grouped by category.
 */
import React from 'react';

import { FRAME_QUERY_OPTIONS } from 'lib/api/queryClient';
import useApiQuery from 'lib/api/useApiQuery';
import useDebounce from 'lib/hooks/useDebounce';

import { searchApps, useMarketplaceApps } from './apps';
import { countSearchResults, groupSearchResults, type SearchCategoryGroup } from './categories';
import { SEARCH_DEBOUNCE_MS } from './constants';

export type QuickSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'empty' }
  | { status: 'results'; groups: Array<SearchCategoryGroup>; count: number };

export default function useQuickSearch(value: string): { term: string; state: QuickSearchState } {
  const term = value.trim();
  const debouncedTerm = useDebounce(term, SEARCH_DEBOUNCE_MS);
  const apps = useMarketplaceApps();
  const query = useApiQuery('general:quick_search', {
    queryParams: { q: debouncedTerm },
    queryOptions: { ...FRAME_QUERY_OPTIONS, enabled: debouncedTerm.length > 0 },
  });

  const state = React.useMemo((): QuickSearchState => {
    if (!term) return { status: 'idle' };
    // Still typing, or waiting for the answer to the latest term.
    if (term !== debouncedTerm || query.isPending) return { status: 'loading' };
    if (query.isError) return { status: 'error' };
    const groups = groupSearchResults(query.data, searchApps(apps, debouncedTerm));
    const count = countSearchResults(groups);
    return count === 0 ? { status: 'empty' } : { status: 'results', groups, count };
  }, [ apps, debouncedTerm, query.data, query.isError, query.isPending, term ]);

  return { term: debouncedTerm, state };
}
