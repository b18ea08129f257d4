/**
 * An address's transactions: those it sent, those sent to it and the one that created
 * it. Each role is its own keyset scan cut at the page size (`transactions_from`,
 * `transactions_to`, `transactions_created`, and for other sort orders the value and fee
 * indexes of `0002_address_activity.sql`); the union of the scans, cut again, is the page.
 */
import type { Queryable } from '..';
import { blockBounds, sortDirection, SqlParams, timeBounds, where, type ListWindow } from './sql';
import { ETHERSCAN_TRANSACTION_COLUMNS, TRANSACTION_COLUMNS, type EtherscanTransactionRow, type TransactionRow } from './transactions';


/** Which transactions of an address: sent, received (including its creation), or both. */
export type Direction = 'from' | 'to' | undefined;

/** The order of a mined list: by position in the chain, by value or by fee, each way. */
export type AddressTransactionsSort = { field: 'block_number' | 'value' | 'fee'; order: 'asc' | 'desc' };

/** Where a mined list continues: the last row's sort key (value or fee), height and index. */
export interface MinedCursor {
  key?: string;
  blockNumber: number;
  index: number;
}

const SORT_KEYS: Record<AddressTransactionsSort['field'], string | null> = {
  block_number: null,
  value: 't.value',
  // The same expression as transactions_from_fee / transactions_to_fee.
  fee: 'COALESCE(t.gas_used * t.gas_price, 0)',
};

function roles(direction: Direction, pending: boolean): string[] {
  const sent = direction !== 'to' ? [ 't.from_address_hash' ] : [];
  // A pending transaction has no created address yet.
  const received = direction !== 'from' ? [ 't.to_address_hash', ...pending ? [] : [ 't.created_contract_address_hash' ] ] : [];
  return [ ...sent, ...received ];
}

/** `a DESC, b DESC` for the columns, each with `prefix`. */
function orderBy(columns: string[], direction: 'ASC' | 'DESC', prefix = ''): string {
  return columns.map((column) => `${ prefix }${ column } ${ direction }`).join(', ');
}

/** The page of `scans` (their union sorted by `columns` and cut at `limit`) as full rows. */
async function loadPage(db: Queryable, params: SqlParams, scans: string[], columns: string[], direction: 'ASC' | 'DESC', limit: string): Promise<TransactionRow[]> {
  if (scans.length === 0) return [];
  return db.query<TransactionRow>(`WITH page AS (SELECT * FROM (${ scans.join(' UNION ') }) scans ORDER BY ${ orderBy(columns, direction) } LIMIT ${ limit })
    SELECT ${ TRANSACTION_COLUMNS } FROM page JOIN transactions t ON t.hash = page.hash LEFT JOIN blocks b ON b.hash = t.block_hash
    ORDER BY ${ orderBy(columns, direction, 'page.') }`, params.values);
}

/**
 * A page that starts with the pending transactions and goes on with the mined ones, cut at
 * `limit`. The two lists are read one after the other, so a transaction mined in between is
 * in both: it is shown once, as mined (a page with one hash twice breaks every list keyed by it).
 */
export function pendingThenMined(pending: TransactionRow[], mined: TransactionRow[], limit: number): TransactionRow[] {
  const minedHashes = new Set(mined.map((row) => row.hash));
  return [ ...pending.filter((row) => !minedHashes.has(row.hash)), ...mined ].slice(0, limit);
}

/** The address's pending transactions, newest seen first, after the `(inserted_at, hash)` cursor. */
export async function listAddressPendingTransactions(db: Queryable, address: string, options: {
  direction: Direction; before?: { insertedAt: string; hash: string }; limit: number;
}): Promise<TransactionRow[]> {
  const params = new SqlParams();
  const hash = params.add(address);
  const limit = params.add(options.limit);
  const cursor = options.before ?
    [ `(t.inserted_at, t.hash) < (${ params.add(options.before.insertedAt) }::timestamptz, ${ params.add(options.before.hash) })` ] : [];
  const columns = [ 'inserted_at', 'hash' ];
  const scans = roles(options.direction, true).map((column) => `(SELECT t.hash, t.inserted_at FROM transactions t
    ${ where([ `${ column } = ${ hash }`, 't.block_hash IS NULL', ...cursor ]) } ORDER BY ${ orderBy(columns, 'DESC', 't.') } LIMIT ${ limit })`);
  return loadPage(db, params, scans, columns, 'DESC', limit);
}

