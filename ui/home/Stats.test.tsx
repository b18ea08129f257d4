import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import React from 'react';

import { getResourceKey } from 'lib/api/getResourceKey';
import { fakeResponse, mockFetch } from 'lib/api/testUtils';
import { BLOCK } from 'mocks/blocks/blocks';
import system from 'theme';
import type { HomeStats } from 'types/api/stats';

import Stats from './Stats';

const STATS = {
  total_blocks: '43', total_addresses: '26', total_transactions: '600', average_block_time: 2000, gas_prices: null, static_gas_price: null,
} as unknown as HomeStats;

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

const value = (id: string) => screen.getByTestId(`stat-${ id }`).querySelector('[data-testid="stat-value"]')?.textContent;

describe('home stats', () => {
  it('fetch the counters and the chart again when a new block arrives, and not before', async() => {
    const fetchMock = mockFetch(async(url) => fakeResponse({
      body: url.includes('/charts/') ? { chart_data: [] } : { ...STATS, total_transactions: '612', total_addresses: '27' },
    }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(getResourceKey('general:stats'), STATS);
    queryClient.setQueryData(getResourceKey('general:stats_charts_txs'), { chart_data: [] });
    queryClient.setQueryData(getResourceKey('general:homepage_blocks'), [ { ...BLOCK, height: 42 } ]);
    render(<ChakraProvider value={ system }><QueryClientProvider client={ queryClient }><Stats/></QueryClientProvider></ChakraProvider>);
    expect(value('txs')).toBe('600');
    expect(fetchMock).not.toHaveBeenCalled();

    // The socket puts a new block into the latest-blocks cache (LatestBlocks does).
    act(() => queryClient.setQueryData(getResourceKey('general:homepage_blocks'), [ { ...BLOCK, height: 43 }, { ...BLOCK, height: 42 } ]));
    await waitFor(() => expect(value('txs')).toBe('612'));
    expect(value('addresses')).toBe('27');
    expect(value('blocks')).toBe('44');
    expect(fetchMock.mock.calls.map(([ url ]) => new URL(String(url)).pathname)).toEqual([ '/api/v2/stats' ]);
    // The chart (not mounted here) is marked stale, so the home page's chart refetches too.
    expect(queryClient.getQueryState(getResourceKey('general:stats_charts_txs'))?.isInvalidated).toBe(true);
  });
});
