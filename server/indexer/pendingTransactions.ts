/**
 * Pending-transaction fetcher: polls the node's mempool and stores what it has not seen
 * as transactions without a block, so the explorer lists them before they are mined.
 * A pending row that leaves the mempool unmined is removed after a grace period; a mined
 * one is overwritten by the block writer (its insert updates on the hash).
 */
import { formatTransaction, type Transaction } from 'viem';

import { LOWERCASE_FULL_HASH_PATTERN } from '../../types/hashes';
import { insertRows } from '../db';
import type { IndexerContext } from './context';
import { ResponseTooLargeError } from './errors';
import { createRpcClient, type RpcClient } from './rpc/client';

/** Where a node lists its mempool; geth and Erigon have `txpool_content`, Hardhat, Besu and Parity `eth_pendingTransactions`. */
export type MempoolSource = 'txpool_content' | 'eth_pendingTransactions';

/** Rows stored per poll at most: a flooded mempool must not stall the writer. */
const MAX_NEW_PER_POLL = 1000;
/** Largest mempool answer read; a larger one is skipped (10 MiB is ~10,000 transactions). */
export const MAX_MEMPOOL_RESPONSE_BYTES = 10 * 1024 * 1024;
/** Pause after a mempool answer was too large, before trying again. */
const TOO_LARGE_PAUSE_MS = 30_000;
/** A pending row absent from the mempool this long is taken as dropped or replaced. */
export const DROPPED_AFTER_MS = 60_000;

/** Finds the first mempool method the node answers; null when it has none. */
export async function detectMempoolSource(rpc: RpcClient): Promise<MempoolSource | null> {
  for (const method of [ 'txpool_content', 'eth_pendingTransactions' ] as const) {
    try {
      const result = await rpc.requestOnce(method, []);
      if (result !== null && typeof result === 'object') return method;
    } catch (error) {
      // The node has it, and a mempool too full to read right now.
      if (error instanceof ResponseTooLargeError) return method;
      // Not supported; try the next one.
    }
  }
  return null;
}

/** `txpool_content` nests `pending[from][nonce] = tx`; queued ones cannot be mined yet. */
function flattenTxpool(result: unknown): unknown[] {
  const pending = (result as { pending?: Record<string, Record<string, unknown>> } | null)?.pending;
  if (!pending || typeof pending !== 'object') return [];
  return Object.values(pending).flatMap((byNonce) => byNonce && typeof byNonce === 'object' ? Object.values(byNonce) : []);
}

/** The mempool's transactions, formatted; entries that are not transactions are skipped. */
export async function readMempool(rpc: RpcClient, source: MempoolSource): Promise<Transaction[]> {
  const result = await rpc.request<unknown>(source, []);
  const raw = source === 'txpool_content' ? flattenTxpool(result) : Array.isArray(result) ? result : [];
  const transactions: Transaction[] = [];
  for (const item of raw) {
    if (!item || typeof item !== 'object' || !LOWERCASE_FULL_HASH_PATTERN.test(String((item as { hash?: unknown }).hash).toLowerCase())) continue;
    try {
      transactions.push(formatTransaction(item as Parameters<typeof formatTransaction>[0]));
    } catch {
      // A malformed entry costs only itself.
    }
  }
  return transactions;
}

export function pendingTransactionRow(tx: Transaction): Record<string, unknown> {
  const input = tx.input.toLowerCase();
  return {
    hash: tx.hash.toLowerCase(),
    from_address_hash: tx.from.toLowerCase(),
    to_address_hash: tx.to ? tx.to.toLowerCase() : null,
    value: tx.value,
    gas_limit: tx.gas,
    gas_price: tx.gasPrice ?? null,
    max_fee_per_gas: tx.maxFeePerGas ?? null,
    max_priority_fee_per_gas: tx.maxPriorityFeePerGas ?? null,
    nonce: tx.nonce,
    type: tx.typeHex ? Number(tx.typeHex) : null,
    input,
    method_id: input.length >= 10 ? input.slice(0, 10) : null,
    v: tx.v !== undefined ? `0x${ tx.v.toString(16) }` : null,
    r: tx.r ?? null,
    s: tx.s ?? null,
    y_parity: tx.yParity ?? null,
  };
}

/**
 * A client of its own for the mempool: never batched with block requests (a huge mempool
 * answer would fail the whole batch) and capped at {@link MAX_MEMPOOL_RESPONSE_BYTES}.
 */
export function createMempoolRpcClient(blockRpc: RpcClient, options: { timeoutMs?: number; maxResponseBytes?: number } = {}): RpcClient {
  return createRpcClient({ url: blockRpc.url, timeoutMs: options.timeoutMs, maxRetries: 0, batchSize: 1,
    maxResponseBytes: options.maxResponseBytes ?? MAX_MEMPOOL_RESPONSE_BYTES, outage: blockRpc.outage });
}

export interface PendingTransactionsFetcher {
  /** One poll; resolves to how many new transactions it stored. */
  step(): Promise<number>;
}

/**
 * Polls the mempool through `rpc` (see {@link createMempoolRpcClient}). An answer over the
 * size limit is skipped with one warning, and polling pauses a while; block indexing never
 * notices.
 */
export function createPendingTransactionsFetcher(ctx: IndexerContext, rpc: RpcClient, source: MempoolSource): PendingTransactionsFetcher {
  let pausedUntil = 0;
  let tooLarge = false;
  return {
    async step() {
      if (Date.now() < pausedUntil) return 0;
      let mempool: Transaction[];
      try {
        mempool = await readMempool(rpc, source);
      } catch (error) {
        if (!(error instanceof ResponseTooLargeError)) throw error;
        if (!tooLarge) {
          ctx.logger.warn({ method: source, max_bytes: MAX_MEMPOOL_RESPONSE_BYTES },
            'the mempool is too large to read; pending transactions are not listed until it shrinks');
        }
        tooLarge = true;
        pausedUntil = Date.now() + TOO_LARGE_PAUSE_MS;
        return 0;
      }
      if (tooLarge) ctx.logger.warn({ method: source, transactions: mempool.length }, 'the mempool is readable again');
      tooLarge = false;
      return storePendingTransactions(ctx, mempool);
    },
  };
}

/**
 * Stores new mempool transactions (never over a mined row), drops stale pending rows, and
 * emits `pending_transactions` with the new hashes. Resolves to how many it stored.
 */
export async function storePendingTransactions(ctx: IndexerContext, mempool: Transaction[]): Promise<number> {
  const hashes = mempool.map((tx) => tx.hash.toLowerCase());
  const inserted = await ctx.writeLock.run(async() => {
    const known = new Set((await ctx.db.query<{ hash: string }>(
      'SELECT hash FROM transactions WHERE hash = ANY($1::text[])', [ hashes ])).map((row) => row.hash));
    const fresh = mempool.filter((tx) => !known.has(tx.hash.toLowerCase())).slice(0, MAX_NEW_PER_POLL);
    if (fresh.length > 0) {
      await insertRows(ctx.db, 'transactions', fresh.map(pendingTransactionRow), { conflict: 'hash' });
    }
    await ctx.db.query(`DELETE FROM transactions WHERE block_hash IS NULL AND NOT (hash = ANY($1::text[]))
      AND inserted_at < now() - make_interval(secs => $2)`, [ hashes, DROPPED_AFTER_MS / 1000 ]);
    return fresh.map((tx) => tx.hash.toLowerCase());
  });
  if (inserted.length > 0) ctx.events.emit('pending_transactions', { hashes: inserted });
  return inserted.length;
}
