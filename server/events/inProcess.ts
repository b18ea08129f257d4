/**
 * The event source for an API that runs in the indexer's process: events come straight
 * from the indexer's EventEmitter, with no database round trip.
 */
import { createSilentLogger, type Logger } from '../common/logger';
import { forwardIndexerEvents, type IndexerEventBus } from './fromIndexer';
import type { ChainEventHandler, ChainEventSource } from './types';

/**
 * Delivers the indexer's events to every subscriber, in order.
 * @dev Handlers run inside the indexer's `emit`; one that throws is logged and skipped
 * so a consumer's bug never stops indexing.
 */
export function inProcessChainEvents(bus: IndexerEventBus, options: { logger?: Logger } = {}): ChainEventSource {
  const logger = (options.logger ?? createSilentLogger()).child({ service: 'chain_events' });
  const handlers = new Set<ChainEventHandler>();
  const detach = forwardIndexerEvents(bus, (event) => {
    for (const handler of handlers) {
      try {
        handler(event);
      } catch (error) {
        logger.error({ err: error, event_type: event.type }, 'chain event handler failed');
      }
    }
  });
  return {
    subscribe(handler) {
      // A wrapper per call, so the same function subscribed twice is two subscriptions.
      const own: ChainEventHandler = (event) => handler(event);
      handlers.add(own);
      return () => { handlers.delete(own); };
    },
    async close() {
      handlers.clear();
      detach();
    },
  };
}
