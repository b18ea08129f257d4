/**
 * The app's QueryClient policy (spec §8): 4xx answers are final, other failures get two more
 * tries, a 429 goes to the error boundary (rate-limit screen), and no refetch on window focus.
 */
import { QueryClient } from '@tanstack/react-query';

import { getResourceErrorStatus } from './ResourceError';

/** Retries after the first failure for errors that may heal (5xx, network). */
export const MAX_RETRIES = 2;

const TOO_MANY_REQUESTS = 429;

function isClientError(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500;
}

/** `retry` callback: no retry on 4xx, at most {@link MAX_RETRIES} otherwise. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isClientError(getResourceErrorStatus(error))) {
    return false;
  }
  return failureCount < MAX_RETRIES;
}

/** `throwOnError` callback: only rate limiting escapes to the error boundary. */
export function shouldThrowOnError(error: unknown): boolean {
  return getResourceErrorStatus(error) === TOO_MANY_REQUESTS;
}

/**
 * Options of the queries of the page's frame — the indexing banners, the footer, the
 * profile button, the search bar's suggestions: they never throw to the error boundary,
 * which wraps the page's content only, so a 429 shows the rate-limit screen there while
 * the frame stays (each of these shows nothing, or its own error, instead).
 */
export const FRAME_QUERY_OPTIONS = { throwOnError: false } as const;

/** A new QueryClient with the app's defaults; create one per browser session or SSR request. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        throwOnError: shouldThrowOnError,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export default createQueryClient;
