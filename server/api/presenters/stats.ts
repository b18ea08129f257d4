/**
 * The stats endpoints' data, each part cached in memory for a few seconds: requests read
 * the cache, and a stale part is refreshed in the background while the old value is
 * served (only the first request waits), except the cheap part above the baseline, which
 * a request waits for once it is a second old. No query runs per request.
 *
 * The totals (blocks, transactions, addresses, gas, today's figures) are a full count
 * taken now and then at a known head (the baseline) plus what the blocks above that head
 * add, read every second through the height index: they follow the chain block by block,
 * and the chart's today and the totals always come from the same blocks.
 */
import type { FastifyBaseLogger } from 'fastify';

import type { Queryable } from '../../db';
import type { GasPrices, HomeStats, MarketChartResponse, TransactionsChartResponse } from '../../../types/api/stats';
import type { TransactionsStats } from '../../../types/api/transaction';
import { readChainHead } from '../../db/queries/chain';
import {
  countAddressesSince, countRows, countTransactionsByDay, EXACT_COUNT_LIMIT, findFirstBlockTime, listFeePercentiles, readRecentGas,
  sumAllGasUsed, sumAllTransactions, sumBlocksAbove, sumBlocksSince, type BlockTotals,
} from '../../db/queries/chainStats';
import {
  composeGasPrices, GAS_PRICE_FRACTIONS, nextBaseFee, serializeHomeStats, startOfUtcDay, transactionsChart, utcDay,
} from '../serializers/stats';

/** How long each part is served before it is recomputed. */
const BASELINE_TTL_MS = 60_000;
/** About half a block: each new block shows in the totals within a second. */
const ABOVE_BASELINE_TTL_MS = 1_000;
const RECENT_TTL_MS = 5_000;
const GAS_ORACLE_TTL_MS = 30_000;
/** Past days change only while old blocks are still being indexed. */
const PAST_DAYS_TTL_MS = 600_000;
const LAST_DAY_TTL_MS = 10_000;
/** Blocks the oracle takes fees from (Blockscout: the last 200 blocks with transactions). */
const GAS_ORACLE_BLOCKS = 200;
/** Blocks the network utilization is measured over (Blockscout: one page of blocks). */
const UTILIZATION_BLOCKS = 50;
const CHART_DAYS = 30;
const MS_PER_DAY = 86_400_000;

/** A value loaded on first use and then reloaded, in the background, once older than its TTL. */
export interface CachedValue<T> {
  get(): Promise<T>;
  /** Loads anew (or joins the load running) and resolves to the new value. */
  refresh(): Promise<T>;
  /** When the served value was loaded (ms since the epoch), null before the first load. */
  loadedAt(): number | null;
  /** Resolves once no load is running. */
  settle(): Promise<void>;
}

/** How a value older than its TTL is served. */
export interface CachedValueOptions {
  /**
   * Wait for the reload instead of serving the old value meanwhile: for cheap loads whose
   * TTL is the promise (a block shows in the totals within a second), not a hint.
   */
  waitWhenStale?: boolean;
  now?: () => number;
}

/**
 * Caches `load()` for `ttlMs`. At most one load runs at a time; a failed background
 * reload keeps the old value (and is reported to `onError`), a failed first load fails
 * the request that waited for it.
 */
export function cachedValue<T>(load: () => Promise<T>, ttlMs: number, onError: (error: unknown) => void,
  { waitWhenStale = false, now = Date.now }: CachedValueOptions = {}): CachedValue<T> {
  let current: { value: T; at: number } | undefined;
  let running: Promise<T> | undefined;
  const reload = () => {
    running ??= load()
      .then((value) => {
        current = { value, at: now() };
        return value;
      })
      .finally(() => { running = undefined; });
    return running;
  };
  return {
    async get() {
      if (!current) return reload();
      if (now() - current.at > ttlMs) {
        const reloading = reload();
        if (waitWhenStale) return reloading.catch((error) => (onError(error), current?.value ?? Promise.reject(error)));
        reloading.catch(onError);
      }
      return current.value;
    },
    refresh: reload,
    loadedAt: () => current?.at ?? null,
    async settle() {
      await running?.catch(() => undefined);
    },
  };
}

async function loadGasOracle(db: Queryable): Promise<GasPrices> {
  const head = await readChainHead(db);
  if (head.number === null) return { slow: null, average: null, fast: null };
  const blocks = await listFeePercentiles(db, Math.max(0, head.number - GAS_ORACLE_BLOCKS + 1), GAS_PRICE_FRACTIONS);
  const { head: newest } = await readRecentGas(db, 1);
  return composeGasPrices(blocks, newest ? nextBaseFee(newest) : null, head.averageBlockTimeMs);
}

/** A value computed for one UTC day (`day`: its midnight, ms since the epoch). */
interface DayValue {
  day: number;
}

/** The cached value if it is today's; after midnight the first caller waits for today's. */
async function ofToday<T extends DayValue>(value: CachedValue<T>): Promise<T> {
  const cached = await value.get();
  return cached.day === startOfUtcDay(new Date()).getTime() ? cached : value.refresh();
}

