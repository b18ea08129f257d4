/**
 * Hook access to the fetch layer, so components and hooks share one seam (easy to mock in
 * component tests) instead of importing the module function directly.
 */
import React from 'react';

import { fetchApi, type ApiFetcher, type FetchApiOptions } from './fetch';

/** Returns a stable `(url, options) => Promise<T>` that applies the app's fetch rules. */
export default function useFetch(): ApiFetcher {
  return React.useCallback(<T, >(url: string, options?: FetchApiOptions) => fetchApi<T>(url, options), []);
}
