/**
 * Queries of the address pages: the top-holders list, one address with what it has
 * (logs, transfers, blocks…), its counters and its coin balance history.
 * @dev Exact counts (`/counters`) read one address's index ranges; the tab counters
 * stop at {@link TAB_COUNT_CAP}, so a busy address costs no more than a quiet one.
 */
import type { Queryable } from '..';
import { BLOCK_COLUMNS, type BlockRow } from './blocks';
import { SqlParams, where } from './sql';

/** Tab counters stop here; the UI shows "50+" (Blockscout's limit). */
export const TAB_COUNT_CAP = 51;

/** An address of the top-holders list. */
export interface TopAddressRow {
  hash: string;
  fetched_coin_balance: string;
  /** Transactions it sent: the nonce of its latest mined transaction + 1, null when none. */
  sent_count: number | null;
}

/** Where the top-holders list continues. */
export interface BalanceCursor {
  balance: string;
  hash: string;
}

/**
 * Addresses with a positive balance, richest first (or poorest first with `asc`), along
 * `addresses_top`; ties are ordered by hash.
 */
export async function listTopAddresses(db: Queryable, options: { order: 'asc' | 'desc'; after?: BalanceCursor; limit: number }): Promise<TopAddressRow[]> {
  const params = new SqlParams();
  const conditions = [ 'a.fetched_coin_balance > 0' ];
  const desc = options.order === 'desc';
  if (options.after) {
    conditions.push(`(a.fetched_coin_balance, a.hash) ${ desc ? '<' : '>' } (${ params.add(options.after.balance) }::numeric, ${ params.add(options.after.hash) })`);
  }
  const order = desc ? 'a.fetched_coin_balance DESC NULLS LAST, a.hash DESC' : 'a.fetched_coin_balance ASC NULLS FIRST, a.hash ASC';
  return db.query<TopAddressRow>(`SELECT a.hash, a.fetched_coin_balance,
      (SELECT t.nonce + 1 FROM transactions t WHERE t.from_address_hash = a.hash AND t.block_number IS NOT NULL
        ORDER BY t.block_number DESC, t.index DESC LIMIT 1) AS sent_count
    FROM addresses a ${ where(conditions) } ORDER BY ${ order } LIMIT ${ params.add(options.limit) }`, params.values);
}

/** What the address page shows about one address; every flag is false for an address never seen. */
export interface AddressDetailRow {
  hash: string;
  known: boolean;
  fetched_coin_balance: string | null;
  fetched_coin_balance_block_number: number | null;
  has_code: boolean;
  creator_address_hash: string | null;
  creation_transaction_hash: string | null;
  creation_succeeded: boolean | null;
  has_logs: boolean;
  has_token_transfers: boolean;
  has_tokens: boolean;
  has_validated_blocks: boolean;
  has_beacon_chain_withdrawals: boolean;
}

/** The address row (if any) and the existence flags, each an index probe. */
export async function findAddressDetail(db: Queryable, hash: string): Promise<AddressDetailRow> {
  const [ row ] = await db.query<AddressDetailRow>(`SELECT h.hash, a.hash IS NOT NULL AS known, a.fetched_coin_balance,
      a.fetched_coin_balance_block_number, COALESCE(a.contract_code IS NOT NULL AND a.contract_code <> '0x', false) AS has_code,
      a.creator_address_hash, a.creation_transaction_hash, a.creation_succeeded,
      EXISTS (SELECT 1 FROM logs WHERE address_hash = h.hash) AS has_logs,
      EXISTS (SELECT 1 FROM token_transfers WHERE from_address_hash = h.hash)
        OR EXISTS (SELECT 1 FROM token_transfers WHERE to_address_hash = h.hash) AS has_token_transfers,
      EXISTS (SELECT 1 FROM address_current_token_balances WHERE address_hash = h.hash AND value > 0) AS has_tokens,
      EXISTS (SELECT 1 FROM blocks WHERE miner_hash = h.hash AND consensus) AS has_validated_blocks,
      EXISTS (SELECT 1 FROM withdrawals WHERE address_hash = h.hash) AS has_beacon_chain_withdrawals
    FROM (SELECT $1::text AS hash) h LEFT JOIN addresses a ON a.hash = h.hash`, [ hash ]);
  return row;
}

/** `/counters`: exact totals of one address. */
export interface AddressCountsRow {
  transactions_count: number;
  token_transfers_count: number;
  validations_count: number;
  gas_used_sent: string;
  gas_used_received: string;
}

/**
 * Exact counts: transactions it sent, received or created (pending included, as listed),
 * token transfers in either direction, blocks it mined, and the gas of the
 * transactions it sent and received.
 * @dev Rows are told apart by index columns (height and position), so the counts read
 * indexes only; the gas sums read the rows.
 */
