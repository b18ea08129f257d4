/**
 * Test harness for the banners: a real react-query client whose default fetcher the test
 * chooses, a fake socket, and Chakra. `useIndexingStatus` is mocked to read `STATUS_KEY`
 * from this client, so the socket → cache → render path runs for real.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import React from 'react';

import { SocketProvider } from 'lib/socket/SocketProvider';
import { FakeSocket } from 'lib/socket/testUtils';

import type { IndexingStatusData } from './logic';

/** Cache key the mocked `useIndexingStatus` reads. */
export const STATUS_KEY = [ 'test:indexing_status' ];

/** Drop-in for `useIndexingStatus` in tests. */
export function useTestIndexingStatus(): UseQueryResult<IndexingStatusData> {
  return useQuery<IndexingStatusData>({ queryKey: STATUS_KEY });
}

/** A status that is still indexing everything. */
export const INDEXING: IndexingStatusData = {
  finished_indexing: false,
  finished_indexing_blocks: false,
  indexed_blocks_ratio: '0.29',
  indexed_internal_transactions_ratio: '0.5',
};

/** What the status request does: never answer, fail, or answer with a status. */
export type StatusResponse = 'pending' | 'error' | IndexingStatusData;

/** Renders `ui` with the providers; returns the fake socket and query client too. */
export function renderBanner(ui: React.ReactElement, response: StatusResponse) {
  const queryFn = () => {
    if (response === 'pending') {
      return new Promise<never>(() => {});
    }
    return response === 'error' ? Promise.reject(new Error('500')) : Promise.resolve(response);
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { queryFn, retry: false } } });
  const socket = new FakeSocket();
  const result = render(
    <ChakraProvider value={ defaultSystem }>
      <QueryClientProvider client={ queryClient }>
        <SocketProvider socket={ socket }>{ ui }</SocketProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { ...result, socket, queryClient };
}
