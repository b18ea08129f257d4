/**
 * Stats over the chain tables (the stats tables are statsDays.ts' and statsCounters.ts'). None counts a big table in full: counts stop at a cap and are then
 * estimated by the planner; sums run over blocks picked by `blocks_timestamp` or by
 * height through `blocks_consensus_number` and `transactions_block_order`.
 */
import type { Queryable } from '..';

/** Rows counted exactly before a count turns into an estimate (counting 10,000 rows takes a few ms). */
export const EXACT_COUNT_LIMIT = 10_000;

/** The row sets the stats count: a table and the condition its rows meet. */
const COUNTED = {
  consensusBlocks: { table: 'blocks', condition: 'consensus' },
  /** $2: the highest height counted. */
  consensusBlocksUpTo: { table: 'blocks', condition: 'consensus AND number <= $2' },
  minedTransactions: { table: 'transactions', condition: 'block_hash IS NOT NULL' },
  pendingTransactions: { table: 'transactions', condition: 'block_hash IS NULL' },
  addresses: { table: 'addresses', condition: 'true' },
} as const;

/** What {@link countRows} can count. */
export type CountedSet = keyof typeof COUNTED;

/**
 * The number of rows in `set`: exact up to `limit`, beyond it the planner's estimate
 * (statistics when the table was analysed, its size otherwise), never below the limit.
 */
export async function countRows(db: Queryable, set: CountedSet, limit = EXACT_COUNT_LIMIT, params: unknown[] = []): Promise<number> {
  const { table, condition } = COUNTED[set];
  const [ exact ] = await db.query<{ n: number }>(`SELECT count(*) AS n FROM (SELECT 1 FROM ${ table } WHERE ${ condition } LIMIT $1) t`,
    [ limit + 1, ...params ]);
  if (Number(exact.n) <= limit) return Number(exact.n);
  // EXPLAIN takes no parameters: the condition's are written in (they are numbers).
  const literal = condition.replace(/\$(\d+)/g, (_, index: string) => String(Number(params[Number(index) - 2])));
  const [ plan ] = await db.query<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${ table } WHERE ${ literal }`);
  return Math.max(limit + 1, Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows']));
}

/** What the blocks above a height add to the totals, split at `since` for today's. */
export interface BlocksAbove {
  blocks: number;
  transactions: number;
  gasUsed: string;
  /** Of the blocks with a timestamp at or after `since`. */
  since: BlockTotals;
}

/**
 * Totals of the consensus blocks above `height` (all of them when null): the few blocks
 * since the stats' last full count, read through `blocks_consensus_number` per request.
 */
export async function sumBlocksAbove(db: Queryable, height: number | null, since: Date): Promise<BlocksAbove> {
  const [ row ] = await db.query<{ blocks: number; transactions: string; gas_used: string; since_transactions: string;
    since_gas_used: string; since_fees: string; }>(`SELECT count(*) AS blocks,
      COALESCE(sum(transactions_count), 0) AS transactions, COALESCE(sum(gas_used), 0) AS gas_used,
      COALESCE(sum(transactions_count) FILTER (WHERE timestamp >= $2), 0) AS since_transactions,
      COALESCE(sum(gas_used) FILTER (WHERE timestamp >= $2), 0) AS since_gas_used,
      COALESCE(sum(transaction_fees) FILTER (WHERE timestamp >= $2), 0) AS since_fees
    FROM blocks WHERE consensus AND number > $1`, [ height ?? -1, since ]);
  return {
    blocks: Number(row.blocks), transactions: Number(row.transactions), gasUsed: row.gas_used,
    since: { transactions: Number(row.since_transactions), gasUsed: row.since_gas_used, fees: row.since_fees },
  };
}

/** Totals of the consensus blocks from `since` on. */
export interface BlockTotals {
  transactions: number;
  gasUsed: string;
  fees: string;
}

/** Transactions, gas and fees of the consensus blocks with a timestamp at or after `since`. */
export async function sumBlocksSince(db: Queryable, since: Date, upTo: number | null = null): Promise<BlockTotals> {
  const [ row ] = await db.query<{ transactions: string; gas_used: string; fees: string }>(`SELECT
      COALESCE(sum(transactions_count), 0) AS transactions, COALESCE(sum(gas_used), 0) AS gas_used,
      COALESCE(sum(transaction_fees), 0) AS fees
    FROM blocks WHERE consensus AND timestamp >= $1 AND ($2::bigint IS NULL OR number <= $2)`, [ since, upTo ]);
  return { transactions: Number(row.transactions), gasUsed: row.gas_used, fees: row.fees };
}

/**
 * Transactions of every consensus block, exact: a pass over `blocks` (a tenth of the size of
 * `transactions`), where the planner's estimate of mined transactions can be far off.
 */
export async function sumAllTransactions(db: Queryable, upTo: number | null = null): Promise<number> {
  const [ row ] = await db.query<{ total: string }>(`SELECT COALESCE(sum(transactions_count), 0) AS total FROM blocks
    WHERE consensus AND ($1::bigint IS NULL OR number <= $1)`, [ upTo ]);
  return Number(row.total);
}

/** Gas used by every consensus block up to `upTo`: one pass over them all, so callers cache it. */
export async function sumAllGasUsed(db: Queryable, upTo: number | null = null): Promise<string> {
  const [ row ] = await db.query<{ total: string }>(`SELECT COALESCE(sum(gas_used), 0) AS total FROM blocks
    WHERE consensus AND ($1::bigint IS NULL OR number <= $1)`, [ upTo ]);
  return row.total;
}

/** Addresses first seen after `since` (the stats' last full count); `addresses_inserted_at` keeps it short. */
export async function countAddressesSince(db: Queryable, since: Date): Promise<number> {
  const [ row ] = await db.query<{ n: number }>('SELECT count(*) AS n FROM addresses WHERE inserted_at > $1', [ since ]);
  return Number(row.n);
}

/**
 * Transactions per UTC day (`YYYY-MM-DD`) of the consensus blocks from `since` up to
 * (not including) `until`. One pass over a day's blocks each: callers cache past days.
 */
export async function countTransactionsByDay(db: Queryable, since: Date, until: Date): Promise<Map<string, number>> {
  // Grouping by the date (not its text) keeps the per-row work small; it is formatted once per day.
  const rows = await db.query<{ day: string; count: string }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day, count FROM (
      SELECT (timestamp AT TIME ZONE 'UTC')::date AS day, sum(transactions_count) AS count
      FROM blocks WHERE consensus AND timestamp >= $1 AND timestamp < $2 GROUP BY 1) d`, [ since, until ]);
  return new Map(rows.map((row) => [ row.day, Number(row.count) ]));
}

