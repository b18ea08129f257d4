/**
 * The react-query key of a resource call. Fetching, SSR prefetch, invalidation and socket
 * updates must all derive keys here, or they silently miss each other's cache entries.
 */
import type { QueryKey } from '@tanstack/react-query';

import { normalizePathParams, normalizeQueryParams } from './params';
import type { ResourceName, ResourcePathParams } from './resources';
import type { PathParamValue } from './types';

/** Parameters that identify a resource call. */
export interface ResourceKeyParams<R extends ResourceName> {
  pathParams?: ResourcePathParams<R>;
  queryParams?: object;
}

/**
 * `[name, pathParams, queryParams]` with both objects in canonical form (empty values dropped,
 * values stringified, keys sorted), so `{ page: 2 }` and `{ page: '2', q: '' }` share one entry.
 * A prefix such as `getResourceKey(name, { pathParams })` matches every filter and page of that
 * resource in `invalidateQueries`.
 */
export function getResourceKey<R extends ResourceName>(
  resourceName: R,
  { pathParams, queryParams }: ResourceKeyParams<R> = {},
): QueryKey {
  return [
    resourceName,
    normalizePathParams(pathParams as Record<string, PathParamValue> | undefined),
    normalizeQueryParams(queryParams),
  ];
}

export default getResourceKey;
