/**
 * Chain events: what the indexer reports after a commit, reduced to ids and hashes so
 * the same event can travel in-process or through PostgreSQL NOTIFY (payloads under
 * 8,000 bytes). Consumers load whatever rows they need from the database.
 */
import type { IndexingStatus } from '../indexer/context';

/** One thing that happened to the indexed chain. */
export type ChainEvent =
  /** A block was written; `replaced` is the hash it displaced at its height (a reorg). */
  | { type: 'block'; number: number; hash: string; replaced: string | null }
  /** Blocks that lost consensus. */
  | { type: 'reorg'; lostHashes: string[] }
  /** A block's traces (internal transactions) were stored. */
  | { type: 'internal_transactions'; blockNumber: number; blockHash: string }
  /** An NFT instance got its metadata. */
  | { type: 'token_instance'; token: string; tokenId: string }
  /** The indexing progress changed. */
  | { type: 'status'; status: IndexingStatus }
  /** Transactions entered the mempool (stored with no block). */
  | { type: 'pending_transactions'; hashes: string[] };

export type ChainEventType = ChainEvent['type'];

/** Receives events in the order they happened. */
export type ChainEventHandler = (event: ChainEvent) => void;

/** Where the API's socket gets its events from: the indexer in this process or another one. */
export interface ChainEventSource {
  /** Calls `handler` for every later event; returns the function that stops it. */
  subscribe(handler: ChainEventHandler): () => void;
  /** Stops delivering and frees what the source holds (a LISTEN connection). */
  close(): Promise<void>;
}
