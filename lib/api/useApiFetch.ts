/**
 * Imperative resource calls for mutations and event handlers (POST/PUT/DELETE, CSV, ...).
 */
import React from 'react';

import { fetchResource, type ResourceRequest } from './fetch';
import type { ResourceName, ResourcePayload } from './resources';
import useFetch from './useFetch';

/** Calls resource `R`; `T` overrides the payload type for non-GET methods. */
export type ApiFetch = <R extends ResourceName, T = ResourcePayload<R>>(resourceName: R, request?: ResourceRequest<R>) => Promise<T>;

/**
 * Returns a stable function that calls a registered resource with the app's fetch rules.
 *
 * @example
 * const apiFetch = useApiFetch();
 * await apiFetch('account:watchlist', { pathParams: { id }, fetchParams: { method: 'DELETE' } });
 */
export default function useApiFetch(): ApiFetch {
  const fetcher = useFetch();
  return React.useCallback<ApiFetch>(
    (resourceName, request) => fetchResource(resourceName, request, fetcher),
    [ fetcher ],
  );
}
