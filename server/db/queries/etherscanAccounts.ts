/**
 * Queries of the Etherscan-compatible `account` module (GUIDE §11). Lists read at most
 * `page × offset` (≤ 10,000) rows along each index they merge (`from`, `to`, created),
 * then cut the page out of the merged window.
 */
import type { Queryable } from '..';
import type { InternalTransactionRow } from './internalTransactions';
import { SqlParams, where } from './sql';

export type SortOrder = 'asc' | 'desc';

/** Bounds shared by the account lists. */
export interface ListWindow {
  order: SortOrder;
  skip: number;
  limit: number;
  window: number;
  startBlock?: number;
  endBlock?: number;
  /** Unix seconds. */
  startTimestamp?: number;
  endTimestamp?: number;
}

export interface EtherscanTransactionRow {
  hash: string;
  block_number: number;
  block_hash: string;
  block_timestamp: Date;
  index: number;
  nonce: number;
  from_address_hash: string;
  to_address_hash: string | null;
  created_contract_address_hash: string | null;
  value: string;
  gas_limit: string;
  gas_price: string | null;
  gas_used: string | null;
  cumulative_gas_used: string | null;
  status: number | null;
  error: string | null;
  revert_reason: string | null;
  input: string;
}

export const TRANSACTION_COLUMNS = `t.hash, t.block_number, t.block_hash, t.block_timestamp, t.index, t.nonce, t.from_address_hash,
  t.to_address_hash, t.created_contract_address_hash, t.value, t.gas_limit, t.gas_price, t.gas_used, t.cumulative_gas_used,
  t.status, t.error, t.revert_reason, t.input`;

function blockBounds(params: SqlParams, window: ListWindow, column: string): string[] {
  const conditions: string[] = [];
  if (window.startBlock !== undefined) conditions.push(`${ column } >= ${ params.add(window.startBlock) }`);
  if (window.endBlock !== undefined) conditions.push(`${ column } <= ${ params.add(window.endBlock) }`);
  return conditions;
}

function timeBounds(params: SqlParams, window: ListWindow, column: string): string[] {
  const conditions: string[] = [];
  if (window.startTimestamp !== undefined) conditions.push(`${ column } >= to_timestamp(${ params.add(window.startTimestamp) })`);
  if (window.endTimestamp !== undefined) conditions.push(`${ column } <= to_timestamp(${ params.add(window.endTimestamp) })`);
  return conditions;
}

const direction = (order: SortOrder) => (order === 'asc' ? 'ASC' : 'DESC');

/**
 * Mined transactions from, to or creating `address` (`filterBy` keeps one side; `to`
 * includes the contract the address is), ordered by position in the chain.
 */
export async function listAddressTransactions(db: Queryable, address: string, window: ListWindow & {
  filterBy?: 'from' | 'to';
}): Promise<EtherscanTransactionRow[]> {
  const params = new SqlParams();
  const hash = params.add(address);
  const shared = [ 't.block_hash IS NOT NULL', ...blockBounds(params, window, 't.block_number'),
    ...timeBounds(params, window, 't.block_timestamp') ];
  const dir = direction(window.order);
  const limit = params.add(window.window);
  const sides = window.filterBy === 'from' ? [ 'from_address_hash' ] :
    window.filterBy === 'to' ? [ 'to_address_hash', 'created_contract_address_hash' ] :
      [ 'from_address_hash', 'to_address_hash', 'created_contract_address_hash' ];
  const scans = sides.map((column) => `(SELECT t.hash, t.block_number, t.index FROM transactions t
    ${ where([ `t.${ column } = ${ hash }`, ...shared ]) } ORDER BY t.block_number ${ dir }, t.index ${ dir } LIMIT ${ limit })`);
  return db.query<EtherscanTransactionRow>(`SELECT ${ TRANSACTION_COLUMNS }
    FROM (${ scans.join(' UNION ') }) p JOIN transactions t ON t.hash = p.hash
    ORDER BY p.block_number ${ dir }, p.index ${ dir } OFFSET ${ params.add(window.skip) } LIMIT ${ params.add(window.limit) }`, params.values);
}

export interface PendingTransactionRow {
  hash: string;
  nonce: number;
  from_address_hash: string;
  to_address_hash: string | null;
  value: string;
  gas_limit: string;
  gas_price: string | null;
  max_fee_per_gas: string | null;
  input: string;
}

/** Transactions from or to `address` that wait in the mempool, newest first. */
export async function listPendingTransactions(db: Queryable, address: string, window: ListWindow): Promise<PendingTransactionRow[]> {
  const params = new SqlParams();
  const hash = params.add(address);
  const limit = params.add(window.window);
  const dir = direction(window.order);
  const scans = [ 'from_address_hash', 'to_address_hash' ].map((column) => `(SELECT hash, inserted_at FROM transactions
    WHERE ${ column } = ${ hash } AND block_hash IS NULL ORDER BY inserted_at ${ dir }, hash ${ dir } LIMIT ${ limit })`);
  return db.query<PendingTransactionRow>(`SELECT t.hash, t.nonce, t.from_address_hash, t.to_address_hash, t.value, t.gas_limit,
      t.gas_price, t.max_fee_per_gas, t.input
    FROM (${ scans.join(' UNION ') }) p JOIN transactions t ON t.hash = p.hash
    ORDER BY p.inserted_at ${ dir }, p.hash ${ dir } OFFSET ${ params.add(window.skip) } LIMIT ${ params.add(window.limit) }`, params.values);
}

