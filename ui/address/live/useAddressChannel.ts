/**
 * The `addresses:{hash}` channel (GUIDE §10.2) and typed listeners on it. The channel is
 * shared: the page and its open tab join the topic once between them.
 */
import type { SocketChannel } from 'lib/socket/types';
import { useSocketChannel } from 'lib/socket/useSocketChannel';
import { useSocketMessage } from 'lib/socket/useSocketMessage';
import type { AddressTopic, SocketEvent, SocketPayload } from 'types/api/socket';

export type AddressChannel = SocketChannel<AddressTopic>;
type AddressEvent = SocketEvent<AddressTopic>;

/** Joins `addresses:{hash}` (lower-cased, as Blockscout's frontend does) while `hash` is set. */
export function useAddressChannel(hash: string | undefined, isDisabled = false): AddressChannel | undefined {
  return useSocketChannel({ topic: hash ? `addresses:${ hash.toLowerCase() }` as AddressTopic : undefined, isDisabled });
}

/** Calls `handler` for every `event` on the address channel. */
export function useAddressEvent<E extends AddressEvent>(
  channel: AddressChannel | undefined, event: E | ReadonlyArray<E>, handler: (payload: SocketPayload<AddressTopic, E>) => void,
): void {
  useSocketMessage({ channel, event, handler });
}
