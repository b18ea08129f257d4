/**
 * The `addresses` table: what an embedded address (AddressParam) shows beyond its hash,
 * loaded for all the addresses of a response in one query; the top-holders list; one
 * address with what it has (logs, transfers, blocks…) and its counters; balances.
 * @dev Exact counts (`/counters`) read one address's index ranges; the tab counters
 * stop at {@link TAB_COUNT_CAP}, so a busy address costs no more than a quiet one.
 */
import type { Queryable } from '..';
import { verifiedTwinOf } from './smartContracts';
import { loadByKeys, SqlParams, where } from './sql';

/** Facts about one address; an address the database never saw has none of them. */
export interface AddressInfo {
  /** The address holds code. */
  isContract: boolean;
  /** The address is a token contract the indexer knows. */
  isToken: boolean;
  /** The token's name when it is a token. */
  tokenName: string | null;
  /** The address is a verified contract (server/verification), on its own or through a twin with the same code. */
  isVerified?: boolean;
  /** The verified contract's name (its twin's when verified through it). */
  contractName?: string | null;
}

/** Info for every address in `hashes` (lower case) that the database knows. */
export async function loadAddressInfo(db: Queryable, hashes: Iterable<string>): Promise<Map<string, AddressInfo>> {
  const unique = [ ...new Set(hashes) ];
  if (unique.length === 0) return new Map();
  const params = new SqlParams();
  const rows = await db.query<{ hash: string; is_contract: boolean | null; is_token: boolean; token_name: string | null;
    contract_name: string | null; }>(`SELECT h.hash,
      a.contract_code IS NOT NULL AND a.contract_code <> '0x' AS is_contract,
      k.contract_address_hash IS NOT NULL AS is_token, k.name AS token_name,
      -- A contract without a verification of its own shows its verified twin's, as its contract page does;
      -- CASE runs the twin lookup only for those.
      COALESCE(sc.name, CASE WHEN sc.address_hash IS NULL AND a.contract_code IS NOT NULL
        THEN (SELECT sc.name FROM smart_contracts sc ${ verifiedTwinOf('a') }) END) AS contract_name
    FROM ${ params.list(unique) } AS h (hash)
    LEFT JOIN addresses a ON a.hash = h.hash
    LEFT JOIN tokens k ON k.contract_address_hash = h.hash
    LEFT JOIN smart_contracts sc ON sc.address_hash = h.hash
    WHERE a.hash IS NOT NULL OR k.contract_address_hash IS NOT NULL OR sc.address_hash IS NOT NULL`, params.values);
  return new Map(rows.map((row) => [ row.hash, { isContract: row.is_contract === true, isToken: row.is_token, tokenName: row.token_name,
    isVerified: row.contract_name !== null, contractName: row.contract_name } ]));
}

/** Token type (`ERC-20`, `ERC-721`, …) of every hash in `hashes` that is a known token. */
export async function loadTokenTypes(db: Queryable, hashes: Iterable<string>): Promise<Map<string, string>> {
  const unique = [ ...new Set(hashes) ];
  if (unique.length === 0) return new Map();
  const params = new SqlParams();
  const rows = await db.query<{ hash: string; type: string }>(`SELECT contract_address_hash AS hash, type FROM tokens
    WHERE contract_address_hash IN ${ params.list(unique) }`, params.values);
  return new Map(rows.map((row) => [ row.hash, row.type ]));
}

/** An `addresses` row with the nonce of its latest mined transaction. */
export interface AddressRow {
  hash: string;
  fetched_coin_balance: string | null;
  fetched_coin_balance_block_number: number | null;
  contract_code: string | null;
  nonce: number | null;
}