/** The columns of an internal transaction Etherscan's `txlistinternal` shows. */
export type EtherscanInternalRow = Pick<InternalTransactionRow, 'block_number' | 'block_timestamp' | 'transaction_hash' |
  'transaction_index' | 'index' | 'type' | 'call_type' | 'from_address_hash' | 'to_address_hash' | 'created_contract_address_hash' |
  'value' | 'gas' | 'gas_used' | 'input' | 'error'>;

const INTERNAL_COLUMNS = `i.block_number, b.timestamp AS block_timestamp, i.transaction_hash, i.transaction_index, i.index, i.type,
  i.call_type, i.from_address_hash, i.to_address_hash, i.created_contract_address_hash, i.value, i.gas, i.gas_used, i.input, i.error`;
/** The root frame of a plain call is the transaction itself, not an internal transaction. */
const LISTED = `(i.index > 0 OR i.type <> 'call')`;

/** A transaction's internal transactions in call order (whatever `sort` says, as Blockscout). */
export async function listTransactionInternals(db: Queryable, transactionHash: string, window: ListWindow): Promise<EtherscanInternalRow[]> {
  return db.query<EtherscanInternalRow>(`SELECT ${ INTERNAL_COLUMNS } FROM internal_transactions i JOIN blocks b ON b.hash = i.block_hash
    WHERE i.transaction_hash = $1 AND ${ LISTED } ORDER BY i.index OFFSET $2 LIMIT $3`,
  [ transactionHash, window.skip, window.limit ]);
}

/** Internal transactions from, to or creating `address`, by position in the chain. */
export async function listAddressInternals(db: Queryable, address: string, window: ListWindow): Promise<EtherscanInternalRow[]> {
  const params = new SqlParams();
  const hash = params.add(address);
  const bounds = blockBounds(params, window, 'i.block_number');
  const dir = direction(window.order);
  const limit = params.add(window.window);
  const scans = [ 'from_address_hash', 'to_address_hash', 'created_contract_address_hash' ].map((column) => `(SELECT i.block_hash,
      i.transaction_index, i.index, i.block_number FROM internal_transactions i
    ${ where([ `i.${ column } = ${ hash }`, LISTED, ...bounds ]) }
    ORDER BY i.block_number ${ dir }, i.transaction_index ${ dir }, i.index ${ dir } LIMIT ${ limit })`);
  const times = timeBounds(params, window, 'b.timestamp');
  return db.query<EtherscanInternalRow>(`SELECT ${ INTERNAL_COLUMNS } FROM (${ scans.join(' UNION ') }) p
    JOIN internal_transactions i ON i.block_hash = p.block_hash AND i.transaction_index = p.transaction_index AND i.index = p.index
    JOIN blocks b ON b.hash = i.block_hash ${ where(times) }
    ORDER BY p.block_number ${ dir }, p.transaction_index ${ dir }, p.index ${ dir }
    OFFSET ${ params.add(window.skip) } LIMIT ${ params.add(window.limit) }`, params.values);
}

export interface EtherscanTokenTransferRow extends EtherscanTransactionRow {
  log_index: number;
  token_contract_address_hash: string;
  token_type: string;
  transfer_from: string;
  transfer_to: string;
  amount: string | null;
  token_id: string | null;
  token_name: string | null;
  token_symbol: string | null;
  token_decimals: string | null;
}

/**
 * Token transfers of the given types to or from `address` and/or of the token `contract`,
 * by position in the chain (a transfer to oneself once).
 */
export async function listTokenTransfers(db: Queryable, filter: {
  address?: string; contract?: string; types: readonly string[];
}, window: ListWindow): Promise<EtherscanTokenTransferRow[]> {
  const params = new SqlParams();
  const dir = direction(window.order);
  const shared = [ `tt.token_type = ANY(${ params.add([ ...filter.types ]) }::text[])`, ...blockBounds(params, window, 'tt.block_number'),
    ...timeBounds(params, window, 'tt.block_timestamp') ];
  if (filter.contract) shared.push(`tt.token_contract_address_hash = ${ params.add(filter.contract) }`);
  const limit = params.add(window.window);
  const sides = filter.address ? [ 'from_address_hash', 'to_address_hash' ] : [ null ];
  const address = filter.address ? params.add(filter.address) : null;
  const scans = sides.map((column) => `(SELECT tt.block_hash, tt.log_index, tt.batch_index, tt.block_number FROM token_transfers tt
    ${ where([ ...(column ? [ `tt.${ column } = ${ address }` ] : []), ...shared ]) }
    ORDER BY tt.block_number ${ dir }, tt.log_index ${ dir }, tt.batch_index ${ dir } LIMIT ${ limit })`);
  return db.query<EtherscanTokenTransferRow>(`SELECT ${ TRANSACTION_COLUMNS }, tt.log_index, tt.token_contract_address_hash, tt.token_type,
      tt.from_address_hash AS transfer_from, tt.to_address_hash AS transfer_to, tt.amount, tt.token_id,
      tk.name AS token_name, tk.symbol AS token_symbol, tk.decimals AS token_decimals
    FROM (${ sides.length > 1 ? scans.join(' UNION ') : scans[0] }) p
    JOIN token_transfers tt ON tt.block_hash = p.block_hash AND tt.log_index = p.log_index AND tt.batch_index = p.batch_index
    JOIN transactions t ON t.hash = tt.transaction_hash
    LEFT JOIN tokens tk ON tk.contract_address_hash = tt.token_contract_address_hash
    ORDER BY p.block_number ${ dir }, p.log_index ${ dir }, p.batch_index ${ dir }
    OFFSET ${ params.add(window.skip) } LIMIT ${ params.add(window.limit) }`, params.values);
}

