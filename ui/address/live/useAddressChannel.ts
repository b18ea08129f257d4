/**
 * The `addresses:{hash}` channel (GUIDE §10.2) and typed listeners on it. The channel is
 * shared: the page and its open tab join the topic once between them.
 */
import React from 'react';

import { useSocketChannel } from 'lib/socket/useSocketChannel';
import type { SocketChannel } from 'lib/socket/types';
import type { AddressSocketMessage } from 'types/api/socket';

type AddressTopicName = `addresses:${ string }`;
export type AddressChannel = SocketChannel<AddressTopicName>;
type AddressMessage = Exclude<AddressSocketMessage, { topic: 'addresses:new_address' }>;
type AddressEvent = AddressMessage['event'];
type PayloadOf<E extends AddressEvent> = Extract<AddressMessage, { event: E }>['payload'];

/** Joins `addresses:{hash}` (lower-cased, as Blockscout's frontend does) while `hash` is set. */
export function useAddressChannel(hash: string | undefined, isDisabled = false): AddressChannel | undefined {
  return useSocketChannel({ topic: hash ? `addresses:${ hash.toLowerCase() }` as AddressTopicName : undefined, isDisabled });
}

/**
 * Calls `handler` for every `event` on the address channel. Goes through the channel itself
 * because the shared socket typings list only some of this topic's events.
 */
export function useAddressEvent<E extends AddressEvent>(
  channel: AddressChannel | undefined, event: E | ReadonlyArray<E>, handler: (payload: PayloadOf<E>) => void,
): void {
  const handlerRef = React.useRef(handler);
  React.useEffect(() => {
    handlerRef.current = handler;
  });
  const eventsKey = (typeof event === 'string' ? [ event ] : event).join('\n');

  React.useEffect(() => {
    if (!channel) return;
    const names = eventsKey.split('\n');
    const refs = names.map((name) => channel.on(name, (payload) => handlerRef.current(payload as PayloadOf<E>)));
    return () => names.forEach((name, index) => channel.off(name, refs[index]));
  }, [ channel, eventsKey ]);
}