/** The address's mined transactions in `sort` order, after the cursor. */
export async function listAddressMinedTransactions(db: Queryable, address: string, options: {
  direction: Direction; sort: AddressTransactionsSort; after?: MinedCursor; limit: number;
}): Promise<TransactionRow[]> {
  const params = new SqlParams();
  const hash = params.add(address);
  const limit = params.add(options.limit);
  const sortKey = SORT_KEYS[options.sort.field];
  const direction = options.sort.order === 'desc' ? 'DESC' : 'ASC';
  const keys = [ ...sortKey ? [ sortKey ] : [], 't.block_number', 't.index' ];
  const cursor: string[] = [];
  if (options.after && (sortKey === null || options.after.key !== undefined)) {
    const values = [ ...sortKey ? [ `${ params.add(options.after.key) }::numeric` ] : [], params.add(options.after.blockNumber), params.add(options.after.index) ];
    cursor.push(`(${ keys.join(', ') }) ${ direction === 'DESC' ? '<' : '>' } (${ values.join(', ') })`);
  }
  const scans = roles(options.direction, false).map((column) => `(SELECT t.hash, t.block_number, t.index${ sortKey ? `, ${ sortKey } AS sort_key` : '' }
    FROM transactions t ${ where([ `${ column } = ${ hash }`, 't.block_number IS NOT NULL', ...cursor ]) } ORDER BY ${ orderBy(keys, direction) } LIMIT ${ limit })`);
  return loadPage(db, params, scans, [ ...sortKey ? [ 'sort_key' ] : [], 'block_number', 'index' ], direction, limit);
}

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
  const dir = sortDirection(window.order);
  const limit = params.add(window.window);
  const sides = window.filterBy === 'from' ? [ 'from_address_hash' ] :
    window.filterBy === 'to' ? [ 'to_address_hash', 'created_contract_address_hash' ] :
      [ 'from_address_hash', 'to_address_hash', 'created_contract_address_hash' ];
  const scans = sides.map((column) => `(SELECT t.hash, t.block_number, t.index FROM transactions t
    ${ where([ `t.${ column } = ${ hash }`, ...shared ]) } ORDER BY t.block_number ${ dir }, t.index ${ dir } LIMIT ${ limit })`);
  return db.query<EtherscanTransactionRow>(`SELECT ${ ETHERSCAN_TRANSACTION_COLUMNS }
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
export async function listAddressPendingTransactionsInWindow(db: Queryable, address: string, window: ListWindow): Promise<PendingTransactionRow[]> {
  const params = new SqlParams();
  const hash = params.add(address);
  const limit = params.add(window.window);
  const dir = sortDirection(window.order);
  const scans = [ 'from_address_hash', 'to_address_hash' ].map((column) => `(SELECT hash, inserted_at FROM transactions
    WHERE ${ column } = ${ hash } AND block_hash IS NULL ORDER BY inserted_at ${ dir }, hash ${ dir } LIMIT ${ limit })`);
  return db.query<PendingTransactionRow>(`SELECT t.hash, t.nonce, t.from_address_hash, t.to_address_hash, t.value, t.gas_limit,
      t.gas_price, t.max_fee_per_gas, t.input
    FROM (${ scans.join(' UNION ') }) p JOIN transactions t ON t.hash = p.hash
    ORDER BY p.inserted_at ${ dir }, p.hash ${ dir } OFFSET ${ params.add(window.skip) } LIMIT ${ params.add(window.limit) }`, params.values);
}
