import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import React from 'react';

import { SocketProvider } from './SocketProvider';
import { FakeSocket } from './testUtils';
import { useSocketChannel } from './useSocketChannel';
import { useSocketToQueryCache } from './useSocketToQueryCache';

interface Status { finished: boolean; ratio: string; other: string }

const KEY = [ 'general:homepage_indexing_status' ];

function Status() {
  const { data } = useQuery<Status>({ queryKey: KEY, queryFn: () => new Promise(() => {}), enabled: false });
  const channel = useSocketChannel({ topic: 'blocks:indexing' });
  useSocketToQueryCache({
    channel,
    event: 'index_status',
    queryKey: KEY,
    update: (previous: Status | undefined, payload) => previous && { ...previous, ratio: payload.ratio, finished: payload.finished },
  });
  return <div>{ data ? `${ data.ratio } ${ data.other }` : 'no data' }</div>;
}

function renderStatus(queryClient: QueryClient, socket: FakeSocket) {
  return render(
    <QueryClientProvider client={ queryClient }>
      <SocketProvider socket={ socket }><Status/></SocketProvider>
    </QueryClientProvider>,
  );
}

describe('useSocketToQueryCache', () => {
  it('writes the payload into the cached resource and re-renders its readers', async() => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<Status>(KEY, { finished: false, ratio: '0.1', other: 'kept' });
    const socket = new FakeSocket();
    renderStatus(queryClient, socket);

    act(() => socket.channels[0].emit('index_status', { finished: false, ratio: '0.35' }));

    expect(queryClient.getQueryData<Status>(KEY)?.ratio).toBe('0.35');
    // react-query notifies readers on the next tick.
    expect(await screen.findByText('0.35 kept')).toBeInTheDocument();
  });

  it('leaves an empty cache empty when the updater returns undefined', () => {
    const queryClient = new QueryClient();
    const socket = new FakeSocket();
    renderStatus(queryClient, socket);

    act(() => socket.channels[0].emit('index_status', { finished: false, ratio: '0.35' }));

    expect(screen.getByText('no data')).toBeInTheDocument();
    expect(queryClient.getQueryData(KEY)).toBeUndefined();
  });
});
