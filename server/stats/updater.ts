/**
 * Keeps the stats tables (migrations/0011_stats.sql) current: recomputes the days the
 * triggers marked dirty, oldest first, and the window counters every few seconds. Runs
 * as a stage of the indexer (one writer); tests call {@link refreshStats} directly.
 */
import type { Database, Queryable } from '../db';
import { countContractsCreatedSince } from '../db/queries/contracts';
import { countRows } from '../db/queries/stats';
import { DAY_COLUMNS } from './catalog';
import { daySumId } from './repository';

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
      const dirty = await db.query<{ day: string; version: string }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, version FROM stats_dirty_days ORDER BY day LIMIT $1`, [ options.maxDays ?? 64 ]);
      let done = 0;
      for (const { day, version } of dirty) {
        // A day in the future (a clock ahead of ours) is today's, throttled alike.
        if (day >= today && now.getTime() - todayRefreshedAt < (options.todayIntervalMs ?? 0)) continue;
        await db.transaction((tx) => recomputeDay(tx, day));
        // Still this version: no write came in meanwhile (a writer's bump waits for nothing and is kept).
        await db.query('DELETE FROM stats_dirty_days WHERE day = $1::date AND version = $2', [ day, version ]);
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
  const [ blocks ] = await tx.query<{ blocks: string; first: string | null; last: string | null; size: string; rewards: string;
    gas_used: string; gas_limit: string; }>(`SELECT count(*) AS blocks, min(number) AS first, max(number) AS last,
      COALESCE(sum(size), 0) AS size, COALESCE(sum(CASE WHEN base_fee_per_gas IS NULL THEN transaction_fees ELSE priority_fees END), 0) AS rewards,
      COALESCE(sum(gas_used), 0) AS gas_used, COALESCE(sum(gas_limit), 0) AS gas_limit
    FROM blocks WHERE consensus AND timestamp >= $1 AND timestamp < $2`, [ start, end ]);
  const range = [ blocks.first, blocks.last ];
  const inRange = 'block_number BETWEEN $1 AND $2 AND block_hash IS NOT NULL';
  const [ txs ] = await tx.query<{ transactions: string; successful: string; fees: string; gas_price: string; native: string;
    active: string; created: string; }>(`SELECT count(*) AS transactions, count(*) FILTER (WHERE status = 1) AS successful,
      COALESCE(sum(gas_used * gas_price), 0) AS fees, COALESCE(sum(gas_price), 0) AS gas_price,
      count(*) FILTER (WHERE value > 0) AS native, count(DISTINCT from_address_hash) AS active,
      count(*) FILTER (WHERE created_contract_address_hash IS NOT NULL AND status = 1) AS created
    FROM transactions WHERE ${ inRange }`, range);
  // Contracts made by factories: successful create frames below the root.
  const [ frames ] = await tx.query<{ created: string }>(`SELECT count(*) AS created FROM internal_transactions i
    WHERE block_number BETWEEN $1 AND $2 AND index > 0 AND type IN ('create', 'create2') AND error IS NULL
      AND created_contract_address_hash IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.hash = i.transaction_hash AND t.status = 0)`, range);
  const [ verified ] = await tx.query<{ n: string }>(
    'SELECT count(*) AS n FROM smart_contracts WHERE verified_at >= $1 AND verified_at < $2', [ start, end ]);

  const recount = await updateFirstDays(tx, day, range);

  const empty = Number(blocks.blocks) === 0 && Number(verified.n) === 0;
  if (empty) {
    await tx.query('DELETE FROM stats_days WHERE day = $1::date', [ day ]);
  } else {
    await tx.query(`INSERT INTO stats_days (day, blocks, block_size_sum, block_rewards_sum, gas_used_sum, gas_limit_sum, transactions,
        successful_transactions, fees_sum, gas_price_sum, native_transfers, active_accounts, new_accounts, new_contracts,
        new_verified_contracts, updated_at)
      VALUES ($1::date, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, (SELECT count(*) FROM stats_accounts WHERE first_day = $1::date), $13, $14, now())
      ON CONFLICT (day) DO UPDATE SET blocks = EXCLUDED.blocks, block_size_sum = EXCLUDED.block_size_sum,
        block_rewards_sum = EXCLUDED.block_rewards_sum, gas_used_sum = EXCLUDED.gas_used_sum, gas_limit_sum = EXCLUDED.gas_limit_sum,
        transactions = EXCLUDED.transactions, successful_transactions = EXCLUDED.successful_transactions, fees_sum = EXCLUDED.fees_sum,
        gas_price_sum = EXCLUDED.gas_price_sum, native_transfers = EXCLUDED.native_transfers, active_accounts = EXCLUDED.active_accounts,
        new_accounts = EXCLUDED.new_accounts, new_contracts = EXCLUDED.new_contracts,
        new_verified_contracts = EXCLUDED.new_verified_contracts, updated_at = now()`,
    [ day, blocks.blocks, blocks.size, blocks.rewards, blocks.gas_used, blocks.gas_limit, txs.transactions, txs.successful, txs.fees,
      txs.gas_price, txs.native, txs.active, Number(txs.created) + Number(frames.created), verified.n ]);
  }
  // Days whose first-time senders moved here or away.
  for (const other of recount) {
    if (other === day) continue;
    await tx.query(`UPDATE stats_days SET new_accounts = (SELECT count(*) FROM stats_accounts WHERE first_day = $1::date), updated_at = now()
      WHERE day = $1::date`, [ other ]);
  }
}

/**
 * Brings `stats_accounts` in line with the day's senders: a sender seen earlier than its
 * stored first day moves here (history indexed behind the head), and an address whose
 * first day was this one but sent nothing here any more (a reorg) gets its real first day
 * from its own transactions (`transactions_from`). Returns the other days that changed.
 */
async function updateFirstDays(tx: Queryable, day: string, range: Array<string | null>): Promise<Set<string>> {
  const senders = 'SELECT DISTINCT from_address_hash FROM transactions WHERE block_number BETWEEN $2 AND $3 AND block_hash IS NOT NULL';
  const recount = new Set<string>();
  const later = await tx.query<{ day: string }>(`SELECT DISTINCT to_char(first_day, 'YYYY-MM-DD') AS day FROM stats_accounts
    WHERE first_day > $1::date AND address_hash IN (${ senders })`, [ day, ...range ]);
  later.forEach((row) => recount.add(row.day));
  await tx.query(`INSERT INTO stats_accounts (address_hash, first_day) SELECT from_address_hash, $1::date FROM (${ senders }) s
    ON CONFLICT (address_hash) DO UPDATE SET first_day = EXCLUDED.first_day WHERE stats_accounts.first_day > EXCLUDED.first_day`,
  [ day, ...range ]);
  const gone = await tx.query<{ address_hash: string }>(`DELETE FROM stats_accounts a WHERE first_day = $1::date
    AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.from_address_hash = a.address_hash AND t.block_number BETWEEN $2 AND $3
      AND t.block_hash IS NOT NULL)
    RETURNING address_hash`, [ day, ...range ]);
  if (gone.length > 0) {
    const moved = await tx.query<{ day: string }>(`INSERT INTO stats_accounts (address_hash, first_day)
      SELECT g.hash, (f.timestamp AT TIME ZONE 'UTC')::date FROM json_array_elements_text($1::json) AS g(hash)
      CROSS JOIN LATERAL (SELECT b.timestamp FROM transactions t JOIN blocks b ON b.hash = t.block_hash
        WHERE t.from_address_hash = g.hash AND t.block_hash IS NOT NULL AND b.consensus
        ORDER BY t.block_number, t.index LIMIT 1) f
      RETURNING to_char(first_day, 'YYYY-MM-DD') AS day`, [ JSON.stringify(gone.map((row) => row.address_hash)) ]);
    moved.forEach((row) => recount.add(row.day));
  }
  return recount;
}

/**
 * Counters over sliding windows and other tables, stored for the API: the average block
 * time of the last 100 blocks, transactions and fees of the last 24 h (block totals through
 * `blocks_timestamp`), contracts of the last 24 h (that range of transactions), pending
 * transactions, addresses, tokens.
 */
export async function refreshWindowCounters(db: Queryable, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - MS_PER_DAY);
  const [ blockTime ] = await db.query<{ first: Date | null; last: Date | null; n: string }>(`SELECT min(timestamp) AS first,
      max(timestamp) AS last, count(*) AS n FROM (SELECT timestamp FROM blocks WHERE consensus ORDER BY number DESC LIMIT $1) b`,
  [ BLOCK_TIME_WINDOW ]);
  const intervals = Number(blockTime.n) - 1;
  const averageBlockMs = intervals > 0 && blockTime.first && blockTime.last ?
    (blockTime.last.getTime() - blockTime.first.getTime()) / intervals : 0;
  const [ recent ] = await db.query<{ transactions: string; fees: string; first: string | null; last: string | null }>(`SELECT
      COALESCE(sum(transactions_count), 0) AS transactions, COALESCE(sum(transaction_fees), 0) AS fees,
      min(number) AS first, max(number) AS last
    FROM blocks WHERE consensus AND timestamp > $1`, [ dayAgo ]);
  const newContracts = await countContractsCreatedSince(db, dayAgo);
  const [ verified ] = await db.query<{ n: string }>('SELECT count(*) AS n FROM smart_contracts WHERE verified_at > $1', [ dayAgo ]);
  const [ pending30m ] = await db.query<{ n: string }>(`SELECT count(*) AS n FROM transactions
    WHERE block_hash IS NULL AND inserted_at > $1`, [ new Date(now.getTime() - 30 * 60_000) ]);
  const pending = await countRows(db, 'pendingTransactions');
  const addresses = await countRows(db, 'addresses', ADDRESSES_EXACT_LIMIT);
  const [ tokens ] = await db.query<{ n: string }>('SELECT count(*) AS n FROM tokens');

  const values: Record<string, string> = {
    ...await readDaySums(db, dayText(now)),
    averageBlockMs: String(averageBlockMs),
    transactions24h: recent.transactions,
    fees24h: recent.fees,
    newContracts24h: String(newContracts),
    newVerifiedContracts24h: verified.n,
    pendingTxns30m: pending30m.n,
    pendingTransactions: String(pending),
    totalAddresses: String(addresses),
    totalTokens: tokens.n,
  };
  await db.query(`INSERT INTO stats_counters (id, value, updated_at) SELECT key, value, now() FROM json_each_text($1::json)
    ON CONFLICT (id) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`, [ JSON.stringify(values) ]);
}

/** All days' sums and today's and yesterday's rows, stored beside the window counters so requests sum nothing. */
async function readDaySums(db: Queryable, today: string): Promise<Record<string, string>> {
  const yesterday = dayText(new Date(Date.parse(`${ today }T00:00:00Z`) - MS_PER_DAY));
  const columns = DAY_COLUMNS.flatMap((column) => [
    `COALESCE(sum(${ column }), 0) AS "${ daySumId('total', column) }"`,
    `COALESCE(sum(${ column }) FILTER (WHERE day = $1::date), 0) AS "${ daySumId('today', column) }"`,
    `COALESCE(sum(${ column }) FILTER (WHERE day = $2::date), 0) AS "${ daySumId('yesterday', column) }"`,
  ]);
  const [ row ] = await db.query<Record<string, unknown>>(`SELECT ${ columns.join(', ') } FROM stats_days`, [ today, yesterday ]);
  return Object.fromEntries(Object.entries(row).map(([ id, value ]) => [ id, String(value) ]));
}
