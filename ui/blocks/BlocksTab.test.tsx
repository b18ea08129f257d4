import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import React from 'react';

import { fakeResponse, mockFetch } from 'lib/api/testUtils';
import { SocketProvider } from 'lib/socket/SocketProvider';
import { FakeSocket } from 'lib/socket/testUtils';
import { BLOCK } from 'mocks/blocks/blocks';
import system from 'theme';
import type { Block, BlocksResponse } from 'types/api/block';

import BlocksTab, { blocksFirstPageKey } from './BlocksTab';

jest.setTimeout(30_000);

const mockRouter = { pathname: '/blocks', query: {} as Record<string, string>, push: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const block = (height: number): Block => ({ ...BLOCK, height, hash: `0x${ height.toString(16).padStart(64, '0') }` });
const page = (heights: Array<number>): BlocksResponse => ({ items: heights.map(block), next_page_params: null });
const shown = () => screen.getAllByTestId('block-row').map((row) => Number(row.getAttribute('data-height')));

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

beforeEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  Element.prototype.scrollIntoView = jest.fn();
});

function renderBlocks() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // As the server rendered it.
  queryClient.setQueryData(blocksFirstPageKey('block'), page([ 8, 7, 6 ]));
  const socket = new FakeSocket();
  render(
    <ChakraProvider value={ system }>
      <QueryClientProvider client={ queryClient }>
        <SocketProvider socket={ socket } url={ null }><BlocksTab type="block"/></SocketProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  const [ channel ] = socket.channelsFor('blocks:new_block');
  act(() => channel.replyToJoin('ok'));
  return channel;
}

describe('BlocksTab live blocks', () => {
  it('fetches the blocks the socket skipped, so no height is missing from the list', async() => {
    // Block 9 was mined after the server rendered and before the channel joined.
    const fetchMock = mockFetch(async() => fakeResponse({ body: page([ 10, 9, 8, 7, 6 ]) }));
    const channel = renderBlocks();
    await waitFor(() => expect(channel.listenerCount('new_block')).toBe(1));
    act(() => channel.emit('new_block', { block: block(10), average_block_time: 2000 }));
    await waitFor(() => expect(shown()).toEqual([ 10, 9, 8, 7, 6 ]));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // The next block follows on: nothing to fetch.
    act(() => channel.emit('new_block', { block: block(11), average_block_time: 2000 }));
    await waitFor(() => expect(shown()).toEqual([ 11, 10, 9, 8, 7, 6 ]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('after the channel rejoins, fetches what came meanwhile', async() => {
    mockFetch(async() => fakeResponse({ body: page([ 10, 9, 8, 7, 6 ]) }));
    const channel = renderBlocks();
    await waitFor(() => expect(channel.listenerCount('new_block')).toBe(1));
    act(() => channel.replyToJoin('ok'));
    await waitFor(() => expect(shown()).toEqual([ 10, 9, 8, 7, 6 ]));
    expect(screen.queryByTestId('new-items-notice')).toBeNull();
  });
});
