/**
 * Recent search keywords (spec §3, §5): a local list of strings, deduplicated, newest first,
 * at most {@link RECENT_SEARCHES_MAX}. The list functions are pure; the store keeps the list
 * in localStorage and tells every subscribed search bar when it changes.
 */
import { RECENT_SEARCHES_MAX } from './constants';

export const RECENT_SEARCHES_STORAGE_KEY = 'recent_search_keywords';

/** `term` (trimmed) moved or added to the front; a blank term leaves the list as it is. */
export function addRecentSearch(list: ReadonlyArray<string>, term: string): Array<string> {
  const keyword = term.trim();
  if (!keyword) return [ ...list ];
  return [ keyword, ...list.filter((item) => item !== keyword) ].slice(0, RECENT_SEARCHES_MAX);
}

export function removeRecentSearch(list: ReadonlyArray<string>, term: string): Array<string> {
  return list.filter((item) => item !== term);
}

/** A stored value read back: only strings, no blanks or duplicates, at most the limit. */
export function parseRecentSearches(raw: string | null): Array<string> {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const result: Array<string> = [];
  for (const item of parsed) {
    if (typeof item === 'string' && item.trim() && !result.includes(item)) result.push(item);
  }
  return result.slice(0, RECENT_SEARCHES_MAX);
}

const EMPTY: Array<string> = [];
const CHANGE_EVENT = 'recent-searches-change';

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY);
  } catch {
    return null;
  }
}

let cache: { raw: string | null; list: Array<string> } = { raw: null, list: EMPTY };

/** The stored list; the same array while the stored text is unchanged (for useSyncExternalStore). */
export function getRecentSearches(): Array<string> {
  if (typeof window === 'undefined') return EMPTY;
  const raw = readRaw();
  if (raw !== cache.raw) cache = { raw, list: parseRecentSearches(raw) };
  return cache.list;
}

export function getServerRecentSearches(): Array<string> {
  return EMPTY;
}

function write(list: Array<string>) {
  try {
    window.localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage may be full or disabled; recent searches are a convenience.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function saveRecentSearch(term: string) {
  write(addRecentSearch(getRecentSearches(), term));
}

export function deleteRecentSearch(term: string) {
  write(removeRecentSearch(getRecentSearches(), term));
}

export function clearRecentSearches() {
  write([]);
}

/** Called on changes made here and in other tabs. */
export function subscribeRecentSearches(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}
