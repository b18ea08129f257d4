/**
 * Keeps the stats tables (migrations/0011_stats.sql) current: recomputes the days the
 * triggers marked dirty, oldest first, and the window counters every few seconds. Runs
 * as a stage of the indexer (one writer); tests call {@link refreshStats} directly.
 */
import type { Database, Queryable } from '../db';
import {
  countPendingAfter, countRangeCreateFrames, countRows, countTokens, countVerifiedAfter, countVerifiedBetween, readNewestBlockTimes, sumBlocksAfter,
  sumDayBlocks, sumRangeTransactions,
} from '../db/queries/chainStats';
import { countContractsCreatedSince } from '../db/queries/contracts';
import { daySumId, storeCounters } from '../db/queries/statsCounters';
import { clearDirtyDay, deleteDay, listDirtyDays, recountNewAccounts, saveDay, sumDayColumns, updateFirstDays } from '../db/queries/statsDays';

export interface RefreshOptions {
  /** The clock (tests move it). */
  now?: Date;
  /** Days recomputed per call at most. */
  maxDays?: number;
  /**
   * Today's row is recomputed at most this often (every block marks it dirty; a day is
   * recomputed whole). Past days and reorgs go at once. 0: no throttle.
   */
  todayIntervalMs?: number;
  /** Window counters (24 h, 30 min, totals of other tables) at most this often. 0: every call. */
  countersIntervalMs?: number;
}

export interface StatsUpdater {
  /** One round: dirty days, then the counters when due. Resolves to the days recomputed. */
  refresh(options?: RefreshOptions): Promise<number>;
}

const MS_PER_DAY = 86_400_000;
/** Blocks the average block time is taken over. */
const BLOCK_TIME_WINDOW = 100;
/** Addresses counted exactly before the planner's estimate is used (countRows). */
const ADDRESSES_EXACT_LIMIT = 100_000;

export const dayText = (date: Date) => date.toISOString().slice(0, 10);
const dayStart = (day: string) => new Date(`${ day }T00:00:00.000Z`);

/** A stateful updater: it remembers when it last did today's row and the counters. */
export function createStatsUpdater(db: Database): StatsUpdater {
  let todayRefreshedAt = -Infinity;
  let countersRefreshedAt = -Infinity;
  return {
    async refresh(options = {}) {
      const now = options.now ?? new Date();
      const today = dayText(now);
      const dirty = await listDirtyDays(db, options.maxDays ?? 64);
      let done = 0;
      for (const { day, version } of dirty) {
        // A day in the future (a clock ahead of ours) is today's, throttled alike.
        if (day >= today && now.getTime() - todayRefreshedAt < (options.todayIntervalMs ?? 0)) continue;
        await db.transaction((tx) => recomputeDay(tx, day));
        // Still this version: no write came in meanwhile (a writer's bump waits for nothing and is kept).
        await clearDirtyDay(db, day, version);
        if (day >= today) todayRefreshedAt = now.getTime();
        done++;
      }
      if (done > 0 || now.getTime() - countersRefreshedAt >= (options.countersIntervalMs ?? 0)) {
        await refreshWindowCounters(db, now);
        countersRefreshedAt = now.getTime();
      }
      return done;
    },
  };
}

/** One-off: every dirty day and the counters, no throttle (tests, the benchmark). */
export async function refreshStats(db: Database, now = new Date()): Promise<void> {
  const updater = createStatsUpdater(db);
  while (await updater.refresh({ now, maxDays: 256 }) > 0) { /* until no day is dirty */ }
}

/**
 * Recomputes one UTC day from the chain tables: its consensus blocks through
 * `blocks_timestamp`, their transactions and create frames by height range (rows of
 * blocks that lost consensus are deleted by the reorg, so the range holds only
 * consensus rows), the day's verifications, and who sent a first transaction that day.
 */
export async function recomputeDay(tx: Queryable, day: string): Promise<void> {
  const start = dayStart(day);
  const end = new Date(start.getTime() + MS_PER_DAY);
  const blocks = await sumDayBlocks(tx, start, end);
  const range = [ blocks.first, blocks.last ];
  const txs = await sumRangeTransactions(tx, range);
  // Contracts made by factories: successful create frames below the root.
  const frames = await countRangeCreateFrames(tx, range);
  const verified = await countVerifiedBetween(tx, start, end);

  const recount = await updateFirstDays(tx, day, range);

  const empty = Number(blocks.blocks) === 0 && Number(verified) === 0;
  if (empty) {
    await deleteDay(tx, day);
  } else {
    await saveDay(tx, day, { blocks: blocks.blocks, size: blocks.size, rewards: blocks.rewards, gasUsed: blocks.gas_used, gasLimit: blocks.gas_limit,
      transactions: txs.transactions, successful: txs.successful, fees: txs.fees, gasPrice: txs.gas_price, native: txs.native, active: txs.active,
      newContracts: Number(txs.created) + Number(frames), newVerifiedContracts: verified });
  }
  // Days whose first-time senders moved here or away.
  for (const other of recount) {
    if (other === day) continue;
    await recountNewAccounts(tx, other);
  }
}

/**
 * Counters over sliding windows and other tables, stored for the API: the average block
 * time of the last 100 blocks, transactions and fees of the last 24 h (block totals through
 * `blocks_timestamp`), contracts of the last 24 h (that range of transactions), pending
 * transactions, addresses, tokens.
 */
export async function refreshWindowCounters(db: Queryable, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - MS_PER_DAY);
  const blockTime = await readNewestBlockTimes(db, BLOCK_TIME_WINDOW);
  const intervals = Number(blockTime.n) - 1;
  const averageBlockMs = intervals > 0 && blockTime.first && blockTime.last ?
    (blockTime.last.getTime() - blockTime.first.getTime()) / intervals : 0;
  const recent = await sumBlocksAfter(db, dayAgo);
  const newContracts = await countContractsCreatedSince(db, dayAgo);
  const verified = await countVerifiedAfter(db, dayAgo);
  const pending30m = await countPendingAfter(db, new Date(now.getTime() - 30 * 60_000));
  const pending = await countRows(db, 'pendingTransactions');
  const addresses = await countRows(db, 'addresses', ADDRESSES_EXACT_LIMIT);
  const tokens = await countTokens(db);

  const values: Record<string, string> = {
    ...await readDaySums(db, dayText(now)),
    averageBlockMs: String(averageBlockMs),
    transactions24h: recent.transactions,
    fees24h: recent.fees,
    newContracts24h: String(newContracts),
    newVerifiedContracts24h: verified,
    pendingTxns30m: pending30m,
    pendingTransactions: String(pending),
    totalAddresses: String(addresses),
    totalTokens: tokens,
  };
  await storeCounters(db, values);
}

/** All days' sums and today's and yesterday's rows, stored beside the window counters so requests sum nothing. */
async function readDaySums(db: Queryable, today: string): Promise<Record<string, string>> {
  const yesterday = dayText(new Date(Date.parse(`${ today }T00:00:00Z`) - MS_PER_DAY));
  return sumDayColumns(db, today, yesterday, daySumId);
}
