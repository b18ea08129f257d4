/**
 * The one place the banners touch the API layer: both banners read the same cached
 * resource, so react-query makes one request for the two of them.
 */
import type { QueryKey, UseQueryResult } from '@tanstack/react-query';

import useApiQuery, { getResourceKey } from 'lib/api/useApiQuery';

import type { IndexingStatusData } from './logic';

const RESOURCE = 'general:homepage_indexing_status';

/** The indexing status query (loading, error and data flags as react-query gives them). */
export function useIndexingStatus(): UseQueryResult<IndexingStatusData> {
  return useApiQuery(RESOURCE);
}

/** Cache key of the indexing status, for writing socket updates into it. */
export function getIndexingStatusKey(): QueryKey {
  return getResourceKey(RESOURCE);
}
