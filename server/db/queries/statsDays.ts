/**
 * The stats tables of days (migrations/0011_stats.sql): `stats_days` (a row of sums per UTC
 * day), `stats_dirty_days` (days the triggers marked for recomputing) and `stats_accounts`
 * (each sender's first day). The API reads a few hundred rows at most per request; the
 * updater (server/stats/updater.ts) is their one writer.
 */
import type { Queryable } from '..';

/** Columns of `stats_days` a chart is computed from. */
export type DayColumn = 'blocks' | 'block_size_sum' | 'block_rewards_sum' | 'gas_used_sum' | 'gas_limit_sum' | 'transactions' |
  'successful_transactions' | 'fees_sum' | 'gas_price_sum' | 'native_transfers' | 'active_accounts' | 'new_accounts' |
  'new_contracts' | 'new_verified_contracts';

export const DAY_COLUMNS: ReadonlyArray<DayColumn> = [ 'blocks', 'block_size_sum', 'block_rewards_sum', 'gas_used_sum',
  'gas_limit_sum', 'transactions', 'successful_transactions', 'fees_sum', 'gas_price_sum', 'native_transfers', 'active_accounts',
  'new_accounts', 'new_contracts', 'new_verified_contracts' ];

/** One `stats_days` row: the day and the sums a chart needs. */
export interface DayRow {
  day: string;
  values: Partial<Record<DayColumn, bigint>>;
}

const toBigInts = (row: Record<string, unknown>, columns: ReadonlyArray<DayColumn>) =>
  Object.fromEntries(columns.map((column) => [ column, BigInt(String(row[column] ?? 0)) ])) as Partial<Record<DayColumn, bigint>>;

/** First and last day with a row, or null before any block. */
export async function readDayBounds(db: Queryable): Promise<{ first: string; last: string } | null> {
  const [ row ] = await db.query<{ first: string | null; last: string | null }>(`SELECT to_char(min(day), 'YYYY-MM-DD') AS first,
    to_char(max(day), 'YYYY-MM-DD') AS last FROM stats_days`);
  return row.first && row.last ? { first: row.first, last: row.last } : null;
}

/** Rows from `from` to `to` (inclusive) with the given columns, oldest first. */
export async function readDays(db: Queryable, columns: ReadonlyArray<DayColumn>, from: string, to: string): Promise<DayRow[]> {
  const rows = await db.query<Record<string, unknown>>(`SELECT to_char(day, 'YYYY-MM-DD') AS day, ${ columns.join(', ') }
    FROM stats_days WHERE day BETWEEN $1::date AND $2::date ORDER BY day`, [ from, to ]);
  return rows.map((row) => ({ day: String(row.day), values: toBigInts(row, columns) }));
}

/** Sum of one column over the days before `day`. */
export async function sumBefore(db: Queryable, column: DayColumn, day: string): Promise<bigint> {
  const [ row ] = await db.query<{ total: string }>(`SELECT COALESCE(sum(${ column }), 0) AS total FROM stats_days WHERE day < $1::date`, [ day ]);
  return BigInt(row.total);
}

/**
 * Every column summed over all days, over `today` and over `yesterday`, each named by
 * `id(period, column)`: stored beside the window counters so requests sum nothing.
 */
export async function sumDayColumns(db: Queryable, today: string, yesterday: string,
  id: (period: 'total' | 'today' | 'yesterday', column: DayColumn) => string): Promise<Record<string, string>> {
  const columns = DAY_COLUMNS.flatMap((column) => [
    `COALESCE(sum(${ column }), 0) AS "${ id('total', column) }"`,
    `COALESCE(sum(${ column }) FILTER (WHERE day = $1::date), 0) AS "${ id('today', column) }"`,
    `COALESCE(sum(${ column }) FILTER (WHERE day = $2::date), 0) AS "${ id('yesterday', column) }"`,
  ]);
  const [ row ] = await db.query<Record<string, unknown>>(`SELECT ${ columns.join(', ') } FROM stats_days`, [ today, yesterday ]);
  return Object.fromEntries(Object.entries(row).map(([ key, value ]) => [ key, String(value) ]));
}

