/**
 * The indexer: one object that connects to a node, checks it serves the chain the
 * database holds, finds what the node can do, then runs its stages side by side: head
 * watcher, realtime follower, catch-up, internal transactions, token metadata, NFT
 * metadata and proxy detection. Every stage survives a node that stops or answers garbage, and resumes.
 */
import { EventEmitter, setMaxListeners } from 'node:events';

import { createSilentLogger, type Logger } from '../common/logger';
import { indexerBlocks, watchIndexer } from '../common/metrics';
import { createOutageReporter } from '../common/outage';
import type { Database } from '../db';
import type { RollupConfig } from './rollup/config';
import { createStatsUpdater } from '../stats/updater';
import { runCatchup } from './catchup';
import { detectCapabilities } from './capabilities';
import type { IndexerContext, IndexerEvents, IndexingStatus } from './context';
import { ChainMismatchError, RpcError } from './errors';
import { watchHeads } from './headWatcher';
import { createInternalTransactionsFetcher } from './internalTransactions';
import { createNftMetadataFetcher, type NftMetadataOptions } from './nftMetadata';
import { createMempoolRpcClient, createPendingTransactionsFetcher, detectMempoolSource } from './pendingTransactions';
import { createProxyDetector } from './proxies/detector';
import { createRealtime } from './realtime';
import { createRollupStage } from './rollup/stage';
import { eth_blockNumber, eth_chainId } from './rpc/actions';
import { createRpcClient } from './rpc/client';
import { computeIndexingStatus } from './status';
import { fetchPendingTokenMetadata } from './tokenMetadata';
import { chooseTraceSource } from './trace/capabilities';
import { backoffDelayMs, sleep } from './utils/backoff';
import { failureLogLevel } from './utils/failureLevel';
import { createMutex } from './utils/mutex';
import { runWorker } from './utils/worker';

export interface IndexerOptions {
  db: Database;
  rpcUrl: string;
  /** WebSocket endpoint for newHeads; polling only without it. */
  wsUrl?: string;
  logger?: Logger;
  /** Blocks fetched at once during catch-up. */
  concurrency?: number;
  pollIntervalMs?: number;
  rpcTimeoutMs?: number;
  /** Retries of one RPC request before a stage backs off as a whole. */
  rpcMaxRetries?: number;
  nftMetadata?: NftMetadataOptions;
  /** The OP-stack L1 to follow (server/indexer/rollup); no rollup stage without it. */
  rollup?: RollupConfig | null;
  /** Stages to run; all by default (tests and benchmarks pick some). */
  stages?: Partial<Record<'realtime' | 'catchup' | 'internalTransactions' | 'tokenMetadata' | 'nftMetadata' | 'pendingTransactions' |
    'proxies' | 'stats' | 'rollup', boolean>>;
}

export interface Indexer {
  readonly events: EventEmitter<IndexerEvents>;
  /** Resolves once connected and the stages run; retries while the node is down. */
  start(): Promise<void>;
  /** Stops every stage and waits for them; the database stays open (the caller owns it). */
  stop(): Promise<void>;
  status(): Promise<IndexingStatus>;
  /** Capabilities found at start (null before). */
  readonly context: IndexerContext | null;
}

const STATUS_INTERVAL_MS = 1000;
const STATS_TODAY_INTERVAL_MS = 5000;
const STATS_COUNTERS_INTERVAL_MS = 10_000;