/** Current coin balances of `addresses` (absent: never seen). */
export async function findCoinBalances(db: Queryable, addresses: readonly string[]): Promise<Map<string, string>> {
  const params = new SqlParams();
  const rows = await db.query<{ hash: string; fetched_coin_balance: string | null }>(
    `SELECT hash, fetched_coin_balance FROM addresses WHERE hash IN ${ params.list(addresses) }`, params.values);
  return new Map(rows.map((row) => [ row.hash, row.fetched_coin_balance ?? '0' ]));
}

/** The coin balance of `address` at the newest change at or below `blockNumber` (null: latest). */
export async function findCoinBalanceAt(db: Queryable, address: string, blockNumber: number | null): Promise<string> {
  if (blockNumber === null) return (await findCoinBalances(db, [ address ])).get(address) ?? '0';
  const [ row ] = await db.query<{ value: string }>(`SELECT value FROM address_coin_balances
    WHERE address_hash = $1 AND block_number <= $2 ORDER BY block_number DESC LIMIT 1`, [ address, blockNumber ]);
  return row?.value ?? '0';
}

/** Addresses by balance, largest first (`addresses_top`). */
export async function listAccounts(db: Queryable, skip: number, limit: number): Promise<Array<{ hash: string; fetched_coin_balance: string | null }>> {
  return db.query(`SELECT hash, fetched_coin_balance FROM addresses ORDER BY fetched_coin_balance DESC NULLS LAST, hash DESC
    OFFSET $1 LIMIT $2`, [ skip, limit ]);
}

/** A fungible balance (no token id) of `address` in `token`; "0" when none was recorded. */
export async function findTokenBalance(db: Queryable, token: string, address: string): Promise<string> {
  const [ row ] = await db.query<{ value: string }>(`SELECT value FROM address_current_token_balances
    WHERE address_hash = $1 AND token_contract_address_hash = $2 AND token_id IS NULL`, [ address, token ]);
  return row?.value ?? '0';
}

export interface AddressTokenRow {
  token_contract_address_hash: string;
  token_id: string | null;
  token_type: string;
  value: string;
  name: string | null;
  symbol: string | null;
  decimals: string | null;
}

/** Positive token balances of `address`, largest first per type. */
export async function listAddressTokens(db: Queryable, address: string, skip: number, limit: number): Promise<AddressTokenRow[]> {
  return db.query<AddressTokenRow>(`SELECT b.token_contract_address_hash, b.token_id, b.token_type, b.value, t.name, t.symbol, t.decimals
    FROM address_current_token_balances b LEFT JOIN tokens t ON t.contract_address_hash = b.token_contract_address_hash
    WHERE b.address_hash = $1 AND b.value > 0
    ORDER BY b.token_type, b.value DESC, b.token_contract_address_hash DESC, COALESCE(b.token_id, -1) DESC OFFSET $2 LIMIT $3`,
  [ address, skip, limit ]);
}

export interface MinedBlockRow {
  number: number;
  timestamp: Date;
  difficulty: string | null;
  base_fee_per_gas: string | null;
  transaction_fees: string;
  priority_fees: string;
}

export const REWARD_COLUMNS = 'number, timestamp, difficulty, base_fee_per_gas, transaction_fees, priority_fees';

/** Consensus blocks `miner` produced, newest first (`blocks_miner_number`). */
export async function listMinedBlocks(db: Queryable, miner: string, skip: number, limit: number): Promise<MinedBlockRow[]> {
  return db.query<MinedBlockRow>(`SELECT ${ REWARD_COLUMNS } FROM blocks WHERE miner_hash = $1 AND consensus
    ORDER BY number DESC OFFSET $2 LIMIT $3`, [ miner, skip, limit ]);
}

/** The newest consensus height, or null while there is none. */
export async function findHeadNumber(db: Queryable): Promise<number | null> {
  const [ row ] = await db.query<{ number: number }>('SELECT number FROM blocks WHERE consensus ORDER BY number DESC LIMIT 1');
  return row?.number ?? null;
}
