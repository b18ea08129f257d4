/**
 * React context that owns the app's one realtime socket and the registry that shares its
 * channels. Without a reachable backend the context simply holds no socket and every hook
 * becomes a no-op, so pages render the same, only without live updates.
 */
import React from 'react';

import config from 'configs/app';

import { createChannelRegistry, type ChannelRegistry } from './channelRegistry';
import { getSocketUrl } from './socketUrl';
import type { createSocket as CreateSocketFn } from './createSocket';
import type { SocketLike } from './types';

type CreateSocket = typeof CreateSocketFn;

/** What the socket hooks read from context. Both are null on the server and when offline. */
export interface SocketContextValue {
  socket: SocketLike | null;
  registry: ChannelRegistry | null;
}

const SocketContext = React.createContext<SocketContextValue>({ socket: null, registry: null });

/** Props of {@link SocketProvider}. */
export interface SocketProviderProps {
  children: React.ReactNode;
  /**
   * Endpoint to connect to. Omitted: built from `config.api` and the page location.
   * `null`: no socket at all (live updates off).
   */
  url?: string | null;
  /** A ready socket to use instead of creating one (tests, stories). It is not connected here. */
  socket?: SocketLike;
}

/** Creates one socket per app (browser only), connects it and disconnects on unmount. */
export function SocketProvider({ children, url, socket: injectedSocket }: SocketProviderProps) {
  const [ ownSocket, setOwnSocket ] = React.useState<SocketLike | null>(null);

  React.useEffect(() => {
    if (injectedSocket) {
      return;
    }
    // Effects run only in the browser, so the server never opens a connection.
    const target = url === undefined ? getSocketUrl(config.api, window.location) : url;
    if (!target) {
      return;
    }
    // The phoenix client loads after the page: live updates are not needed to show it.
    let socket: ReturnType<CreateSocket> | undefined;
    let isCancelled = false;
    import('./createSocket').then(({ createSocket }) => {
      if (isCancelled) return;
      socket = createSocket(target);
      try {
        socket.connect();
      } catch {
        // A malformed URL makes the WebSocket constructor throw; run without live updates
        // rather than crash the page.
        socket.disconnect();
        return;
      }
      // The socket is an external system created here, in the browser only; publish it to context.
      setOwnSocket(socket);
    }).catch(() => {
      // The chunk failed to load (offline, new deploy): the page works without live updates.
    });
    return () => {
      isCancelled = true;
      setOwnSocket(null);
      socket?.disconnect();
    };
  }, [ url, injectedSocket ]);

  const socket = injectedSocket ?? ownSocket;
  const value = React.useMemo<SocketContextValue>(() => ({
    socket,
    registry: socket ? createChannelRegistry(socket) : null,
  }), [ socket ]);

  return <SocketContext.Provider value={ value }>{ children }</SocketContext.Provider>;
}

/** The socket and channel registry of the nearest {@link SocketProvider} (nulls if none). */
export function useSocketContext(): SocketContextValue {
  return React.useContext(SocketContext);
}
