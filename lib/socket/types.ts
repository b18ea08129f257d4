/**
 * The small slice of the `phoenix` client API this folder relies on. Topics, events and
 * payloads are the API's: `types/api/socket.ts` describes them for the server and the
 * frontend alike.
 */
import type { SocketTopic } from 'types/api/socket';

/** Reply statuses of a phoenix push. */
export type PushStatus = 'ok' | 'error' | 'timeout';

/** The part of a phoenix `Push` we use. */
export interface PushLike {
  receive(status: PushStatus, callback: (response?: unknown) => unknown): PushLike;
}

/** The part of a phoenix `Channel` we use; a real Channel satisfies it structurally. */
export interface ChannelLike {
  readonly topic: string;
  readonly state: 'closed' | 'errored' | 'joined' | 'joining' | 'leaving';
  join(): PushLike;
  leave(): PushLike;
  on(event: string, callback: (payload?: unknown) => void): number;
  off(event: string, ref?: number): void;
}

/** A channel whose topic is known at compile time, so message payloads can be typed. */
export type SocketChannel<T extends SocketTopic> = ChannelLike & { readonly topic: T };

/** The part of a phoenix `Socket` we use; tests inject a fake that implements only this. */
export interface SocketLike {
  channel(topic: string, params?: object): ChannelLike;
  onError(callback: (error: unknown) => void): string;
  onClose(callback: (event: unknown) => void): string;
  off(refs: Array<string>): void;
}