export async function countAddressActivity(db: Queryable, hash: string): Promise<AddressCountsRow> {
  const mined = (column: string) => `SELECT block_number, index FROM transactions WHERE ${ column } = $1 AND block_number IS NOT NULL`;
  const pending = (column: string) => `SELECT hash FROM transactions WHERE ${ column } = $1 AND block_hash IS NULL`;
  const transfers = (column: string) => `SELECT block_number, log_index, batch_index FROM token_transfers WHERE ${ column } = $1`;
  const [ row ] = await db.query<AddressCountsRow>(`SELECT
      (SELECT count(*) FROM (${ mined('from_address_hash') } UNION ${ mined('to_address_hash') }
        UNION ${ mined('created_contract_address_hash') }) m)
      + (SELECT count(*) FROM (${ pending('from_address_hash') } UNION ${ pending('to_address_hash') }) p) AS transactions_count,
      (SELECT count(*) FROM (${ transfers('from_address_hash') } UNION ${ transfers('to_address_hash') }) tt) AS token_transfers_count,
      (SELECT count(*) FROM blocks WHERE miner_hash = $1 AND consensus) AS validations_count,
      (SELECT COALESCE(sum(gas_used), 0) FROM transactions WHERE from_address_hash = $1 AND block_number IS NOT NULL) AS gas_used_sent,
      (SELECT COALESCE(sum(gas_used), 0) FROM transactions WHERE to_address_hash = $1 AND block_number IS NOT NULL) AS gas_used_received`,
  [ hash ]);
  return {
    transactions_count: Number(row.transactions_count),
    token_transfers_count: Number(row.token_transfers_count),
    validations_count: Number(row.validations_count),
    gas_used_sent: String(row.gas_used_sent),
    gas_used_received: String(row.gas_used_received),
  };
}

/** `/tabs-counters`: per tab, how many items there are, at most {@link TAB_COUNT_CAP}. */
export interface AddressTabCounts {
  transactions_count: number;
  token_transfers_count: number;
  internal_transactions_count: number;
  logs_count: number;
  token_balances_count: number;
  validations_count: number;
  withdrawals_count: number;
}

/**
 * Counts each tab's rows with every scan cut at the cap, then caps the union. Each scan
 * is ordered like its index, so the planner walks the index and stops at the cap.
 */
export async function countAddressTabs(db: Queryable, hash: string): Promise<AddressTabCounts> {
  const cap = (scans: string[]) => `(SELECT count(*) FROM (${ scans.map((scan) => `(${ scan } LIMIT $2)`).join(' UNION ') }) c)`;
  const roles = (columns: string[], scan: (column: string) => string) => cap(columns.map(scan));
  const listed = '(index > 0 OR type <> \'call\')';
  const [ row ] = await db.query<Record<keyof AddressTabCounts, number>>(`SELECT
      ${ roles([ 'from_address_hash', 'to_address_hash', 'created_contract_address_hash' ], (column) =>
    `SELECT hash FROM transactions WHERE ${ column } = $1 ORDER BY block_number DESC, index DESC`) } AS transactions_count,
      ${ roles([ 'from_address_hash', 'to_address_hash' ], (column) => `SELECT block_number, log_index, batch_index FROM token_transfers
        WHERE ${ column } = $1 ORDER BY block_number DESC, log_index DESC, batch_index DESC`) } AS token_transfers_count,
      ${ roles([ 'from_address_hash', 'to_address_hash', 'created_contract_address_hash' ], (column) => `SELECT block_number, transaction_index, index
        FROM internal_transactions WHERE ${ column } = $1 AND ${ listed } ORDER BY block_number DESC, transaction_index DESC, index DESC`) }
        AS internal_transactions_count,
      ${ cap([ 'SELECT block_number, index FROM logs WHERE address_hash = $1 ORDER BY block_number DESC, index DESC' ]) } AS logs_count,
      ${ cap([ 'SELECT token_contract_address_hash, token_id FROM address_current_token_balances WHERE address_hash = $1 AND value > 0' ]) }
        AS token_balances_count,
      ${ cap([ 'SELECT number FROM blocks WHERE miner_hash = $1 AND consensus ORDER BY number DESC' ]) } AS validations_count,
      ${ cap([ 'SELECT index FROM withdrawals WHERE address_hash = $1 ORDER BY index DESC' ]) } AS withdrawals_count`,
  [ hash, TAB_COUNT_CAP ]);
  const counts = {} as AddressTabCounts;
  for (const key of Object.keys(row) as Array<keyof AddressTabCounts>) counts[key] = Math.min(Number(row[key]), TAB_COUNT_CAP);
  return counts;
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


/** Consensus blocks the address mined, newest first, below the `block_number` cursor (`blocks_miner_number`). */
export async function listValidatedBlocks(db: Queryable, hash: string, options: { beforeNumber?: number; limit: number }): Promise<BlockRow[]> {
  const params = new SqlParams();
  const conditions = [ `miner_hash = ${ params.add(hash) }`, 'consensus' ];
  if (options.beforeNumber !== undefined) conditions.push(`number < ${ params.add(options.beforeNumber) }`);
  return db.query<BlockRow>(`SELECT ${ BLOCK_COLUMNS } FROM blocks ${ where(conditions) } ORDER BY number DESC LIMIT ${ params.add(options.limit) }`,
    params.values);
}
