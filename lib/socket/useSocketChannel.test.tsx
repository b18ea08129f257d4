import { act, render, screen } from '@testing-library/react';
import React from 'react';

import type { IndexingStatusSocketPayload } from 'types/api/socket';

import { SocketProvider } from './SocketProvider';
import { FakeSocket } from './testUtils';
import { useSocketChannel } from './useSocketChannel';
import { useSocketMessage } from './useSocketMessage';

interface ListenerProps {
  isDisabled?: boolean;
  onJoin?: () => void;
  onSocketError?: () => void;
}

/** Shows the latest indexing ratio it heard, as a page would. */
function IndexingListener({ isDisabled, onJoin, onSocketError }: ListenerProps) {
  const [ ratio, setRatio ] = React.useState('none');
  const channel = useSocketChannel({ topic: 'blocks:indexing', isDisabled, onJoin, onSocketError });
  useSocketMessage({
    channel,
    event: [ 'block_index_status', 'index_status' ],
    handler: (payload: IndexingStatusSocketPayload) => setRatio(payload.ratio),
  });
  return <div>ratio: { ratio }</div>;
}

function renderWith(socket: FakeSocket | undefined, ui: React.ReactNode) {
  return render(<SocketProvider socket={ socket } url={ null }>{ ui }</SocketProvider>);
}

describe('useSocketChannel + useSocketMessage', () => {
  it('joins the topic and delivers broadcasts to the component', () => {
    const socket = new FakeSocket();
    renderWith(socket, <IndexingListener/>);

    expect(socket.channelsFor('blocks:indexing')).toHaveLength(1);
    act(() => socket.channels[0].emit('block_index_status', { finished: false, ratio: '0.42' }));
    expect(screen.getByText('ratio: 0.42')).toBeInTheDocument();
  });

  it('accepts the Blockscout event name as well as the spec one', () => {
    const socket = new FakeSocket();
    renderWith(socket, <IndexingListener/>);

    act(() => socket.channels[0].emit('index_status', { finished: false, ratio: '0.77' }));
    expect(screen.getByText('ratio: 0.77')).toBeInTheDocument();
  });

  it('shares one channel between components and leaves after the last one unmounts', () => {
    const socket = new FakeSocket();
    function Page({ showFirst, showSecond }: { showFirst: boolean; showSecond: boolean }) {
      return <>{ showFirst && <IndexingListener/> }{ showSecond && <IndexingListener/> }</>;
    }
    const { rerender } = renderWith(socket, <Page showFirst showSecond/>);

    expect(socket.channels).toHaveLength(1);
    expect(socket.channels[0].joins).toBe(1);
    act(() => socket.channels[0].emit('index_status', { finished: false, ratio: '0.5' }));
    expect(screen.getAllByText('ratio: 0.5')).toHaveLength(2);

    rerender(<SocketProvider socket={ socket } url={ null }><Page showFirst={ false } showSecond/></SocketProvider>);
    expect(socket.channels[0].leaves).toBe(0);

    rerender(<SocketProvider socket={ socket } url={ null }><Page showFirst={ false } showSecond={ false }/></SocketProvider>);
    expect(socket.channels[0].leaves).toBe(1);
    expect(socket.channels[0].listenerCount('index_status')).toBe(0);
  });

  it('does not join while disabled and leaves when it becomes disabled', () => {
    const socket = new FakeSocket();
    const { rerender } = renderWith(socket, <IndexingListener isDisabled/>);
    expect(socket.channels).toHaveLength(0);

    rerender(<SocketProvider socket={ socket } url={ null }><IndexingListener/></SocketProvider>);
    expect(socket.channels).toHaveLength(1);

    rerender(<SocketProvider socket={ socket } url={ null }><IndexingListener isDisabled/></SocketProvider>);
    expect(socket.channels[0].leaves).toBe(1);
    act(() => socket.channels[0].emit('index_status', { finished: true, ratio: '1' }));
    expect(screen.getByText('ratio: none')).toBeInTheDocument();
  });

  it('reports joins and socket errors through the callbacks', () => {
    const socket = new FakeSocket();
    const onJoin = jest.fn();
    const onSocketError = jest.fn();
    const { unmount } = renderWith(socket, <IndexingListener onJoin={ onJoin } onSocketError={ onSocketError }/>);

    act(() => socket.channels[0].replyToJoin('ok'));
    expect(onJoin).toHaveBeenCalledTimes(1);
    act(() => socket.fail('error'));
    expect(onSocketError).toHaveBeenCalledTimes(1);

    unmount();
    socket.fail('error');
    expect(onSocketError).toHaveBeenCalledTimes(1);
  });

  it('renders without live updates when there is no socket', () => {
    renderWith(undefined, <IndexingListener/>);
    expect(screen.getByText('ratio: none')).toBeInTheDocument();
  });

  it('works outside any provider', () => {
    render(<IndexingListener/>);
    expect(screen.getByText('ratio: none')).toBeInTheDocument();
  });
});