/** Timestamp of the oldest consensus block, or null without blocks. */
export async function findFirstBlockTime(db: Queryable): Promise<Date | null> {
  const [ row ] = await db.query<{ timestamp: Date }>('SELECT timestamp FROM blocks WHERE consensus ORDER BY timestamp LIMIT 1');
  return row?.timestamp ?? null;
}

/** The newest consensus block's gas and base fee: the next block's base fee follows from them. */
export interface HeadGas {
  number: number;
  gasUsed: string;
  gasLimit: string;
  baseFeePerGas: string | null;
}

/** Gas used and limit summed over the newest `count` consensus blocks, and the newest block itself. */
export async function readRecentGas(db: Queryable, count: number): Promise<{ gasUsed: string; gasLimit: string; head: HeadGas | null }> {
  const rows = await db.query<{ number: number; gas_used: string; gas_limit: string; base_fee_per_gas: string | null }>(
    'SELECT number, gas_used, gas_limit, base_fee_per_gas FROM blocks WHERE consensus ORDER BY number DESC LIMIT $1', [ count ]);
  const sum = (key: 'gas_used' | 'gas_limit') => rows.reduce((total, row) => total + BigInt(row[key]), 0n).toString();
  const [ newest ] = rows;
  return {
    gasUsed: sum('gas_used'),
    gasLimit: sum('gas_limit'),
    head: newest ? { number: newest.number, gasUsed: newest.gas_used, gasLimit: newest.gas_limit, baseFeePerGas: newest.base_fee_per_gas } : null,
  };
}

/** Percentiles of one block's successful transactions, in wei; null where no transaction has the value. */
export interface BlockFeePercentiles {
  blockNumber: number;
  gasPrice: [ string, string, string ];
  priorityFee: [ string | null, string | null, string | null ];
}

/**
 * Per block from height `fromNumber` on, the `fractions` percentiles (slow, average,
 * fast) of the paid gas price and of the offered priority fee of its successful
 * transactions, as Blockscout's gas price oracle takes them.
 */
export async function listFeePercentiles(db: Queryable, fromNumber: number, fractions: readonly [ number, number, number ]): Promise<BlockFeePercentiles[]> {
  // $2, $3, $4: the three fractions.
  const percentile = (column: string, index: number) =>
    `percentile_disc($${ index + 2 }::float8) WITHIN GROUP (ORDER BY ${ column }) AS ${ column }_${ index }`;
  const columns = [ 0, 1, 2 ].flatMap((index) => [ percentile('gas_price', index), percentile('max_priority_fee_per_gas', index) ]);
  const rows = await db.query<Record<string, string | number | null>>(`SELECT block_number, ${ columns.join(', ') }
    FROM transactions WHERE block_hash IS NOT NULL AND block_number >= $1 AND status = 1 AND gas_price > 0
    GROUP BY block_number ORDER BY block_number DESC`, [ fromNumber, ...fractions ]);
  return rows.map((row) => ({
    blockNumber: Number(row.block_number),
    gasPrice: [ 0, 1, 2 ].map((index) => String(row[`gas_price_${ index }`])) as BlockFeePercentiles['gasPrice'],
    priorityFee: [ 0, 1, 2 ].map((index) => {
      const value = row[`max_priority_fee_per_gas_${ index }`];
      return value === null ? null : String(value);
    }) as BlockFeePercentiles['priorityFee'],
  }));
}

