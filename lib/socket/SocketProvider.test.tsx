import { render, screen, waitFor } from '@testing-library/react';
import React from 'react';

import { createSocket } from './createSocket';
import { SocketProvider, useSocketContext } from './SocketProvider';
import { FakeSocket } from './testUtils';

jest.mock('./createSocket', () => ({ createSocket: jest.fn() }));

const createSocketMock = createSocket as jest.MockedFunction<typeof createSocket>;

/** A fake that also has the connection methods the provider calls on sockets it owns. */
function makeConnectableSocket(connect: () => void = () => {}) {
  return Object.assign(new FakeSocket(), { connect: jest.fn(connect), disconnect: jest.fn() });
}

function SocketState() {
  const { socket, registry } = useSocketContext();
  return <div>{ socket && registry ? 'live' : 'offline' }</div>;
}

describe('SocketProvider', () => {
  it('connects one socket to the given endpoint, once its code has loaded, and disconnects it on unmount', async() => {
    const socket = makeConnectableSocket();
    createSocketMock.mockReturnValue(socket as never);

    const { unmount } = render(<SocketProvider url="wss://api.example.com/socket/v2"><SocketState/></SocketProvider>);

    // The page shows first; the phoenix client arrives after it.
    expect(screen.getByText('offline')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('live')).toBeInTheDocument());
    expect(createSocketMock).toHaveBeenCalledTimes(1);
    expect(createSocketMock).toHaveBeenCalledWith('wss://api.example.com/socket/v2');
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(screen.getByText('live')).toBeInTheDocument();

    unmount();
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
  });

  it('stays offline without an endpoint', () => {
    render(<SocketProvider url={ null }><SocketState/></SocketProvider>);
    expect(createSocketMock).not.toHaveBeenCalled();
    expect(screen.getByText('offline')).toBeInTheDocument();
  });

  it('stays offline instead of crashing when connecting throws', async() => {
    const socket = makeConnectableSocket(() => {
      throw new SyntaxError('bad url');
    });
    createSocketMock.mockReturnValue(socket as never);

    render(<SocketProvider url="ws://bad host/socket/v2"><SocketState/></SocketProvider>);

    await waitFor(() => expect(socket.disconnect).toHaveBeenCalled());
    expect(screen.getByText('offline')).toBeInTheDocument();
  });

  it('uses an injected socket as is, without creating or connecting one', () => {
    render(<SocketProvider socket={ new FakeSocket() }><SocketState/></SocketProvider>);
    expect(createSocketMock).not.toHaveBeenCalled();
    expect(screen.getByText('live')).toBeInTheDocument();
  });
});
