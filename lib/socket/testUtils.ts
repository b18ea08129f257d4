/**
 * An in-memory stand-in for the phoenix socket, for tests: it records joins and leaves and
 * lets a test play server (accept a join, broadcast an event, fail the connection).
 */
import type { ChannelLike, PushLike, PushStatus, SocketLike } from './types';

type Callback = (payload?: unknown) => unknown;

/** A fake channel; `joins` and `leaves` count calls so tests can assert sharing. */
export class FakeChannel implements ChannelLike {
  state: ChannelLike['state'] = 'closed';
  joins = 0;
  leaves = 0;
  private listeners = new Map<number, { event: string; callback: Callback }>();
  private joinHooks: Array<{ status: PushStatus; callback: Callback }> = [];
  private nextRef = 1;

  constructor(readonly topic: string, readonly params: object) {}

  join(): PushLike {
    this.joins += 1;
    this.state = 'joining';
    const push: PushLike = {
      receive: (status, callback) => {
        this.joinHooks.push({ status, callback });
        return push;
      },
    };
    return push;
  }

  leave(): PushLike {
    this.leaves += 1;
    this.state = 'closed';
    const push: PushLike = { receive: () => push };
    return push;
  }

  on(event: string, callback: Callback): number {
    const ref = this.nextRef++;
    this.listeners.set(ref, { event, callback });
    return ref;
  }

  off(event: string, ref?: number): void {
    for (const [ key, listener ] of this.listeners) {
      if (listener.event === event && (ref === undefined || ref === key)) {
        this.listeners.delete(key);
      }
    }
  }

  /** Server side: reply to the join with `status` (a rejoin can call this again). */
  replyToJoin(status: PushStatus, response: unknown = {}): void {
    this.state = status === 'ok' ? 'joined' : 'errored';
    this.joinHooks.filter((hook) => hook.status === status).forEach((hook) => hook.callback(response));
  }

  /** Server side: broadcast `event` to everyone listening on this channel. */
  emit(event: string, payload: unknown): void {
    [ ...this.listeners.values() ]
      .filter((listener) => listener.event === event)
      .forEach((listener) => listener.callback(payload));
  }

  /** Number of live listeners for `event`. */
  listenerCount(event: string): number {
    return [ ...this.listeners.values() ].filter((listener) => listener.event === event).length;
  }
}

/** A fake socket that creates {@link FakeChannel}s and remembers them in creation order. */
export class FakeSocket implements SocketLike {
  channels: Array<FakeChannel> = [];
  private callbacks = new Map<string, { kind: 'error' | 'close'; callback: (arg: unknown) => void }>();
  private nextRef = 1;

  channel(topic: string, params: object = {}): FakeChannel {
    const channel = new FakeChannel(topic, params);
    this.channels.push(channel);
    return channel;
  }

  onError(callback: (error: unknown) => void): string {
    return this.register('error', callback);
  }

  onClose(callback: (event: unknown) => void): string {
    return this.register('close', callback);
  }

  off(refs: Array<string>): void {
    refs.forEach((ref) => this.callbacks.delete(ref));
  }

  /** Channels ever created for `topic`. */
  channelsFor(topic: string): Array<FakeChannel> {
    return this.channels.filter((channel) => channel.topic === topic);
  }

  /** Simulates a connection failure or close reported by the transport. */
  fail(kind: 'error' | 'close'): void {
    [ ...this.callbacks.values() ].filter((item) => item.kind === kind).forEach((item) => item.callback(new Event(kind)));
  }

  private register(kind: 'error' | 'close', callback: (arg: unknown) => void): string {
    const ref = String(this.nextRef++);
    this.callbacks.set(ref, { kind, callback });
    return ref;
  }
}