export function createIndexer(options: IndexerOptions): Indexer {
  const logger = (options.logger ?? createSilentLogger()).child({ service: 'indexer' });
  const events = new EventEmitter<IndexerEvents>();
  const controller = new AbortController();
  // Every stage's rest listens to this one signal: a dozen stages is expected, not a leak.
  setMaxListeners(50, controller.signal);
  const rpc = createRpcClient({ url: options.rpcUrl, logger, timeoutMs: options.rpcTimeoutMs, maxRetries: options.rpcMaxRetries });
  const stages = {
    realtime: true, catchup: true, internalTransactions: true, tokenMetadata: true, nftMetadata: true, pendingTransactions: true, proxies: true,
    stats: true, rollup: true,
    ...options.stages,
  };
  let context: IndexerContext | null = null;
  let unwatchMetrics = () => {};
  const running: Array<Promise<void>> = [];

  /** Waits for the node and the database, then checks they hold the same chain. */
  async function connect(): Promise<{ chainId: number; head: bigint }> {
    for (let attempt = 0; ; attempt++) {
      try {
        const chainId = await eth_chainId(rpc);
        const head = await eth_blockNumber(rpc);
        await checkChain(chainId);
        return { chainId, head };
      } catch (error) {
        if (controller.signal.aborted || error instanceof ChainMismatchError) throw error;
        const delayMs = backoffDelayMs(attempt);
        // The node's and the database's outage reporters say it once; this is the detail.
        logger.debug({ err: error, rpc_url: options.rpcUrl, delay_ms: delayMs }, 'waiting for the node and the database');
        await sleep(delayMs, controller.signal);
      }
    }
  }

  async function checkChain(chainId: number) {
    const [ stored ] = await options.db.query<{ value: number }>(`SELECT value FROM indexer_state WHERE key = 'chain_id'`);
    if (stored && Number(stored.value) !== chainId) {
      throw new ChainMismatchError(`The node serves chain ${ chainId }, the database holds chain ${ stored.value }`,
        { meta: [ 'Point RPC_URL at the right node or use a fresh database' ] });
    }
    await options.db.query(`INSERT INTO indexer_state (key, value) VALUES ('chain_id', $1::jsonb) ON CONFLICT (key) DO NOTHING`,
      [ JSON.stringify(chainId) ]);
  }

  async function status(): Promise<IndexingStatus> {
    const head = context?.head.number ?? null;
    const tracing = context ? chooseTraceSource(context.capabilities) !== null : true;
    return computeIndexingStatus(options.db, head === null ? null : Number(head), tracing, !rpc.outage.down);
  }

  function startStatusTicker(ctx: IndexerContext) {
    let last = '';
    let dirty = true;
    const markDirty = () => { dirty = true; };
    events.on('block', markDirty);
    events.on('internal_transactions', markDirty);
    // The node's head and reachability change the status too, with no block written.
    let lastNode = '';
    return runWorker({ name: 'status', idleMs: STATUS_INTERVAL_MS, signal: ctx.signal, logger,
      failureLevel: (error) => failureLogLevel(ctx, error), step: async() => {
      const node = `${ ctx.head.number }:${ rpc.outage.down }`;
      if (node !== lastNode) {
        lastNode = node;
        dirty = true;
      }
      if (!dirty) return 0;
      dirty = false;
      try {
        const current = await status();
        const key = JSON.stringify(current);
        if (key !== last) {
          // Kept in the database too, for an API running in another process.
          await options.db.query(`INSERT INTO indexer_state (key, value, updated_at) VALUES ('indexing_status', $1::jsonb, now())
            ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`, [ key ]);
          last = key;
          events.emit('status', current);
        }
      } catch (error) {
        // Computed again on the next tick (the database may be down).
        dirty = true;
        throw error;
      }
      return 0;
    } });
  }

  return {
    events,
    get context() { return context; },
    async start() {
      const { chainId, head } = await connect();
      // `/metrics`: blocks written, the highest of them, the node's head (server/common/metrics.ts).
      let height: number | null = null;
      const countBlock = (block: { number: number }) => {
        indexerBlocks.inc();
        height = Math.max(height ?? block.number, block.number);
      };
      events.on('block', countBlock);
      const unwatch = watchIndexer({ height: () => height, head: () => (context ? Number(context.head.number) : null) });
      unwatchMetrics = () => {
        events.off('block', countBlock);
        unwatch();
      };
      const capabilities = await detectCapabilities(rpc, head, logger);
      const ctx: IndexerContext = {
        db: options.db, rpc, logger, writeLock: createMutex(), capabilities, events,
        head: { number: head }, realtimeFrom: { number: null }, signal: controller.signal,
      };
      context = ctx;
      logger.info({ chain_id: chainId, head: Number(head), trace_source: chooseTraceSource(capabilities) }, 'indexer started');

      const realtime = createRealtime(ctx);
      const idleMs = options.pollIntervalMs ?? 1000;
      running.push(watchHeads(ctx, {
        wsUrl: options.wsUrl, pollIntervalMs: idleMs, onHead: (number) => stages.realtime ? realtime.onHead(number) : (ctx.head.number = number),
      }));
      if (stages.realtime) running.push(realtime.run());
      if (stages.catchup) {
        running.push(runCatchup(ctx, { concurrency: options.concurrency ?? 8, belowRealtime: stages.realtime }));
      }
      const worker = (name: string, step: () => Promise<number>) => runWorker({ name, idleMs, signal: ctx.signal, logger, step,
        failureLevel: (error) => failureLogLevel(ctx, error) });
      if (stages.internalTransactions && chooseTraceSource(capabilities)) {
        const internalTransactions = createInternalTransactionsFetcher(ctx);
        running.push(worker('internal_transactions', () => internalTransactions.step()));
      }
      if (stages.tokenMetadata) running.push(worker('token_metadata', () => fetchPendingTokenMetadata(ctx)));
      if (stages.nftMetadata) {
        const nftMetadata = createNftMetadataFetcher(ctx, options.nftMetadata);
        running.push(worker('nft_metadata', () => nftMetadata.step()));
      }
      if (stages.proxies) {
        const proxies = createProxyDetector(ctx);
        running.push(worker('proxies', () => proxies.step()));
      }
      if (stages.stats) {
        // The stats service's daily tables (server/stats): the days the triggers marked, today's at most every 5 s.
        const stats = createStatsUpdater(options.db);
        running.push(worker('stats', () => stats.refresh({ todayIntervalMs: STATS_TODAY_INTERVAL_MS, countersIntervalMs: STATS_COUNTERS_INTERVAL_MS })));
      }
      if (stages.rollup && options.rollup) {
        // L1 is another node: its own client, and its own outage reporter ("L1 node is down").
        const l1 = createRpcClient({ url: options.rollup.l1RpcUrl, logger, timeoutMs: options.rpcTimeoutMs, maxRetries: options.rpcMaxRetries,
          outage: createOutageReporter({ dependency: 'L1 node', logger, fields: { rpc_url: options.rollup.l1RpcUrl } }) });
        const rollup = createRollupStage({ db: options.db, l1, config: options.rollup, logger });
        running.push(runWorker({ name: 'rollup', idleMs, signal: ctx.signal, logger, step: () => rollup.step(),
          failureLevel: (error) => (error instanceof RpcError && error.unreachable && l1.outage.down ? 'debug' : 'warn') }));
      }
      const mempoolRpc = createMempoolRpcClient(rpc, { timeoutMs: options.rpcTimeoutMs });
      const mempool = stages.pendingTransactions ? await detectMempoolSource(mempoolRpc) : null;
      if (mempool) {
        const pending = createPendingTransactionsFetcher(ctx, mempoolRpc, mempool);
        running.push(worker('pending_transactions', () => pending.step()));
      }
      running.push(startStatusTicker(ctx));
    },
    async stop() {
      unwatchMetrics();
      controller.abort();
      await Promise.allSettled(running);
      logger.info('indexer stopped');
    },
    status,
  };
}
