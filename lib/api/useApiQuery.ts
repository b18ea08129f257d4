/**
 * `useQuery` over the resource registry: the payload type follows from the resource name and
 * the cache key from {@link getResourceKey}.
 */
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';

import type { FetchParams } from './fetch';
import { getResourceKey } from './getResourceKey';
import type { ResourceFilters, ResourceName, ResourcePathParams, ResourcePayload } from './resources';
import type { ResourceError } from './ResourceError';
import type { QueryParams } from './types';
import useApiFetch from './useApiFetch';

/** Typed filters of `R`, or any query params (e.g. cursor keys) on top of them. */
export type ResourceQueryParams<R extends ResourceName> = Partial<ResourceFilters<R>> | QueryParams;

/** Options of {@link useApiQuery}. */
export interface UseApiQueryParams<R extends ResourceName, E = ResourceError, D = ResourcePayload<R>> {
  pathParams?: ResourcePathParams<R>;
  queryParams?: ResourceQueryParams<R>;
  /** Request tweaks such as extra headers; the method is always GET. */
  fetchParams?: Pick<FetchParams, 'headers'>;
  queryOptions?: Omit<UseQueryOptions<ResourcePayload<R>, E, D>, 'queryKey' | 'queryFn'>;
}

/**
 * Fetches resource `R` with react-query.
 *
 * @example
 * const { data } = useApiQuery('general:block', { pathParams: { height_or_hash: '42' } });
 */
export function useApiQuery<R extends ResourceName, E = ResourceError, D = ResourcePayload<R>>(
  resourceName: R,
  { pathParams, queryParams, fetchParams, queryOptions }: UseApiQueryParams<R, E, D> = {},
): UseQueryResult<D, E> {
  const apiFetch = useApiFetch();

  return useQuery<ResourcePayload<R>, E, D>({
    queryKey: getResourceKey(resourceName, { pathParams, queryParams }),
    queryFn: ({ signal }) => apiFetch<R>(resourceName, { pathParams, queryParams, fetchParams: { ...fetchParams, signal } }),
    ...queryOptions,
  });
}

export default useApiQuery;
export { getResourceKey } from './getResourceKey';
export { default as useApiFetch } from './useApiFetch';