/** The data behind `/api/v2/stats` and its charts, cached per app. */
export function createStatsPresenter(db: Queryable, log: FastifyBaseLogger) {
  const onError = (error: unknown) => log.warn({ err: error }, 'stats refresh failed');
  // The full count, at a head read first, so that the blocks above it are counted once.
  const baseline = cachedValue(async() => {
    const at = new Date();
    const { number: head } = await readChainHead(db);
    const midnight = startOfUtcDay(at);
    return {
      head, at, day: midnight.getTime(),
      blocks: head === null ? 0 : await countRows(db, 'consensusBlocksUpTo', EXACT_COUNT_LIMIT, [ head ]),
      transactions: await sumAllTransactions(db, head),
      gasUsed: await sumAllGasUsed(db, head),
      addresses: await countRows(db, 'addresses'),
      today: await sumBlocksSince(db, midnight, head),
      firstBlock: await findFirstBlockTime(db),
    };
  }, BASELINE_TTL_MS, onError);
  const aboveBaseline = cachedValue(async() => {
    const base = await ofToday(baseline);
    const [ blocks, addresses ] = await Promise.all([ sumBlocksAbove(db, base.head, new Date(base.day)), countAddressesSince(db, base.at) ]);
    return { base, blocks, addresses };
  }, ABOVE_BASELINE_TTL_MS, onError, { waitWhenStale: true });
  /** The totals now: baseline plus the blocks (and addresses) since. */
  const totals = async() => {
    const { base, blocks, addresses } = await aboveBaseline.get();
    const current = base.day === startOfUtcDay(new Date()).getTime() ? { base, blocks, addresses } : await aboveBaseline.refresh();
    const today: BlockTotals = {
      transactions: current.base.today.transactions + current.blocks.since.transactions,
      gasUsed: (BigInt(current.base.today.gasUsed) + BigInt(current.blocks.since.gasUsed)).toString(),
      fees: (BigInt(current.base.today.fees) + BigInt(current.blocks.since.fees)).toString(),
    };
    return {
      day: current.base.day,
      firstBlock: current.base.firstBlock,
      counts: { blocks: current.base.blocks + current.blocks.blocks, transactions: current.base.transactions + current.blocks.transactions,
        addresses: current.base.addresses + current.addresses },
      gasUsed: (BigInt(current.base.gasUsed) + BigInt(current.blocks.gasUsed)).toString(),
      today,
    };
  };
  // The chart's days before today: they hardly change, so they are recounted rarely.
  const pastDays = cachedValue(async() => {
    const midnight = startOfUtcDay(new Date());
    const since = new Date(midnight.getTime() - (CHART_DAYS - 1) * MS_PER_DAY);
    return { day: midnight.getTime(), counts: await countTransactionsByDay(db, since, midnight) };
  }, PAST_DAYS_TTL_MS, onError);
  const recent = cachedValue(async() => ({ head: await readChainHead(db), gas: await readRecentGas(db, UTILIZATION_BLOCKS) }),
    RECENT_TTL_MS, onError);
  const gasOracle = cachedValue(() => loadGasOracle(db), GAS_ORACLE_TTL_MS, onError);

  /** Milliseconds until the oracle's tiers are recomputed (Blockscout sends the TTL once due). */
  const gasPricesUpdateIn = () => {
    const left = (gasOracle.loadedAt() ?? 0) + GAS_ORACLE_TTL_MS - Date.now();
    return left > 0 ? left : GAS_ORACLE_TTL_MS;
  };

  return {
    async homeStats(): Promise<HomeStats> {
      const [ now, latest, prices ] = await Promise.all([ totals(), recent.get(), gasOracle.get() ]);
      const updatedAt = gasOracle.loadedAt();
      return serializeHomeStats({
        counts: now.counts, totalGasUsed: now.gasUsed, today: now.today, averageBlockTimeMs: latest.head.averageBlockTimeMs,
        recentGas: latest.gas, gasPrices: prices, gasPricesUpdateInMs: gasPricesUpdateIn(),
        gasPricesUpdatedAt: updatedAt === null ? null : new Date(updatedAt),
      });
    },
    async transactionsChart(): Promise<TransactionsChartResponse> {
      const [ past, current ] = await Promise.all([ ofToday(pastDays), totals() ]);
      const counts = new Map(past.counts).set(utcDay(new Date(current.day)), current.today.transactions);
      return { chart_data: transactionsChart(counts, new Date(current.day), CHART_DAYS, current.firstBlock) };
    },
    /** No price source offline: no points, and no supply to value. */
    marketChart: async(): Promise<MarketChartResponse> => ({ chart_data: [], available_supply: '0' }),
    async settle() {
      await Promise.all([ baseline, aboveBaseline, pastDays, recent, gasOracle ].map((value) => value.settle()));
    },
  };
}

/** The data behind `/api/v2/transactions/stats`, cached per app. */
export function createTransactionStatsPresenter(db: Queryable, log: FastifyBaseLogger) {
  const onError = (error: unknown) => log.warn({ err: error }, 'transaction stats refresh failed');
  const stats = cachedValue(async(): Promise<TransactionsStats> => {
    const lastDay = await sumBlocksSince(db, new Date(Date.now() - MS_PER_DAY));
    const pending = await countRows(db, 'pendingTransactions');
    const average = lastDay.transactions > 0 ? BigInt(lastDay.fees) / BigInt(lastDay.transactions) : 0n;
    return {
      transactions_count_24h: String(lastDay.transactions),
      pending_transactions_count: String(pending),
      transaction_fees_sum_24h: lastDay.fees,
      transaction_fees_avg_24h: average.toString(),
    };
  }, LAST_DAY_TTL_MS, onError);
  return { get: () => stats.get(), settle: () => stats.settle() };
}
