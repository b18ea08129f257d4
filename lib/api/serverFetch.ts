/**
 * Prefetching for `getServerSideProps`: fetch straight from the API (never the proxy), store the
 * result under the same key the page's `useApiQuery` will read, and hand failures back to the
 * caller instead of throwing, so the page can render its error state.
 */
import type { QueryClient } from '@tanstack/react-query';

import { fetchResource } from './fetch';
import { getResourceKey } from './getResourceKey';
import type { ResourceName, ResourcePathParams, ResourcePayload } from './resources';
import { isResourceError, NETWORK_ERROR_STATUS, ResourceError, TIMEOUT_ERROR_STATUS } from './ResourceError';

/** An SSR request must not hold the page for long; the client can still fetch afterwards. */
export const SERVER_FETCH_TIMEOUT_MS = 5_000;

/** Options of {@link prefetchResource}. */
export interface PrefetchParams<R extends ResourceName> {
  pathParams?: ResourcePathParams<R>;
  queryParams?: object;
  /** Request headers to forward, e.g. the visitor's `cookie` for account-aware responses. */
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** Either the data (also written to the query client) or the captured error. */
export type PrefetchResult<R extends ResourceName> =
  | { data: ResourcePayload<R>; error?: undefined }
  | { data?: undefined; error: ResourceError };

function toResourceError(error: unknown, timedOut: boolean): ResourceError {
  if (timedOut) {
    return new ResourceError({ status: TIMEOUT_ERROR_STATUS, statusText: 'Gateway Timeout', cause: error });
  }
  if (error instanceof ResourceError) {
    return error;
  }
  if (isResourceError(error)) {
    return new ResourceError({ status: error.status, statusText: error.statusText, payload: error.payload, cause: error });
  }
  const message = error instanceof Error ? error.message : 'Unknown error';
  return new ResourceError({ status: NETWORK_ERROR_STATUS, statusText: message, cause: error });
}

/**
 * Fetches `resourceName` on the server with a timeout of {@link SERVER_FETCH_TIMEOUT_MS} and, on
 * success, writes it into `queryClient` under `getResourceKey(resourceName, params)`.
 * Never rejects.
 *
 * @example
 * const { error } = await prefetchResource(queryClient, 'general:block', { pathParams: { height_or_hash } });
 * if (error?.status === 404) return errorPage(ctx, 404);
 */
export async function prefetchResource<R extends ResourceName>(
  queryClient: QueryClient,
  resourceName: R,
  { pathParams, queryParams, headers, timeoutMs = SERVER_FETCH_TIMEOUT_MS }: PrefetchParams<R> = {},
): Promise<PrefetchResult<R>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);

  try {
    const data = await fetchResource<R>(resourceName, {
      pathParams,
      queryParams,
      fetchParams: { headers, signal: controller.signal },
      noProxy: true,
    });
    queryClient.setQueryData(getResourceKey(resourceName, { pathParams, queryParams }), data);
    return { data };
  } catch (error) {
    return { error: toResourceError(error, timedOut) };
  } finally {
    clearTimeout(timer);
  }
}
