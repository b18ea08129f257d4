/**
 * Joins a socket topic for the lifetime of the calling component, sharing the channel with
 * any other component on the same topic.
 */
import React from 'react';

import type { SocketTopic } from 'types/api/socket';

import { useSocketContext } from './SocketProvider';
import type { SocketChannel } from './types';
import { useLatest } from './useLatest';

/** Options of {@link useSocketChannel}. */
export interface UseSocketChannelOptions<T extends SocketTopic> {
  /** Topic to join; undefined waits (e.g. until a hash is known). */
  topic: T | undefined;
  /** Join params; used only by the first component that opens the topic. */
  params?: object;
  /** True leaves (or never joins) the topic, e.g. once there is nothing left to hear. */
  isDisabled?: boolean;
  /** Called after every successful join, including rejoins after a reconnect. */
  onJoin?: (channel: SocketChannel<T>, response: unknown) => void;
  /** Called when the socket itself reports an error (e.g. the backend is unreachable). */
  onSocketError?: () => void;
  /** Called when the socket connection closes. */
  onSocketClose?: () => void;
}

/**
 * Returns the joined (or joining) channel for `topic`, or undefined while disabled or when
 * there is no socket. Pass it to `useSocketMessage` to listen for events.
 */
export function useSocketChannel<T extends SocketTopic>(
  { topic, params, isDisabled = false, onJoin, onSocketError, onSocketClose }: UseSocketChannelOptions<T>,
): SocketChannel<T> | undefined {
  const { socket, registry } = useSocketContext();
  const [ channel, setChannel ] = React.useState<SocketChannel<T>>();
  const onJoinRef = useLatest(onJoin);
  const onErrorRef = useLatest(onSocketError);
  const onCloseRef = useLatest(onSocketClose);
  const paramsRef = useLatest(params);

  React.useEffect(() => {
    if (!registry || !topic || isDisabled) {
      return;
    }
    const lease = registry.acquire(topic, paramsRef.current, (joined, response) => {
      onJoinRef.current?.(joined as SocketChannel<T>, response);
    });
    // The registry created the channel for this exact topic, so the narrowing is sound.
    setChannel(lease.channel as SocketChannel<T>);
    return () => {
      setChannel(undefined);
      lease.release();
    };
  }, [ registry, topic, isDisabled, onJoinRef, paramsRef ]);

  React.useEffect(() => {
    if (!socket || isDisabled) {
      return;
    }
    const refs = [
      socket.onError(() => onErrorRef.current?.()),
      socket.onClose(() => onCloseRef.current?.()),
    ];
    return () => socket.off(refs);
  }, [ socket, isDisabled, onErrorRef, onCloseRef ]);

  return channel;
}
