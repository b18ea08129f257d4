/**
 * Chain events across processes through PostgreSQL LISTEN/NOTIFY: the indexer's process
 * publishes every event on a channel, an API in another process listens on it. PGlite
 * has LISTEN/NOTIFY too, within one instance.
 */
import { createSilentLogger, type Logger } from '../common/logger';
import { isConnectionFailure, type Database } from '../db';
import { decodeChainEvent, encodeChainEvent } from './codec';
import { forwardIndexerEvents, type IndexerEventBus } from './fromIndexer';
import type { ChainEventHandler, ChainEventSource } from './types';

/** The channel both sides use unless told otherwise. */
export const DEFAULT_CHAIN_EVENTS_CHANNEL = 'explorer_chain_events';
/** Messages waiting for NOTIFY beyond which new ones are dropped (the database is down or slow). */
const MAX_BACKLOG_MESSAGES = 10_000;
// Lower-case identifiers only: LISTEN folds unquoted names, pg_notify does not.
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export interface ChainEventsChannelOptions {
  /** NOTIFY channel; give each deployment sharing a database its own. */
  channel?: string;
  logger?: Logger;
}

function channelOf(options: ChainEventsChannelOptions): string {
  const channel = options.channel ?? DEFAULT_CHAIN_EVENTS_CHANNEL;
  if (!CHANNEL_NAME.test(channel)) throw new RangeError(`Invalid chain events channel "${ channel }": expected a lower-case identifier`);
  return channel;
}

/** A running publisher. */
export interface ChainEventsPublisher {
  /** Detaches from the indexer and resolves once every queued NOTIFY was sent. */
  stop(): Promise<void>;
}

/**
 * Publishes every indexer event with NOTIFY, one message after the other so listeners
 * see them in emit order. A failed NOTIFY is logged and skipped: events are hints to
 * refetch, never the data itself.
 */
export function publishIndexerEvents(bus: IndexerEventBus, db: Pick<Database, 'notify'>, options: ChainEventsChannelOptions = {}): ChainEventsPublisher {
  const channel = channelOf(options);
  const logger = (options.logger ?? createSilentLogger()).child({ service: 'chain_events', channel });
  let tail: Promise<void> = Promise.resolve();
  let backlog = 0;
  let dropped = 0;

  const detach = forwardIndexerEvents(bus, (event) => {
    let messages: string[];
    try {
      messages = encodeChainEvent(event);
    } catch (error) {
      logger.error({ err: error, event_type: event.type }, 'chain event not encodable');
      return;
    }
    if (backlog + messages.length > MAX_BACKLOG_MESSAGES) {
      if (dropped++ === 0) logger.warn({ backlog }, 'chain events dropped: NOTIFY is not keeping up');
      return;
    }
    if (dropped > 0) {
      logger.info({ dropped }, 'chain events flowing again');
      dropped = 0;
    }
    backlog += messages.length;
    tail = tail.then(async() => {
      for (const message of messages) {
        try {
          await db.notify(channel, message);
        } catch (error) {
          // A database outage is logged once by the database's outage reporter.
          logger[isConnectionFailure(error) ? 'debug' : 'warn']({ err: error, event_type: event.type }, 'chain event not published');
        } finally {
          backlog--;
        }
      }
    });
  });

  return {
    async stop() {
      detach();
      await tail;
    },
  };
}

/**
 * Listens on the channel and delivers each valid event to the subscribers; payloads that
 * are not chain events are logged and ignored.
 */
export async function subscribeChainEvents(db: Pick<Database, 'listen'>, options: ChainEventsChannelOptions = {}): Promise<ChainEventSource> {
  const channel = channelOf(options);
  const logger = (options.logger ?? createSilentLogger()).child({ service: 'chain_events', channel });
  const handlers = new Set<ChainEventHandler>();
  const unlisten = await db.listen(channel, (payload) => {
    const event = decodeChainEvent(payload);
    if (!event) {
      logger.warn({ payload: payload.slice(0, 200) }, 'ignored a NOTIFY that is not a chain event');
      return;
    }
    for (const handler of handlers) {
      try {
        handler(event);
      } catch (error) {
        logger.error({ err: error, event_type: event.type }, 'chain event handler failed');
      }
    }
  });
  logger.info('listening for chain events');
  let closing: Promise<void> | undefined;
  return {
    subscribe(handler) {
      const own: ChainEventHandler = (event) => handler(event);
      handlers.add(own);
      return () => { handlers.delete(own); };
    },
    close() {
      handlers.clear();
      closing ??= unlisten();
      return closing;
    },
  };
}
