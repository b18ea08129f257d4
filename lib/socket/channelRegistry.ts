/**
 * Shares one phoenix channel per topic between every hook that wants it. Phoenix allows a
 * channel to be joined only once and the backend broadcasts to a topic once per channel, so
 * two components on the same topic must not open two channels. The registry counts users per
 * topic and leaves the channel when the last one lets go.
 */
import type { ChannelLike, SocketLike } from './types';

/** Called when the channel's join succeeds (again after every rejoin). */
export type JoinListener = (channel: ChannelLike, response: unknown) => void;

/** One user's hold on a shared channel. */
export interface ChannelLease {
  channel: ChannelLike;
  /** Gives the hold back; leaves the channel if nobody else holds it. Safe to call twice. */
  release: () => void;
}

/** Hands out shared channels for one socket. */
export interface ChannelRegistry {
  /**
   * Returns the channel for `topic`, creating and joining it on first use. `params` only
   * matter for the first user; later users share the channel as it is.
   */
  acquire: (topic: string, params?: object, onJoin?: JoinListener) => ChannelLease;
  /** Number of users currently holding `topic` (0 when it is not open). */
  usersOf: (topic: string) => number;
}

interface Entry {
  channel: ChannelLike;
  users: number;
  joinListeners: Set<JoinListener>;
  /** Reply of the latest successful join, for users that arrive after it. */
  joinResponse?: unknown;
}

/** Creates a registry bound to `socket`. */
export function createChannelRegistry(socket: SocketLike): ChannelRegistry {
  const entries = new Map<string, Entry>();

  function open(topic: string, params: object | undefined): Entry {
    const channel = socket.channel(topic, params ?? {});
    const entry: Entry = { channel, users: 0, joinListeners: new Set() };
    // One receive hook per channel: phoenix never drops push hooks, so per-user hooks would
    // keep firing for components that have already unmounted.
    channel.join().receive('ok', (response) => {
      entry.joinResponse = response;
      entry.joinListeners.forEach((listener) => listener(channel, response));
    });
    // A refused join ('error') or 'timeout' needs no handling here: phoenix retries on its
    // rejoin schedule, and the page simply shows no live updates meanwhile.
    entries.set(topic, entry);
    return entry;
  }

  function acquire(topic: string, params?: object, onJoin?: JoinListener): ChannelLease {
    const entry = entries.get(topic) ?? open(topic, params);
    entry.users += 1;
    // Wrapped so that two users passing the same function still hold separate listeners.
    const listener: JoinListener | undefined = onJoin && ((channel, response) => onJoin(channel, response));
    if (listener) {
      entry.joinListeners.add(listener);
      if (entry.channel.state === 'joined') {
        // Joined before this user arrived: tell it now, as the first user was told.
        listener(entry.channel, entry.joinResponse);
      }
    }

    let released = false;
    return {
      channel: entry.channel,
      release: () => {
        if (released) {
          return;
        }
        released = true;
        if (listener) {
          entry.joinListeners.delete(listener);
        }
        entry.users -= 1;
        if (entry.users === 0 && entries.get(topic) === entry) {
          entries.delete(topic);
          entry.channel.leave();
        }
      },
    };
  }

  return {
    acquire,
    usersOf: (topic) => entries.get(topic)?.users ?? 0,
  };
}