/** Totals of the consensus blocks of [start, end) (a UTC day), along `blocks_timestamp`, with the heights they span. */
export interface DayBlockTotals {
  blocks: string;
  first: string | null;
  last: string | null;
  size: string;
  rewards: string;
  gas_used: string;
  gas_limit: string;
}

export async function sumDayBlocks(db: Queryable, start: Date, end: Date): Promise<DayBlockTotals> {
  const [ blocks ] = await db.query<DayBlockTotals>(`SELECT count(*) AS blocks, min(number) AS first, max(number) AS last,
      COALESCE(sum(size), 0) AS size, COALESCE(sum(CASE WHEN base_fee_per_gas IS NULL THEN transaction_fees ELSE priority_fees END), 0) AS rewards,
      COALESCE(sum(gas_used), 0) AS gas_used, COALESCE(sum(gas_limit), 0) AS gas_limit
    FROM blocks WHERE consensus AND timestamp >= $1 AND timestamp < $2`, [ start, end ]);
  return blocks;
}

/** Totals of the mined transactions of heights `range` (rows of blocks that lost consensus are gone, so all are consensus rows). */
export interface RangeTransactionTotals {
  transactions: string;
  successful: string;
  fees: string;
  gas_price: string;
  native: string;
  active: string;
  created: string;
}

export async function sumRangeTransactions(db: Queryable, range: Array<string | null>): Promise<RangeTransactionTotals> {
  const [ txs ] = await db.query<RangeTransactionTotals>(`SELECT count(*) AS transactions, count(*) FILTER (WHERE status = 1) AS successful,
      COALESCE(sum(gas_used * gas_price), 0) AS fees, COALESCE(sum(gas_price), 0) AS gas_price,
      count(*) FILTER (WHERE value > 0) AS native, count(DISTINCT from_address_hash) AS active,
      count(*) FILTER (WHERE created_contract_address_hash IS NOT NULL AND status = 1) AS created
    FROM transactions WHERE block_number BETWEEN $1 AND $2 AND block_hash IS NOT NULL`, range);
  return txs;
}

/** Contracts made by factories in heights `range`: successful create frames below the root. */
export async function countRangeCreateFrames(db: Queryable, range: Array<string | null>): Promise<string> {
  const [ frames ] = await db.query<{ created: string }>(`SELECT count(*) AS created FROM internal_transactions i
    WHERE block_number BETWEEN $1 AND $2 AND index > 0 AND type IN ('create', 'create2') AND error IS NULL
      AND created_contract_address_hash IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.hash = i.transaction_hash AND t.status = 0)`, range);
  return frames.created;
}

/** Contracts verified in [start, end). */
export async function countVerifiedBetween(db: Queryable, start: Date, end: Date): Promise<string> {
  const [ verified ] = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM smart_contracts WHERE verified_at >= $1 AND verified_at < $2', [ start, end ]);
  return verified.n;
}

/** Contracts verified after `since`. */
export async function countVerifiedAfter(db: Queryable, since: Date): Promise<string> {
  const [ verified ] = await db.query<{ n: string }>('SELECT count(*) AS n FROM smart_contracts WHERE verified_at > $1', [ since ]);
  return verified.n;
}

/** The oldest and newest timestamps of the newest `count` consensus blocks, and how many there are. */
export async function readNewestBlockTimes(db: Queryable, count: number): Promise<{ first: Date | null; last: Date | null; n: string }> {
  const [ blockTime ] = await db.query<{ first: Date | null; last: Date | null; n: string }>(`SELECT min(timestamp) AS first,
      max(timestamp) AS last, count(*) AS n FROM (SELECT timestamp FROM blocks WHERE consensus ORDER BY number DESC LIMIT $1) b`,
  [ count ]);
  return blockTime;
}

/** Transactions and fees of the consensus blocks with a timestamp after `since`, and the heights they span. */
export async function sumBlocksAfter(db: Queryable, since: Date): Promise<{ transactions: string; fees: string; first: string | null; last: string | null }> {
  const [ recent ] = await db.query<{ transactions: string; fees: string; first: string | null; last: string | null }>(`SELECT
      COALESCE(sum(transactions_count), 0) AS transactions, COALESCE(sum(transaction_fees), 0) AS fees,
      min(number) AS first, max(number) AS last
    FROM blocks WHERE consensus AND timestamp > $1`, [ since ]);
  return recent;
}

/** Pending transactions the indexer stored after `since`. */
export async function countPendingAfter(db: Queryable, since: Date): Promise<string> {
  const [ pending ] = await db.query<{ n: string }>(`SELECT count(*) AS n FROM transactions
    WHERE block_hash IS NULL AND inserted_at > $1`, [ since ]);
  return pending.n;
}

/** Every token the indexer knows. */
export async function countTokens(db: Queryable): Promise<string> {
  const [ tokens ] = await db.query<{ n: string }>('SELECT count(*) AS n FROM tokens');
  return tokens.n;
}