/** The oldest dirty days (at most `limit`) with the version each was marked at. */
export async function listDirtyDays(db: Queryable, limit: number): Promise<Array<{ day: string; version: string }>> {
  return db.query<{ day: string; version: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, version FROM stats_dirty_days ORDER BY day LIMIT $1`, [ limit ]);
}

/** Clears a recomputed day, unless a write marked it again since (a newer version is kept). */
export async function clearDirtyDay(db: Queryable, day: string, version: string): Promise<void> {
  await db.query('DELETE FROM stats_dirty_days WHERE day = $1::date AND version = $2', [ day, version ]);
}

export async function deleteDay(db: Queryable, day: string): Promise<void> {
  await db.query('DELETE FROM stats_days WHERE day = $1::date', [ day ]);
}

/** A day's sums, `new_accounts` counted from `stats_accounts`. */
export interface DaySums {
  blocks: string;
  size: string;
  rewards: string;
  gasUsed: string;
  gasLimit: string;
  transactions: string;
  successful: string;
  fees: string;
  gasPrice: string;
  native: string;
  active: string;
  newContracts: number;
  newVerifiedContracts: string;
}

/** Writes (or replaces) a day's row. */
export async function saveDay(db: Queryable, day: string, sums: DaySums): Promise<void> {
  await db.query(`INSERT INTO stats_days (day, blocks, block_size_sum, block_rewards_sum, gas_used_sum, gas_limit_sum, transactions,
      successful_transactions, fees_sum, gas_price_sum, native_transfers, active_accounts, new_accounts, new_contracts,
      new_verified_contracts, updated_at)
    VALUES ($1::date, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, (SELECT count(*) FROM stats_accounts WHERE first_day = $1::date), $13, $14, now())
    ON CONFLICT (day) DO UPDATE SET blocks = EXCLUDED.blocks, block_size_sum = EXCLUDED.block_size_sum,
      block_rewards_sum = EXCLUDED.block_rewards_sum, gas_used_sum = EXCLUDED.gas_used_sum, gas_limit_sum = EXCLUDED.gas_limit_sum,
      transactions = EXCLUDED.transactions, successful_transactions = EXCLUDED.successful_transactions, fees_sum = EXCLUDED.fees_sum,
      gas_price_sum = EXCLUDED.gas_price_sum, native_transfers = EXCLUDED.native_transfers, active_accounts = EXCLUDED.active_accounts,
      new_accounts = EXCLUDED.new_accounts, new_contracts = EXCLUDED.new_contracts,
      new_verified_contracts = EXCLUDED.new_verified_contracts, updated_at = now()`,
  [ day, sums.blocks, sums.size, sums.rewards, sums.gasUsed, sums.gasLimit, sums.transactions, sums.successful, sums.fees,
    sums.gasPrice, sums.native, sums.active, sums.newContracts, sums.newVerifiedContracts ]);
}

/** Recounts a day's `new_accounts` from `stats_accounts` (its first-time senders moved). */
export async function recountNewAccounts(db: Queryable, day: string): Promise<void> {
  await db.query(`UPDATE stats_days SET new_accounts = (SELECT count(*) FROM stats_accounts WHERE first_day = $1::date), updated_at = now()
    WHERE day = $1::date`, [ day ]);
}

/**
 * Brings `stats_accounts` in line with the senders of `day` (heights `range`): a sender seen
 * earlier than its stored first day moves here (history indexed behind the head), and an
 * address whose first day was this one but sent nothing here any more (a reorg) gets its
 * real first day from its own transactions (`transactions_from`). Returns the other days
 * that changed.
 */
export async function updateFirstDays(tx: Queryable, day: string, range: Array<string | null>): Promise<Set<string>> {
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
