/**
 * The indexing status as the Next server last heard it from the API, for the first HTML: the
 * indexing banners sit at the top of every page, and a banner that only arrives after the
 * browser asks pushes the whole page down (a layout shift on every page while a chain is
 * being indexed). Every page reads this memory instead of waiting for the API: a request
 * finds the value the API gave a moment ago and, when it is older than a few seconds, starts
 * a refresh for the next one. The browser asks the API itself as before and follows the socket.
 */
import type { IndexingStatus } from 'types/api/indexingStatus';

import { fetchResource } from 'lib/api/fetch';

/** Younger than this: used without asking again. */
const FRESH_MS = 5_000;
/** Older than this (nobody came for a while): not used at all, the browser's answer decides. */
const MAX_AGE_MS = 60_000;
const REQUEST_TIMEOUT_MS = 2_000;

type Fetcher = () => Promise<IndexingStatus>;

const fetchFromApi: Fetcher = () => fetchResource('general:homepage_indexing_status', {
  noProxy: true,
  fetchParams: { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) },
});

export function createIndexingStatusCache(fetcher: Fetcher = fetchFromApi, now: () => number = Date.now) {
  let last: { status: IndexingStatus; at: number } | null = null;
  let refreshing: Promise<void> | null = null;

  function refresh(): Promise<void> {
    refreshing ??= fetcher().then(
      (status) => { last = { status, at: now() }; },
      // The API is down or slow: the page renders without the banner and the browser asks.
      () => undefined,
    ).finally(() => { refreshing = null; });
    return refreshing;
  }

  return {
    /** The status to render with now, or null when there is none recent enough; refreshes a stale one in the background. */
    read(): IndexingStatus | null {
      const age = last ? now() - last.at : Infinity;
      if (age > FRESH_MS) void refresh();
      return last && age <= MAX_AGE_MS ? last.status : null;
    },
    /** For tests: resolves when a refresh under way is over. */
    settled: () => refreshing ?? Promise.resolve(),
  };
}

const serverCache = createIndexingStatusCache();

export const cachedIndexingStatus = () => serverCache.read();
