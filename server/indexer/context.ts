/**
 * What every indexer stage shares, in one object (the Ponder "common" idea): database,
 * RPC client, logger, the one write lock, node capabilities and the event bus.
 */
import { EventEmitter } from 'node:events';

import type { Logger } from '../common/logger';
import type { Database } from '../db';
import type { RpcClient } from './rpc/client';
import type { TraceCapabilities } from './trace/types';
import type { Mutex } from './utils/mutex';
import type { WrittenBlock } from './writeBlock';

export interface NodeCapabilities extends TraceCapabilities {
  blockReceipts: boolean;
}

/** Events for the API's socket, sent after the data is committed. */
export interface IndexerEvents {
  block: [ WrittenBlock ];
  reorg: [ { lostHashes: string[] } ];
  internal_transactions: [ { blockNumber: number; blockHash: string; transactionHashes: string[] } ];
  token_instance: [ { token: string; tokenId: string } ];
  /** Transactions newly seen in the mempool (stored without a block). */
  pending_transactions: [ { hashes: string[] } ];
  status: [ IndexingStatus ];
}

export interface IndexingStatus {
  head: number | null;
  indexedBlocks: number;
  indexedBlocksRatio: number;
  indexedInternalTransactionsRatio: number | null;
  finishedBlocks: boolean;
  finishedInternalTransactions: boolean;
  /**
   * Everything but the newest few blocks is done: realtime indexing is keeping up. What
   * visitors are told (banners), so a live chain does not read "99% indexed" forever.
   */
  caughtUp?: { blocks: boolean; internalTransactions: boolean };
  /**
   * Whether the indexer reaches the node now. While it does not, `head` is the last one
   * seen, nothing counts as finished or caught up (the node may be far ahead), and the
   * banners say so. Absent in statuses stored by older versions.
   */
  nodeReachable?: boolean;
}

export interface IndexerContext {
  db: Database;
  rpc: RpcClient;
  logger: Logger;
  /** Every write to the chain tables takes this lock, so writers never interleave. */
  writeLock: Mutex;
  capabilities: NodeCapabilities;
  events: EventEmitter<IndexerEvents>;
  /** Latest head reported by the node (updated by the head watcher). */
  head: { number: bigint | null };
  /**
   * The lowest height the realtime follower writes (it goes up from there); catch-up
   * fills only below it. Null before the follower's first head, or without one.
   */
  realtimeFrom: { number: bigint | null };
  signal: AbortSignal;
}
