import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import React from 'react';

import { getResourceKey } from './getResourceKey';
import { prefetchResource } from './serverFetch';
import { fakeResponse, mockFetch, resetTestConfig, setTestConfig } from './testUtils';
import useApiQuery from './useApiQuery';

beforeEach(() => setTestConfig({}));
afterEach(resetTestConfig);

describe('getResourceKey', () => {
  it('is stable across parameter order, number vs string and empty values', () => {
    const a = getResourceKey('general:address_txs', { pathParams: { hash: '0xA' }, queryParams: { filter: 'to', block_number: 5, items_count: 50 } });
    const b = getResourceKey('general:address_txs', {
      pathParams: { hash: '0xA' },
      queryParams: { items_count: '50', block_number: '5', filter: 'to', sort: undefined, type: [], q: '' },
    });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('tells different resources, path params and filters apart', () => {
    const keys = [
      getResourceKey('general:address_txs', { pathParams: { hash: '0xA' } }),
      getResourceKey('general:address_txs', { pathParams: { hash: '0xB' } }),
      getResourceKey('general:address_txs', { pathParams: { hash: '0xA' }, queryParams: { filter: 'from' } }),
      getResourceKey('general:address_logs', { pathParams: { hash: '0xA' } }),
    ];
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(keys.length);
  });

  it('works as a prefix for invalidating every page and filter of one address', async() => {
    const client = new QueryClient();
    const own = [ {}, { filter: 'to' }, { block_number: 10, index: 1, items_count: 50 } ]
      .map((queryParams) => getResourceKey('general:address_txs', { pathParams: { hash: '0xA' }, queryParams }));
    const other = getResourceKey('general:address_txs', { pathParams: { hash: '0xB' } });
    [ ...own, other ].forEach((key) => client.setQueryData(key, { items: [] }));

    await client.invalidateQueries({ queryKey: getResourceKey('general:address_txs', { pathParams: { hash: '0xA' } }) });

    own.forEach((key) => expect(client.getQueryState(key)?.isInvalidated).toBe(true));
    expect(client.getQueryState(other)?.isInvalidated).toBe(false);
  });
});

describe('one key for fetch and SSR prefetch', () => {
  function wrapper(client: QueryClient) {
    return function Wrapper({ children }: { children: React.ReactNode }) {
      return React.createElement(QueryClientProvider, { client }, children);
    };
  }

  it('useApiQuery caches its data under getResourceKey', async() => {
    const fetch = mockFetch(async() => fakeResponse({ body: { height: 7 } }));
    const client = new QueryClient();
    const { result } = renderHook(() => useApiQuery('general:block', { pathParams: { height_or_hash: 7 } }), { wrapper: wrapper(client) });

    await waitFor(() => expect(result.current.data?.height).toBe(7));
    expect(fetch.mock.calls[0][0]).toBe('http://localhost:4000/api/v2/blocks/7');
    expect(client.getQueryData(getResourceKey('general:block', { pathParams: { height_or_hash: '7' } }))).toEqual({ height: 7 });
  });

  it('a page reads what getServerSideProps prefetched without fetching again', async() => {
    const fetch = mockFetch(async() => fakeResponse({ body: { backend_version: 'v1' } }));
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    await prefetchResource(client, 'general:config_backend_version');
    expect(fetch).toHaveBeenCalledTimes(1);

    const { result } = renderHook(() => useApiQuery('general:config_backend_version'), { wrapper: wrapper(client) });
    expect(result.current.data).toEqual({ backend_version: 'v1' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
