/**
 * Coin balance rows (`address_coin_balances`): what a block set, with its change; an
 * address's balance history, by block and by day, and its balance at a height.
 */
import type { Queryable } from '..';
import { findCoinBalances } from './addresses';
import { SqlParams, where } from './sql';

/** A balance a block set, with its change against the address's previous balance row. */
export interface BlockCoinBalance {
  address_hash: string;
  block_number: number;
  block_timestamp: Date;
  value: string;
  delta: string;
}

/**
 * The coin balances `blockHash` set for the given addresses (`address_coin_balances_block`),
 * each with its delta against the previous row (primary key, one row back).
 */
export async function listBlockCoinBalances(db: Queryable, blockHash: string, addresses: string[]): Promise<BlockCoinBalance[]> {
  if (addresses.length === 0) return [];
  const params = new SqlParams();
  return db.query<BlockCoinBalance>(`SELECT c.address_hash, c.block_number, c.block_timestamp, c.value,
      c.value - COALESCE(p.value, 0) AS delta
    FROM address_coin_balances c
    LEFT JOIN LATERAL (SELECT value FROM address_coin_balances b WHERE b.address_hash = c.address_hash
      AND b.block_number < c.block_number ORDER BY b.block_number DESC LIMIT 1) p ON true
    WHERE c.block_hash = ${ params.add(blockHash) } AND c.address_hash IN ${ params.list(addresses) }`, params.values);
}

/** The coin balance of `address` at the newest change at or below `blockNumber` (null: latest). */
export async function findCoinBalanceAt(db: Queryable, address: string, blockNumber: number | null): Promise<string> {
  if (blockNumber === null) return (await findCoinBalances(db, [ address ])).get(address) ?? '0';
  const [ row ] = await db.query<{ value: string }>(`SELECT value FROM address_coin_balances
    WHERE address_hash = $1 AND block_number <= $2 ORDER BY block_number DESC LIMIT 1`, [ address, blockNumber ]);
  return row?.value ?? '0';
}

/** A row of the coin balance history: the balance after a block and its change from the one before. */
export interface CoinBalanceRow {
  block_number: number;
  block_timestamp: Date;
  value: string;
  delta: string;
}

/**
 * Balances after each block that changed them, newest first, below the `block_number`
 * cursor. Blocks that touched the address without changing its balance are skipped
 * (Blockscout's rule); the oldest balance's change is from zero.
 * @dev The window reads the primary key backwards and stops once a page is found.
 */
export async function listCoinBalances(db: Queryable, hash: string, options: { beforeBlock?: number; limit: number }): Promise<CoinBalanceRow[]> {
  const params = new SqlParams();
  const conditions = [ `address_hash = ${ params.add(hash) }` ];
  if (options.beforeBlock !== undefined) conditions.push(`block_number < ${ params.add(options.beforeBlock) }`);
  return db.query<CoinBalanceRow>(`SELECT block_number, block_timestamp, value, delta FROM (
      SELECT block_number, block_timestamp, value, value - COALESCE(lead(value) OVER (ORDER BY block_number DESC), 0) AS delta
      FROM address_coin_balances ${ where(conditions) } ORDER BY block_number DESC) c
    WHERE delta <> 0 LIMIT ${ params.add(options.limit) }`, params.values);
}

/**
 * For each of the blocks, the transaction that moved the address's coins there, as the
 * coin balance history links it: one it sent, received value from or created it, else
 * one whose inner calls moved value to or from it. Blocks without one are absent.
 */
export async function findBalanceTransactions(db: Queryable, hash: string, blockNumbers: number[]): Promise<Map<number, string>> {
  if (blockNumbers.length === 0) return new Map();
  const params = new SqlParams();
  const address = params.add(hash);
  const blocks = `block_number IN (SELECT json_array_elements_text(${ params.add(JSON.stringify(blockNumbers)) }::json)::bigint)`;
  const direct = (condition: string) => `SELECT block_number, 0 AS source, index AS position, hash FROM transactions
    WHERE ${ condition } AND ${ blocks }`;
  const inner = (column: string) => `SELECT block_number, 1, transaction_index, transaction_hash FROM internal_transactions
    WHERE ${ column } = ${ address } AND ${ blocks } AND value > 0 AND error IS NULL AND (index > 0 OR type <> 'call')`;
  const rows = await db.query<{ block_number: number; hash: string }>(`SELECT DISTINCT ON (block_number) block_number, hash FROM (
      ${ direct(`from_address_hash = ${ address }`) }
      UNION ALL ${ direct(`to_address_hash = ${ address } AND value > 0`) }
      UNION ALL ${ direct(`created_contract_address_hash = ${ address }`) }
      UNION ALL ${ inner('from_address_hash') }
      UNION ALL ${ inner('to_address_hash') }
      UNION ALL ${ inner('created_contract_address_hash') }
    ) t ORDER BY block_number, source, position`, params.values);
  return new Map(rows.map((row) => [ row.block_number, row.hash ]));
}

/** A day of the balance chart: the balance the address had at the end of that day (UTC). */
export interface DailyBalanceRow {
  day: string;
  value: string;
}

/**
 * The balance at the end of each of the `days` days before the address's latest balance
 * and of that day, from its first balance on. Each day is two index probes (the day's
 * last block, then the balance at it), so a busy address costs what a quiet one does.
 */
export async function listDailyBalances(db: Queryable, hash: string, days: number): Promise<{ days: DailyBalanceRow[]; latest: DailyBalanceRow | null }> {
  const [ latest ] = await db.query<DailyBalanceRow & { block_timestamp: Date }>(`SELECT
      to_char(block_timestamp AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, value, block_timestamp
    FROM address_coin_balances WHERE address_hash = $1 ORDER BY block_number DESC LIMIT 1`, [ hash ]);
  if (!latest) return { days: [], latest: null };
  const rows = await db.query<DailyBalanceRow>(`SELECT to_char(d.day, 'YYYY-MM-DD') AS day, b.value
    FROM generate_series(date_trunc('day', $2::timestamptz AT TIME ZONE 'UTC') - make_interval(days => $3::int),
      date_trunc('day', $2::timestamptz AT TIME ZONE 'UTC'), interval '1 day') AS d (day)
    CROSS JOIN LATERAL (SELECT max(number) AS number FROM blocks WHERE consensus AND timestamp = (SELECT max(timestamp) FROM blocks
      WHERE consensus AND timestamp < (d.day + interval '1 day') AT TIME ZONE 'UTC')) last_block
    JOIN LATERAL (SELECT value FROM address_coin_balances c WHERE c.address_hash = $1 AND c.block_number <= last_block.number
      ORDER BY c.block_number DESC LIMIT 1) b ON true
    ORDER BY d.day`, [ hash, latest.block_timestamp.toISOString(), days ]);
  return { days: rows, latest: { day: latest.day, value: latest.value } };
}
