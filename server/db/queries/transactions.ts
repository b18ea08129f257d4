/**
 * Transaction queries. Validated lists follow `transactions_block_order`
 * (block_number DESC, index DESC), a block's list `transactions_block_hash`
 * (block_hash, index) and the pending list `transactions_pending` (inserted_at DESC,
 * hash DESC). Each row carries what the serializer needs from its block.
 */
import type { Queryable } from '..';
import type { FilterableTransactionType } from '../../../types/api/transaction';
import { loadByKeys, SqlParams, where } from './sql';

/** A `transactions` row plus facts about its block and token transfers. */
export interface TransactionRow {
  hash: string;
  block_hash: string | null;
  block_number: number | null;
  index: number | null;
  block_timestamp: Date | null;
  from_address_hash: string;
  to_address_hash: string | null;
  created_contract_address_hash: string | null;
  value: string;
  gas_limit: string;
  gas_price: string | null;
  max_fee_per_gas: string | null;
  max_priority_fee_per_gas: string | null;
  gas_used: string | null;
  nonce: number;
  type: number | null;
  input: string;
  method_id: string | null;
  status: number | null;
  error: string | null;
  revert_reason: string | null;
  has_error_in_internal_transactions: boolean | null;
  authorization_list: unknown;
  /** The block's base fee (null while pending or before London). */
  base_fee_per_gas: string | null;
  /** Whether the block's traces are stored, i.e. failure texts are final. */
  block_traced: boolean | null;
  has_token_transfers: boolean;
  /** An OP-stack node's L1 data fee and its parts (receipts elsewhere carry none: null). */
  l1_fee: string | null;
  l1_gas_price: string | null;
  l1_gas_used: string | null;
  l1_fee_scalar: string | null;
  /** `inserted_at` with microseconds, for the pending cursor (a Date would drop them). */
  inserted_at_cursor: string;
}

/** Every column of {@link TransactionRow}; `t` is transactions, `b` its block. */
export const TRANSACTION_COLUMNS = `t.hash, t.block_hash, t.block_number, t.index, t.block_timestamp, t.from_address_hash,
  t.to_address_hash, t.created_contract_address_hash, t.value, t.gas_limit, t.gas_price, t.max_fee_per_gas,
  t.max_priority_fee_per_gas, t.gas_used, t.nonce, t.type, t.input, t.method_id, t.status, t.error, t.revert_reason,
  t.has_error_in_internal_transactions, t.authorization_list, t.l1_fee, t.l1_gas_price, t.l1_gas_used, t.l1_fee_scalar, b.base_fee_per_gas, b.internal_transactions_indexed AS block_traced,
  EXISTS (SELECT 1 FROM token_transfers tt WHERE tt.transaction_hash = t.hash) AS has_token_transfers,
  to_char(t.inserted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS inserted_at_cursor`;
const FROM = 'FROM transactions t LEFT JOIN blocks b ON b.hash = t.block_hash';


const HAS_CODE = `a.contract_code IS NOT NULL AND a.contract_code <> '0x'`;
/** The same rules the serializer uses for `transaction_types`, as SQL. */
const TYPE_CONDITIONS: Record<FilterableTransactionType, string> = {
  coin_transfer: 't.value > 0',
  contract_call: `EXISTS (SELECT 1 FROM addresses a WHERE a.hash = t.to_address_hash AND ${ HAS_CODE })`,
  contract_creation: 't.to_address_hash IS NULL',
  token_transfer: 'EXISTS (SELECT 1 FROM token_transfers tt WHERE tt.transaction_hash = t.hash)',
  token_creation: 'EXISTS (SELECT 1 FROM tokens k WHERE k.contract_address_hash = t.created_contract_address_hash)',
  blob_transaction: 't.type = 3',
  set_code_transaction: 't.type = 4',
};

