/**
 * Search constants and texts (spec §2 "Search bar", §8, §9). The texts are requirements,
 * word for word, including the trailing space of the loading text.
 */

/** The quick search waits this long after the last keystroke (spec §5, §9). */
export const SEARCH_DEBOUNCE_MS = 300;
/** 'View all results' appears from this many results on (spec §9). */
export const VIEW_ALL_THRESHOLD = 50;
/** Recent searches kept (spec §5, §9). */
export const RECENT_SEARCHES_MAX = 9;
/** The dropdown never grows past half the viewport (spec §9). */
export const DROPDOWN_MAX_HEIGHT = '50vh';
/** Scroll-down detection on mobile: at most one check per 300 ms, 20 px or more counts (spec §9). */
export const SCROLL_THROTTLE_MS = 300;
export const SCROLL_THRESHOLD_PX = 20;

export const SEARCH_TEXTS = {
  loading: 'We are searching, please wait... ',
  error: 'Something went wrong. Try refreshing the page or come back later.',
  empty: 'No results found.',
  viewAll: 'View all results',
  recentTitle: 'Recent',
  clearAll: 'Clear all',
} as const;

/** The route of the full results. */
export const SEARCH_RESULTS_PATH = '/search-results';

export function searchResultsHref(term: string): string {
  return `${ SEARCH_RESULTS_PATH }?q=${ encodeURIComponent(term) }`;
}
