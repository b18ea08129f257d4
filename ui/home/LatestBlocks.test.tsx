import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import React from 'react';

import { getResourceKey } from 'lib/api/getResourceKey';
import { fakeResponse, mockFetch } from 'lib/api/testUtils';
import { SocketProvider } from 'lib/socket/SocketProvider';
import { FakeSocket } from 'lib/socket/testUtils';
import { BLOCK } from 'mocks/blocks/blocks';
import system from 'theme';
import type { Block } from 'types/api/block';

import LatestBlocks from './LatestBlocks';

const block = (height: number): Block => ({ ...BLOCK, height, hash: `0x${ height.toString(16).padStart(64, '0') }` });
const heights = (list: Array<number>) => list.map(block);

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function renderLatestBlocks() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(getResourceKey('general:homepage_blocks'), heights([ 42, 41, 40, 39 ]));
  const socket = new FakeSocket();
  render(
    <ChakraProvider value={ system }>
      <QueryClientProvider client={ queryClient }>
        <SocketProvider socket={ socket } url={ null }><LatestBlocks/></SocketProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  const [ channel ] = socket.channelsFor('blocks:new_block');
  act(() => channel.replyToJoin('ok'));
  return channel;
}

const shown = () => screen.getAllByTestId('latest-block').map((item) => Number(item.querySelector('[data-testid="block-entity"]')?.textContent));

describe('LatestBlocks', () => {
  it('puts each new block on top, and loads the list again when heights were skipped or the channel rejoined', async() => {
    const fetchMock = mockFetch(async() => fakeResponse({ body: heights([ 45, 44, 43, 42 ]) }));
    const channel = renderLatestBlocks();
    await waitFor(() => expect(channel.listenerCount('new_block')).toBe(1));

    act(() => channel.emit('new_block', { block: block(43), average_block_time: 2000 }));
    await waitFor(() => expect(shown()).toEqual([ 43, 42, 41, 40 ]));
    expect(fetchMock).not.toHaveBeenCalled();

    // 44 never came: the list is loaded again rather than showing 45 above 43.
    act(() => channel.emit('new_block', { block: block(45), average_block_time: 2000 }));
    await waitFor(() => expect(shown()).toEqual([ 45, 44, 43, 42 ]));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // After the socket dropped and the channel joined again, messages may have been missed.
    act(() => channel.replyToJoin('ok'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});