/** Filters shared by the transaction lists; types are OR-ed, as in Blockscout. */
export interface TransactionFilters {
  types?: FilterableTransactionType[];
  /** `0x` + 8 lower-case hex digits. */
  methods?: string[];
  /** Only transactions from or to one of these addresses (lower case), e.g. a watch list. */
  addresses?: string[];
}

function filterConditions(params: SqlParams, filters: TransactionFilters): string[] {
  const conditions: string[] = [];
  if (filters.types) conditions.push(`(${ filters.types.map((type) => TYPE_CONDITIONS[type]).join(' OR ') })`);
  if (filters.methods) conditions.push(`t.method_id IN ${ params.list(filters.methods) }`);
  if (filters.addresses) {
    // An empty list matches nothing (an empty watch list has no transactions).
    const list = filters.addresses.length > 0 ? params.list(filters.addresses) : '(NULL)';
    conditions.push(`(t.from_address_hash IN ${ list } OR t.to_address_hash IN ${ list })`);
  }
  return conditions;
}

/** Mined transactions, newest first, after the `(block_number, index)` cursor. */
export async function listValidatedTransactions(db: Queryable, options: TransactionFilters & {
  before?: { blockNumber: number; index: number }; limit: number;
}): Promise<TransactionRow[]> {
  const params = new SqlParams();
  const conditions = [ 't.block_hash IS NOT NULL', ...filterConditions(params, options) ];
  if (options.before) {
    conditions.push(`(t.block_number, t.index) < (${ params.add(options.before.blockNumber) }, ${ params.add(options.before.index) })`);
  }
  return db.query<TransactionRow>(`SELECT ${ TRANSACTION_COLUMNS } ${ FROM } ${ where(conditions) }
    ORDER BY t.block_number DESC, t.index DESC LIMIT ${ params.add(options.limit) }`, params.values);
}

/** Transactions not mined yet, newest first, after the `(inserted_at, hash)` cursor. */
export async function listPendingTransactions(db: Queryable, options: TransactionFilters & {
  before?: { insertedAt: string; hash: string }; limit: number;
}): Promise<TransactionRow[]> {
  const params = new SqlParams();
  const conditions = [ 't.block_hash IS NULL', ...filterConditions(params, options) ];
  if (options.before) {
    conditions.push(`(t.inserted_at, t.hash) < (${ params.add(options.before.insertedAt) }::timestamptz, ${ params.add(options.before.hash) })`);
  }
  return db.query<TransactionRow>(`SELECT ${ TRANSACTION_COLUMNS } ${ FROM } ${ where(conditions) }
    ORDER BY t.inserted_at DESC, t.hash DESC LIMIT ${ params.add(options.limit) }`, params.values);
}

/** A block's transactions in block order, after the `index` cursor. */
export async function listBlockTransactions(db: Queryable, blockHash: string, options: TransactionFilters & {
  afterIndex?: number; limit: number;
}): Promise<TransactionRow[]> {
  const params = new SqlParams();
  const conditions = [ `t.block_hash = ${ params.add(blockHash) }`, ...filterConditions(params, options) ];
  if (options.afterIndex !== undefined) conditions.push(`t.index > ${ params.add(options.afterIndex) }`);
  return db.query<TransactionRow>(`SELECT ${ TRANSACTION_COLUMNS } ${ FROM } ${ where(conditions) }
    ORDER BY t.index LIMIT ${ params.add(options.limit) }`, params.values);
}

/** The transaction with this hash, mined or pending, or null. */
export async function findTransaction(db: Queryable, hash: string): Promise<TransactionRow | null> {
  const [ row ] = await db.query<TransactionRow>(`SELECT ${ TRANSACTION_COLUMNS } ${ FROM } WHERE t.hash = $1`, [ hash ]);
  return row ?? null;
}

/** The stored columns the REST rows leave out: the receipt's running total and the signature. */
export interface TransactionExtrasRow {
  hash: string;
  cumulative_gas_used: string | null;
  v: string | null;
  r: string | null;
  s: string | null;
}

