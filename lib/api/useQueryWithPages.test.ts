import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import React from 'react';

import { fakeResponse, mockFetch, resetTestConfig, setTestConfig } from './testUtils';
import useQueryWithPages from './useQueryWithPages';

interface MockRouter {
  pathname: string;
  query: Record<string, string>;
  push: jest.Mock;
}

const mockRouter: MockRouter = { pathname: '/blocks', query: {}, push: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const CURSOR_2 = { block_number: 100, items_count: 50 };
const CURSOR_3 = { block_number: 50, items_count: 100 };

/** Fake API: the cursor in the URL decides which page is returned. */
function installApi() {
  return mockFetch(async(url) => {
    const blockNumber = new URL(url).searchParams.get('block_number');
    const next = blockNumber === null ? CURSOR_2 : blockNumber === '100' ? CURSOR_3 : null;
    return fakeResponse({ body: { items: [ { page_of: blockNumber ?? 'first' } ], next_page_params: next } });
  });
}

function lastUrl(fetch: jest.Mock): URL {
  return new URL(fetch.mock.calls[fetch.mock.calls.length - 1][0] as string);
}

function renderPages(filters: Record<string, string | undefined> = {}) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: React.ReactNode }) => React.createElement(QueryClientProvider, { client }, children);
  return renderHook(
    (props: { filters: Record<string, string | undefined> }) => useQueryWithPages({ resourceName: 'general:blocks', filters: props.filters }),
    { wrapper, initialProps: { filters } },
  );
}

beforeEach(() => {
  setTestConfig({});
  mockRouter.query = {};
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(resetTestConfig);

describe('useQueryWithPages', () => {
  it('walks forward with the cursor and writes page and cursor to the URL', async() => {
    const fetch = installApi();
    const { result } = renderPages();
    await waitFor(() => expect(result.current.pagination.hasNextPage).toBe(true));
    expect(result.current.pagination).toMatchObject({ page: 1, hasPrevPage: false, isVisible: true });
    expect(lastUrl(fetch).searchParams.has('block_number')).toBe(false);

    act(() => result.current.pagination.onNextPageClick());

    await waitFor(() => expect(result.current.data?.items[0]).toEqual({ page_of: '100' }));
    expect(result.current.pagination).toMatchObject({ page: 2, hasPrevPage: true, hasNextPage: true });
    expect(lastUrl(fetch).searchParams.get('items_count')).toBe('50');
    const pushed = mockRouter.push.mock.calls[0][0] as { query: Record<string, string> };
    expect(pushed.query.page).toBe('2');
    expect(JSON.parse(pushed.query.next_page_params)).toEqual(CURSOR_2);
  });

  it('goes back through the cursor stack', async() => {
    installApi();
    const { result } = renderPages();
    await waitFor(() => expect(result.current.pagination.hasNextPage).toBe(true));
    act(() => result.current.pagination.onNextPageClick());
    await waitFor(() => expect(result.current.data?.items[0]).toEqual({ page_of: '100' }));
    act(() => result.current.pagination.onNextPageClick());
    await waitFor(() => expect(result.current.data?.items[0]).toEqual({ page_of: '50' }));
    expect(result.current.pagination.hasNextPage).toBe(false);

    act(() => result.current.pagination.onPrevPageClick());

    await waitFor(() => expect(result.current.data?.items[0]).toEqual({ page_of: '100' }));
    expect(result.current.pagination.page).toBe(2);
  });

  it('starts from the page and cursor in the URL, and resets when the previous cursor is unknown', async() => {
    mockRouter.query = { page: '3', next_page_params: JSON.stringify(CURSOR_3) };
    const fetch = installApi();
    const { result } = renderPages();
    await waitFor(() => expect(result.current.data?.items[0]).toEqual({ page_of: '50' }));
    expect(result.current.pagination).toMatchObject({ page: 3, canGoBackwards: false });
    expect(lastUrl(fetch).searchParams.get('block_number')).toBe('50');

    act(() => result.current.pagination.onPrevPageClick());

    await waitFor(() => expect(result.current.pagination.page).toBe(1));
    const pushed = mockRouter.push.mock.calls[0][0] as { query: Record<string, string> };
    expect(pushed.query).not.toHaveProperty('page');
    expect(pushed.query).not.toHaveProperty('next_page_params');
  });

  it('resets to the first page when the filters change', async() => {
    const fetch = installApi();
    const { result, rerender } = renderPages({ type: 'block' });
    await waitFor(() => expect(result.current.pagination.hasNextPage).toBe(true));
    act(() => result.current.pagination.onNextPageClick());
    await waitFor(() => expect(result.current.pagination.page).toBe(2));

    act(() => result.current.onFilterChange({ type: 'reorg' }));
    rerender({ filters: { type: 'reorg' } });

    await waitFor(() => expect(lastUrl(fetch).searchParams.get('type')).toBe('reorg'));
    expect(result.current.pagination.page).toBe(1);
    expect(lastUrl(fetch).searchParams.has('block_number')).toBe(false);
    const pushed = mockRouter.push.mock.calls[1][0] as { query: Record<string, string> };
    expect(pushed.query).toEqual({ type: 'reorg' });
  });

  it('hides the pager when everything fits on one page', async() => {
    mockFetch(async() => fakeResponse({ body: { items: [], next_page_params: null } }));
    const { result } = renderPages();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.pagination.isVisible).toBe(false);
  });

  it('with a URL key prefix reads and writes only its own keys, leaving another list\'s page alone', async() => {
    mockRouter.query = { page: '3', next_page_params: JSON.stringify(CURSOR_3), tab: 'other' };
    const fetch = installApi();
    const client = new QueryClient();
    const wrapper = ({ children }: { children: React.ReactNode }) => React.createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useQueryWithPages({ resourceName: 'general:blocks', urlKeyPrefix: 'tx_' }), { wrapper });
    await waitFor(() => expect(result.current.pagination.hasNextPage).toBe(true));
    expect(result.current.pagination.page).toBe(1);
    expect(lastUrl(fetch).searchParams.has('block_number')).toBe(false);

    act(() => result.current.pagination.onNextPageClick());

    await waitFor(() => expect(result.current.data?.items[0]).toEqual({ page_of: '100' }));
    const pushed = mockRouter.push.mock.calls[0][0] as { query: Record<string, string> };
    expect(pushed.query).toMatchObject({ page: '3', next_page_params: JSON.stringify(CURSOR_3), tab: 'other', tx_page: '2' });
    expect(JSON.parse(pushed.query.tx_next_page_params)).toEqual(CURSOR_2);
  });
});
