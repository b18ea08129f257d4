import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import React from 'react';

import { getResourceKey } from 'lib/api/getResourceKey';
import { SocketProvider } from 'lib/socket/SocketProvider';
import { FakeSocket } from 'lib/socket/testUtils';
import { pendingTx, tokenTransferTx } from 'mocks/tx/tx';
import type { Transaction } from 'types/api/transaction';

import useTxLiveUpdates, { confirmationsAt, unwrapRawTrace } from './useTxLiveUpdates';

function Harness({ hash, fetchTx }: { hash: string; fetchTx: () => Promise<Transaction> }) {
  const { data } = useQuery({ queryKey: getResourceKey('general:tx', { pathParams: { hash } }), queryFn: fetchTx });
  useTxLiveUpdates(hash, data);
  if (!data) return <div>loading</div>;
  return <div>{ data.block_number === null ? 'Pending' : `Block ${ data.block_number }, ${ data.confirmations } confirmations` }</div>;
}

/** The new-block channel once the hook listens on it (it joins after the transaction has loaded). */
async function blocksChannel(socket: FakeSocket) {
  await waitFor(() => expect(socket.channelsFor('blocks:new_block')[0]?.listenerCount('new_block')).toBe(1));
  return socket.channelsFor('blocks:new_block')[0];
}

function setup(fetchTx: () => Promise<Transaction>, hash: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const socket = new FakeSocket();
  render(
    <QueryClientProvider client={ queryClient }>
      <SocketProvider socket={ socket }><Harness hash={ hash } fetchTx={ fetchTx }/></SocketProvider>
    </QueryClientProvider>,
  );
  return { queryClient, socket };
}

describe('useTxLiveUpdates', () => {
  it('turns a pending transaction into a mined one when the socket says it was collated', async() => {
    const fetchTx = jest.fn<Promise<Transaction>, []>().mockResolvedValueOnce(pendingTx).mockResolvedValue({ ...pendingTx, block_number: 90, confirmations: 1 });
    const { socket } = setup(fetchTx, pendingTx.hash);
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    const [ txChannel ] = socket.channelsFor(`transactions:${ pendingTx.hash }`);
    expect(txChannel).toBeDefined();
    act(() => txChannel.emit('collated', {}));
    expect(await screen.findByText('Block 90, 1 confirmations')).toBeInTheDocument();
    expect(fetchTx).toHaveBeenCalledTimes(2);
  });

  it('refetches a pending transaction on every new block, so it gets mined even without "collated"', async() => {
    const fetchTx = jest.fn<Promise<Transaction>, []>().mockResolvedValueOnce(pendingTx).mockResolvedValue({ ...pendingTx, block_number: 91, confirmations: 1 });
    const { socket } = setup(fetchTx, pendingTx.hash);
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    const blocks = await blocksChannel(socket);
    act(() => blocks.emit('new_block', { average_block_time: '2000', block: { height: 91 } }));
    expect(await screen.findByText('Block 91, 1 confirmations')).toBeInTheDocument();
  });

  it('counts confirmations up as blocks arrive, without refetching a mined transaction', async() => {
    const fetchTx = jest.fn<Promise<Transaction>, []>().mockResolvedValue(tokenTransferTx);
    const { socket } = setup(fetchTx, tokenTransferTx.hash);
    expect(await screen.findByText('Block 73, 3 confirmations')).toBeInTheDocument();
    const blocks = await blocksChannel(socket);
    act(() => blocks.emit('new_block', { average_block_time: '2000', block: { height: 80 } }));
    expect(await screen.findByText('Block 73, 8 confirmations')).toBeInTheDocument();
    // An older block arriving late never lowers the count.
    act(() => blocks.emit('new_block', { average_block_time: '2000', block: { height: 74 } }));
    expect(screen.getByText('Block 73, 8 confirmations')).toBeInTheDocument();
    expect(fetchTx).toHaveBeenCalledTimes(1);
  });

  it('puts a raw trace pushed over the socket into the raw-trace cache', async() => {
    const fetchTx = jest.fn<Promise<Transaction>, []>().mockResolvedValue(tokenTransferTx);
    const { socket, queryClient } = setup(fetchTx, tokenTransferTx.hash);
    await screen.findByText('Block 73, 3 confirmations');
    const frame = { type: 'call', subtraces: 0, traceAddress: [], action: { callType: 'call', from: '0x1', to: '0x2', value: '0x0' } };
    act(() => socket.channelsFor(`transactions:${ tokenTransferTx.hash }`)[0].emit('raw_trace', { raw_trace: [ frame ] }));
    expect(queryClient.getQueryData(getResourceKey('general:tx_raw_trace', { pathParams: { hash: tokenTransferTx.hash } }))).toEqual([ frame ]);
  });

  it('accepts both raw_trace payload shapes and computes confirmations from a height', () => {
    expect(unwrapRawTrace([])).toEqual([]);
    expect(unwrapRawTrace({ raw_trace: [] })).toEqual([]);
    expect(unwrapRawTrace({})).toBeUndefined();
    expect(confirmationsAt({ block_number: 10, confirmations: 1 }, 12)).toBe(3);
    expect(confirmationsAt({ block_number: null, confirmations: 0 }, 12)).toBe(0);
  });
});
