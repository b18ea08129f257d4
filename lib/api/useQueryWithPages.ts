/**
 * Keyset pagination over `next_page_params` (GUIDE §1.3). The page number and the current
 * cursor live in the URL (`?page=3&next_page_params={...}`) so a page can be shared or
 * reloaded; a stack of seen cursors makes "previous" work without server state.
 */
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import React from 'react';

import { getResourceKey } from './getResourceKey';
import { normalizeQueryParams } from './params';
import type { PaginatedResources, ResourcePathParams, ResourcePayload } from './resources';
import type { ResourceError } from './ResourceError';
import type { QueryParams } from './types';
import useApiFetch from './useApiFetch';
import type { ResourceQueryParams } from './useApiQuery';

export const PAGE_QUERY_KEY = 'page';
export const CURSOR_QUERY_KEY = 'next_page_params';

type Cursor = Record<string, unknown>;

/** The URL keys of one list's page number and cursor. */
interface UrlKeys {
  page: string;
  cursor: string;
}

function urlKeysFor(prefix = ''): UrlKeys {
  return { page: prefix + PAGE_QUERY_KEY, cursor: prefix + CURSOR_QUERY_KEY };
}

interface PagesState {
  page: number;
  /** `cursors[i]` fetched page `i + 1`; page 1 needs none. Sparse after a reload. */
  cursors: Array<Cursor | undefined>;
}

const FIRST_PAGE: PagesState = { page: 1, cursors: [ undefined ] };

/** Controls for a pager component. */
export interface PaginationParams {
  page: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
  /** False after a reload on page > 2, where the previous cursor is unknown ("previous" then resets). */
  canGoBackwards: boolean;
  isLoading: boolean;
  isVisible: boolean;
  onNextPageClick: () => void;
  onPrevPageClick: () => void;
  resetPage: () => void;
}

export interface UseQueryWithPagesParams<R extends PaginatedResources> {
  resourceName: R;
  pathParams?: ResourcePathParams<R>;
  filters?: ResourceQueryParams<R>;
  sorting?: QueryParams;
  options?: Omit<UseQueryOptions<ResourcePayload<R>, ResourceError>, 'queryKey' | 'queryFn'>;
  /** Element to scroll into view on page change; the window top otherwise. */
  scrollRef?: React.RefObject<HTMLElement | null>;
  /**
   * Prefix of this list's page and cursor keys in the URL (`tx_page`, `tx_next_page_params`), for a
   * second paged list on the same page that keeps its own page (e.g. tabs that stay mounted).
   */
  urlKeyPrefix?: string;
}

export type QueryWithPagesResult<R extends PaginatedResources> = UseQueryResult<ResourcePayload<R>, ResourceError> & {
  pagination: PaginationParams;
  /** Call when the user changes filters: resets to page 1 and writes the filters to the URL. */
  onFilterChange: (filters: ResourceQueryParams<R>) => void;
};

function readPage(value: unknown): number {
  const page = typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function readCursor(value: unknown): Cursor | undefined {
  if (typeof value !== 'string' || !value) {
    return undefined;
  }
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed as Cursor : undefined;
  } catch {
    return undefined;
  }
}

/** Page state described by the URL; a page > 1 without a usable cursor falls back to page 1. */
function stateFromQuery(urlPage: unknown, urlCursor: unknown, previous?: PagesState): PagesState {
  const page = readPage(urlPage);
  const cursor = readCursor(urlCursor);
  if (page === 1 || !cursor) {
    return FIRST_PAGE;
  }
  const cursors = previous ? previous.cursors.slice() : [ undefined ];
  cursors[page - 1] = cursor;
  return { page, cursors };
}

function sameCursor(a: Cursor | undefined, b: Cursor | undefined): boolean {
  return JSON.stringify(normalizeQueryParams(a)) === JSON.stringify(normalizeQueryParams(b));
}

