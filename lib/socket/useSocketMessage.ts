/**
 * Listens for one or more events on a channel from `useSocketChannel`.
 */
import React from 'react';

import type { SocketEvent, SocketPayload, SocketTopic } from 'types/api/socket';

import type { SocketChannel } from './types';
import { useLatest } from './useLatest';

/** Options of {@link useSocketMessage}. */
export interface UseSocketMessageOptions<T extends SocketTopic, E extends SocketEvent<T>> {
  /** The channel to listen on; undefined listens to nothing. */
  channel: SocketChannel<T> | undefined;
  /**
   * Event name, or several names that carry the same payload (e.g. the spec's and
   * Blockscout's names for one event).
   */
  event: E | ReadonlyArray<E>;
  /** Called with each payload; the latest closure is used without re-subscribing. */
  handler: (payload: SocketPayload<T, E>) => void;
}

/** Subscribes `handler` to `event` on `channel` while the component is mounted. */
export function useSocketMessage<T extends SocketTopic, E extends SocketEvent<T>>(
  { channel, event, handler }: UseSocketMessageOptions<T, E>,
): void {
  const handlerRef = useLatest(handler);
  const events: ReadonlyArray<E> = typeof event === 'string' ? [ event as E ] : event as ReadonlyArray<E>;
  // A stable key so an inline array literal does not re-subscribe on every render.
  const eventsKey = events.join('\n');

  React.useEffect(() => {
    if (!channel) {
      return;
    }
    const names = eventsKey.split('\n');
    const refs = names.map((name) => channel.on(name, (payload) => {
      handlerRef.current(payload as SocketPayload<T, E>);
    }));
    return () => {
      names.forEach((name, index) => channel.off(name, refs[index]));
    };
  }, [ channel, eventsKey, handlerRef ]);
}
