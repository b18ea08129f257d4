/**
 * React context that owns the app's one realtime socket and the registry that shares its
 * channels. Without a reachable backend the context simply holds no socket and every hook
 * becomes a no-op, so pages render the same, only without live updates.
 *
 * The context value is a store that never changes identity: the socket arrives after
 * hydration, and a changing context value would force React to hydrate every not yet
 * hydrated part of the page at once (see ui/shared/HydrateLater). Only the components that
 * read the socket re-render when it comes.
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

const NO_SOCKET: SocketContextValue = { socket: null, registry: null };
const getNoSocket = () => NO_SOCKET;
const subscribeToNothing = () => () => undefined;

interface SocketStore {
  get: () => SocketContextValue;
  set: (value: SocketContextValue) => void;
  subscribe: (listener: () => void) => () => void;
}

function createSocketStore(initial: SocketContextValue): SocketStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (value) => {
      if (value === current) return;
      current = value;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const SocketContext = React.createContext<SocketStore | null>(null);

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
  const injectedValue = React.useMemo<SocketContextValue | null>(
    () => injectedSocket ? { socket: injectedSocket, registry: createChannelRegistry(injectedSocket) } : null,
    [ injectedSocket ],
  );
  const [ store ] = React.useState(() => createSocketStore(injectedValue ?? NO_SOCKET));

  React.useEffect(() => {
    if (injectedValue) {
      store.set(injectedValue);
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
      store.set({ socket, registry: createChannelRegistry(socket) });
    }).catch(() => {
      // The chunk failed to load (offline, new deploy): the page works without live updates.
    });
    return () => {
      isCancelled = true;
      store.set(NO_SOCKET);
      socket?.disconnect();
    };
  }, [ url, injectedValue, store ]);

  return <SocketContext.Provider value={ store }>{ children }</SocketContext.Provider>;
}

/** The socket and channel registry of the nearest {@link SocketProvider} (nulls if none). */
export function useSocketContext(): SocketContextValue {
  const store = React.useContext(SocketContext);
  // The server and the hydrating render have no socket.
  return React.useSyncExternalStore(store?.subscribe ?? subscribeToNothing, store?.get ?? getNoSocket, getNoSocket);
}
