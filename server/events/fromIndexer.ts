/**
 * Turns the indexer's typed EventEmitter into {@link ChainEvent}s, the one shape both
 * event sources deliver.
 */
import type { EventEmitter } from 'node:events';

import type { IndexerEvents } from '../indexer/context';
import type { ChainEventHandler } from './types';

/** The indexer's bus. */
export type IndexerEventBus = EventEmitter<IndexerEvents>;

/**
 * Calls `handler` with a chain event for every indexer event, synchronously (the
 * indexer's `emit` returns only after the handler did); returns the function that detaches.
 */
export function forwardIndexerEvents(bus: IndexerEventBus, handler: ChainEventHandler): () => void {
  const emitter = bus;
  const listeners: { [K in keyof IndexerEvents]: (...args: IndexerEvents[K]) => void } = {
    block: (block) => handler({ type: 'block', number: block.number, hash: block.hash.toLowerCase(), replaced: block.replaced?.toLowerCase() ?? null }),
    reorg: ({ lostHashes }) => handler({ type: 'reorg', lostHashes: lostHashes.map((hash) => hash.toLowerCase()) }),
    internal_transactions: ({ blockNumber, blockHash }) =>
      handler({ type: 'internal_transactions', blockNumber, blockHash: blockHash.toLowerCase() }),
    token_instance: ({ token, tokenId }) => handler({ type: 'token_instance', token: token.toLowerCase(), tokenId }),
    status: (status) => handler({ type: 'status', status }),
    pending_transactions: ({ hashes }) => handler({ type: 'pending_transactions', hashes: hashes.map((hash) => hash.toLowerCase()) }),
  };
  const names = Object.keys(listeners) as Array<keyof IndexerEvents>;
  for (const name of names) emitter.on(name, listeners[name] as never);
  return () => {
    for (const name of names) emitter.off(name, listeners[name] as never);
  };
}
