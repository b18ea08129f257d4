/**
 * The one place the banners touch the API layer: both banners read the same cached
 * resource, so react-query makes one request for the two of them.
 */
import type { QueryKey, UseQueryResult } from '@tanstack/react-query';

import { FRAME_QUERY_OPTIONS } from 'lib/api/queryClient';
import useApiQuery, { getResourceKey } from 'lib/api/useApiQuery';
import { useAppContext } from 'ui/shared/layout/AppContext';

import type { IndexingStatusData } from './logic';

const RESOURCE = 'general:homepage_indexing_status';

/**
 * The indexing status query (loading, error and data flags as react-query gives them). Until
 * the browser's own answer arrives it shows what the server knew when it drew the page, so the
 * banners are in the first paint instead of pushing the page down a moment later.
 */
export function useIndexingStatus(): UseQueryResult<IndexingStatusData> {
  const { indexingStatus } = useAppContext();
  return useApiQuery(RESOURCE, { queryOptions: { ...FRAME_QUERY_OPTIONS, placeholderData: indexingStatus ?? undefined } });
}

/** Cache key of the indexing status, for writing socket updates into it. */
export function getIndexingStatusKey(): QueryKey {
  return getResourceKey(RESOURCE);
}