function scrollToTop(scrollRef?: React.RefObject<HTMLElement | null>) {
  try {
    if (scrollRef?.current) {
      scrollRef.current.scrollIntoView({ behavior: 'smooth' });
    } else if (typeof window !== 'undefined') {
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  } catch {
    // Scrolling is cosmetic; some environments (tests) do not implement it.
  }
}

/** Query for the URL: filters replaced, and page/cursor set only beyond page 1. */
function buildPagesQuery(
  current: Record<string, string | Array<string> | undefined>, keys: UrlKeys, page: number, cursor: Cursor | undefined, filters?: object,
): Record<string, string | Array<string> | undefined> {
  const next = { ...current };
  delete next[keys.page];
  delete next[keys.cursor];
  if (filters) {
    Object.keys(filters).forEach((key) => delete next[key]);
    Object.assign(next, normalizeQueryParams(filters));
  }
  if (page > 1 && cursor) {
    next[keys.page] = String(page);
    next[keys.cursor] = JSON.stringify(cursor);
  }
  return next;
}

/**
 * Page number and cursor stack: seeded from the URL, following it on back/forward, and reset
 * when `filtersKey` changes. The reset is derived during render so no request is ever made
 * with new filters and an old cursor.
 */
function usePagesState(filtersKey: string, keys: UrlKeys) {
  const router = useRouter();
  const [ state, setState ] = React.useState<PagesState>(() => stateFromQuery(router.query[keys.page], router.query[keys.cursor]));
  const [ prevFiltersKey, setPrevFiltersKey ] = React.useState(filtersKey);
  const filtersChanged = prevFiltersKey !== filtersKey;
  if (filtersChanged) {
    setPrevFiltersKey(filtersKey);
    setState(FIRST_PAGE);
  }

  const urlPage = router.query[keys.page];
  const urlCursor = router.query[keys.cursor];
  React.useEffect(() => {
    // The URL is the source of truth for the page (back/forward buttons); mirror it into state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState((previous) => {
      const next = stateFromQuery(urlPage, urlCursor, previous);
      const isSame = next.page === previous.page && sameCursor(next.cursors[next.page - 1], previous.cursors[previous.page - 1]);
      return isSame ? previous : next;
    });
  }, [ urlPage, urlCursor ]);

  const writeUrl = React.useCallback((page: number, cursor: Cursor | undefined, filters?: object) => {
    const query = buildPagesQuery(router.query, keys, page, cursor, filters);
    router.push({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
  }, [ router, keys ]);

  return { state: filtersChanged ? FIRST_PAGE : state, setState, writeUrl };
}

/**
 * Fetches a paginated resource page by page.
 *
 * @example
 * const { data, isPlaceholderData, pagination } = useQueryWithPages({
 *   resourceName: 'general:address_txs', pathParams: { hash }, filters: { filter },
 * });
 */
export default function useQueryWithPages<R extends PaginatedResources>({
  resourceName, pathParams, filters, sorting, options, scrollRef, urlKeyPrefix,
}: UseQueryWithPagesParams<R>): QueryWithPagesResult<R> {
  const apiFetch = useApiFetch();
  const urlKeys = React.useMemo(() => urlKeysFor(urlKeyPrefix), [ urlKeyPrefix ]);
  const filtersKey = JSON.stringify(normalizeQueryParams({ ...filters, ...sorting }));
  const { state: { page, cursors }, setState, writeUrl } = usePagesState(filtersKey, urlKeys);

  const queryParams = { ...filters, ...sorting, ...cursors[page - 1] };
  const query = useQuery<ResourcePayload<R>, ResourceError>({
    queryKey: getResourceKey(resourceName, { pathParams, queryParams }),
    queryFn: ({ signal }) => apiFetch<R>(resourceName, { pathParams, queryParams, fetchParams: { signal } }),
    ...options,
  });
  const nextPageParams = (query.data as { next_page_params?: Cursor | null } | undefined)?.next_page_params ?? undefined;

  const goTo = React.useCallback((next: PagesState) => {
    setState(next);
    writeUrl(next.page, next.cursors[next.page - 1]);
    scrollToTop(scrollRef);
  }, [ scrollRef, setState, writeUrl ]);

  const onNextPageClick = React.useCallback(() => {
    if (nextPageParams) {
      goTo({ page: page + 1, cursors: [ ...cursors.slice(0, page), nextPageParams ] });
    }
  }, [ cursors, goTo, nextPageParams, page ]);

  const resetPage = React.useCallback(() => goTo(FIRST_PAGE), [ goTo ]);

  const onPrevPageClick = React.useCallback(() => {
    // After a reload only the current cursor is known; without the previous one start over.
    if (page > 2 && !cursors[page - 2]) {
      goTo(FIRST_PAGE);
    } else if (page > 1) {
      goTo({ page: page - 1, cursors });
    }
  }, [ cursors, goTo, page ]);

  const onFilterChange = React.useCallback((nextFilters: ResourceQueryParams<R>) => {
    setState(FIRST_PAGE);
    writeUrl(1, undefined, nextFilters);
  }, [ setState, writeUrl ]);

  const hasNextPage = Boolean(nextPageParams);
  const pagination: PaginationParams = {
    page,
    hasNextPage,
    hasPrevPage: page > 1,
    canGoBackwards: page === 2 || Boolean(cursors[page - 2]),
    isLoading: query.isPlaceholderData || query.isLoading,
    isVisible: !query.isError && (page > 1 || hasNextPage),
    onNextPageClick,
    onPrevPageClick,
    resetPage,
  };

  return { ...query, pagination, onFilterChange };
}

export { useQueryWithPages };
