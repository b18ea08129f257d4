/**
 * Who listens to what: broadcast keys (normalised topics) → the joined channels of every
 * connection, indexed by prefix so "which addresses are watched" costs no scan of all
 * topics.
 */
import type { SocketEvent, SocketPayload, SocketTopic } from '../../../types/api/socket';
import { socketMessages } from '../../common/metrics';
import { encodeFrame } from './protocol';

/** One joined channel: where to send, and the topic as that client spelled it. */
export interface Subscription {
  /** The client matches frames on its own spelling of the topic. */
  topic: string;
  send(frame: string): void;
}

export interface Hub {
  add(key: string, subscription: Subscription): void;
  remove(key: string, subscription: Subscription): void;
  /** Whether anyone listens to `key`. */
  has(key: string): boolean;
  /** The suffixes listened to under `prefix` (`addresses` → watched address hashes). */
  suffixes(prefix: string): string[];
  /**
   * Sends `[null, null, topic, event, payload]` to every listener of `key`; returns how many
   * got it. The payload is the one `types/api/socket.ts` declares for `event` on `key`.
   */
  broadcast<T extends SocketTopic, E extends SocketEvent<T>>(key: T, event: E, payload: SocketPayload<T, E>): number;
}

export interface HubOptions {
  /** Rewrites each payload before it is encoded (the old field names of `API_LEGACY_FIELDS`). */
  transformPayload?: (payload: object) => object;
}

function split(key: string): [ string, string ] {
  const colon = key.indexOf(':');
  return [ key.slice(0, colon), key.slice(colon + 1) ];
}

export function createHub(options: HubOptions = {}): Hub {
  const { transformPayload } = options;
  const byPrefix = new Map<string, Map<string, Set<Subscription>>>();

  const listeners = (key: string) => {
    const [ prefix, suffix ] = split(key);
    return byPrefix.get(prefix)?.get(suffix);
  };

  return {
    add(key, subscription) {
      const [ prefix, suffix ] = split(key);
      let bySuffix = byPrefix.get(prefix);
      if (!bySuffix) byPrefix.set(prefix, bySuffix = new Map());
      let set = bySuffix.get(suffix);
      if (!set) bySuffix.set(suffix, set = new Set());
      set.add(subscription);
    },
    remove(key, subscription) {
      const [ prefix, suffix ] = split(key);
      const bySuffix = byPrefix.get(prefix);
      const set = bySuffix?.get(suffix);
      if (!bySuffix || !set) return;
      set.delete(subscription);
      if (set.size === 0) bySuffix.delete(suffix);
      if (bySuffix.size === 0) byPrefix.delete(prefix);
    },
    has: (key) => (listeners(key)?.size ?? 0) > 0,
    suffixes: (prefix) => [ ...byPrefix.get(prefix)?.keys() ?? [] ],
    broadcast(key, event, payload) {
      const set = listeners(key);
      if (!set || set.size === 0) return 0;
      const payloadJson = JSON.stringify(transformPayload ? transformPayload(payload) : payload);
      // Most clients spell a topic the same way: encode each spelling once.
      const frames = new Map<string, string>();
      // A copy: a send can end a slow connection, which leaves its channels meanwhile.
      const targets = [ ...set ];
      for (const subscription of targets) {
        let frame = frames.get(subscription.topic);
        if (frame === undefined) frames.set(subscription.topic, frame = encodeFrame(null, null, subscription.topic, event, payloadJson));
        subscription.send(frame);
      }
      socketMessages.inc({ event }, targets.length);
      return targets.length;
    },
  };
}