export function loadTransactions(db: Queryable, hashes: string[]): Promise<Map<string, TransactionRow>> {
  return loadByKeys(db, hashes, (list) => `SELECT ${ TRANSACTION_COLUMNS } FROM transactions t LEFT JOIN blocks b ON b.hash = t.block_hash
    WHERE t.hash IN ${ list }`, (row: TransactionRow) => row.hash);
}

export function loadTransactionExtras(db: Queryable, hashes: string[]): Promise<Map<string, TransactionExtrasRow>> {
  return loadByKeys(db, hashes, (list) => `SELECT hash, cumulative_gas_used, v, r, s FROM transactions WHERE hash IN ${ list }`,
    (row: TransactionExtrasRow) => row.hash);
}

/** Who a transaction involves, without the rest of its row. */
export interface TransactionParties {
  hash: string;
  index: number | null;
  from_address_hash: string;
  to_address_hash: string | null;
  created_contract_address_hash: string | null;
}

const PARTIES = 'hash, index, from_address_hash, to_address_hash, created_contract_address_hash';

/** A block's transactions in block order (`transactions_block_hash`). */
export async function listBlockTransactionParties(db: Queryable, blockHash: string): Promise<TransactionParties[]> {
  return db.query<TransactionParties>(`SELECT ${ PARTIES } FROM transactions WHERE block_hash = $1 ORDER BY index`, [ blockHash ]);
}

/** Those of `hashes` that are still pending (primary key). */
export async function listPendingTransactionParties(db: Queryable, hashes: string[]): Promise<TransactionParties[]> {
  if (hashes.length === 0) return [];
  const params = new SqlParams();
  return db.query<TransactionParties>(`SELECT ${ PARTIES } FROM transactions
    WHERE hash IN ${ params.list(hashes) } AND block_hash IS NULL`, params.values);
}

/** A transaction as Etherscan's lists show it: their rows are mined, so the block fields are set. */
export type EtherscanTransactionRow = Pick<TransactionRow, 'hash' | 'nonce' | 'from_address_hash' | 'to_address_hash' |
  'created_contract_address_hash' | 'value' | 'gas_limit' | 'gas_price' | 'gas_used' | 'status' | 'error' | 'revert_reason' | 'input'> & {
  [ key in 'block_number' | 'block_hash' | 'block_timestamp' | 'index' ]: NonNullable<TransactionRow[key]>;
} & {
  cumulative_gas_used: string | null;
};

export const ETHERSCAN_TRANSACTION_COLUMNS = `t.hash, t.block_number, t.block_hash, t.block_timestamp, t.index, t.nonce, t.from_address_hash,
  t.to_address_hash, t.created_contract_address_hash, t.value, t.gas_limit, t.gas_price, t.gas_used, t.cumulative_gas_used,
  t.status, t.error, t.revert_reason, t.input`;

/** A transaction by hash, mined or pending (then its block fields are null). */
export async function findEtherscanTransaction(db: Queryable, hash: string): Promise<EtherscanTransactionRow | null> {
  const [ row ] = await db.query<EtherscanTransactionRow>(`SELECT ${ ETHERSCAN_TRANSACTION_COLUMNS } FROM transactions t WHERE t.hash = $1`, [ hash ]);
  return row ?? null;
}

export interface TransactionOutcome {
  gas_used: string | null;
  gas_price: string | null;
  status: number | null;
  error: string | null;
}

/** Fee inputs and outcome of each transaction of `hashes` (one indexed lookup per hash). */
export async function findTransactionOutcomes(db: Queryable, hashes: readonly string[]): Promise<Map<string, TransactionOutcome>> {
  if (hashes.length === 0) return new Map();
  const rows = await db.query<TransactionOutcome & { hash: string }>(`SELECT hash, gas_used, gas_price, status, error FROM transactions
    WHERE hash IN (SELECT unnest($1::text[]))`, [ [ ...new Set(hashes) ] ]);
  return new Map(rows.map((row) => [ row.hash, row ]));
}