export function loadAddresses(db: Queryable, hashes: string[]): Promise<Map<string, AddressRow>> {
  // The nonce from `transactions_from`, as the top-holders list reads it.
  return loadByKeys(db, hashes, (list) => `SELECT a.hash, a.fetched_coin_balance, a.fetched_coin_balance_block_number, a.contract_code,
      (SELECT t.nonce FROM transactions t WHERE t.from_address_hash = a.hash AND t.block_number IS NOT NULL
        ORDER BY t.block_number DESC, t.index DESC LIMIT 1) AS nonce
    FROM addresses a WHERE a.hash IN ${ list }`, (row: AddressRow) => row.hash);
}

/** Contracts among `addresses` that the block at `blockNumber` created with code (primary key). */
export async function listCreatedContracts(db: Queryable, blockNumber: number, addresses: string[]): Promise<Array<{ hash: string; contract_code: string }>> {
  if (addresses.length === 0) return [];
  const params = new SqlParams();
  return db.query(`SELECT hash, contract_code FROM addresses
    WHERE hash IN ${ params.list(addresses) } AND creation_block_number = ${ params.add(blockNumber) }
      AND contract_code IS NOT NULL AND contract_code <> '0x'`, params.values);
}

/** Coin balance and the number of tokens held (positive balance) of each known address in `hashes` (a watch list's rows). */
export async function listBalanceSummaries(db: Queryable, hashes: string[]): Promise<Array<{ hash: string; balance: string | null; tokens: number }>> {
  if (hashes.length === 0) return [];
  return db.query<{ hash: string; balance: string | null; tokens: number }>(
    `SELECT a.hash, a.fetched_coin_balance::text AS balance,
       (SELECT count(DISTINCT b.token_contract_address_hash) FROM address_current_token_balances b
        WHERE b.address_hash = a.hash AND b.value > 0)::int AS tokens
     FROM addresses a WHERE a.hash = ANY($1)`, [ hashes ]);
}

/** The facts that decide who may claim a contract: its creator, whether it holds code, whether it is verified; null when unknown. */
export async function findContractClaimFacts(db: Queryable, hash: string): Promise<{ creator: string | null; has_code: boolean; verified: boolean } | null> {
  const [ row ] = await db.query<{ creator: string | null; has_code: boolean; verified: boolean }>(
    `SELECT a.creator_address_hash AS creator, a.contract_code IS NOT NULL AND a.contract_code <> '0x' AS has_code,
       EXISTS (SELECT 1 FROM smart_contracts sc WHERE sc.address_hash = a.hash) AS verified
     FROM addresses a WHERE a.hash = $1`, [ hash ]);
  return row ?? null;
}

/** The sum of every known address's coin balance in wei, or null when none has one. */
export async function sumFetchedCoinBalances(db: Queryable): Promise<string | null> {
  const [ row ] = await db.query<{ total: string | null }>('SELECT sum(fetched_coin_balance) AS total FROM addresses');
  return row?.total ?? null;
}

/** Current coin balances of `addresses` (absent: never seen). */
export async function findCoinBalances(db: Queryable, addresses: readonly string[]): Promise<Map<string, string>> {
  const params = new SqlParams();
  const rows = await db.query<{ hash: string; fetched_coin_balance: string | null }>(
    `SELECT hash, fetched_coin_balance FROM addresses WHERE hash IN ${ params.list(addresses) }`, params.values);
  return new Map(rows.map((row) => [ row.hash, row.fetched_coin_balance ?? '0' ]));
}

/** Addresses by balance, largest first (`addresses_top`). */
export async function listAccounts(db: Queryable, skip: number, limit: number): Promise<Array<{ hash: string; fetched_coin_balance: string | null }>> {
  return db.query(`SELECT hash, fetched_coin_balance FROM addresses ORDER BY fetched_coin_balance DESC NULLS LAST, hash DESC
    OFFSET $1 LIMIT $2`, [ skip, limit ]);
}

/** The sum of every address's balance: the coins in existence, burnt ones excluded. */
export async function sumCoinBalances(db: Queryable): Promise<string> {
  return await sumFetchedCoinBalances(db) ?? '0';
}

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
