/**
 * Internal transaction (call frame) queries. Lists show every frame except the root of
 * a plain call, which is the transaction itself; the root of a contract creation is
 * shown (Blockscout's rule). Newest-first lists follow the `internal_transactions_listed*`
 * indexes of `0002_address_activity.sql`; a block's and a transaction's lists follow the
 * primary key and `internal_transactions_transaction`.
 */
import type { Queryable } from '..';
import { blockBounds, sortDirection, SqlParams, timeBounds, where, type ListWindow } from './sql';

/** An `internal_transactions` row plus its block's timestamp. */
export interface InternalTransactionRow {
  block_hash: string;
  block_number: number;
  transaction_index: number;
  index: number;
  transaction_hash: string;
  type: string;
  call_type: string | null;
  from_address_hash: string;
  to_address_hash: string | null;
  created_contract_address_hash: string | null;
  value: string;
  gas: string | null;
  gas_used: string | null;
  input: string | null;
  output: string | null;
  error: string | null;
  trace_address: number[];
  subtraces: number;
  block_timestamp: Date | null;
}

/** Position of a frame in the newest-first lists. */
export interface FramePosition {
  blockNumber: number;
  transactionIndex: number;
  index: number;
}

/** Frame types and call types the block list filters on (Blockscout's `type` and `call_type`). */
export const INTERNAL_TRANSACTION_TYPES = [ 'call', 'create', 'create2', 'reward', 'selfdestruct', 'stop' ] as const;
export const INTERNAL_CALL_TYPES = [ 'call', 'callcode', 'delegatecall', 'staticcall' ] as const;

const COLUMNS = `i.block_hash, i.block_number, i.transaction_index, i.index, i.transaction_hash, i.type, i.call_type,
  i.from_address_hash, i.to_address_hash, i.created_contract_address_hash, i.value, i.gas, i.gas_used, i.input, i.output,
  i.error, i.trace_address, i.subtraces, b.timestamp AS block_timestamp`;
const FROM = 'FROM internal_transactions i LEFT JOIN blocks b ON b.hash = i.block_hash';
/** The frames the lists show; the same predicate as the partial indexes, so they apply. */
const LISTED = '(i.index > 0 OR i.type <> \'call\')';
const NEWEST_FIRST = 'block_number DESC, transaction_index DESC, index DESC';

function before(params: SqlParams, position: FramePosition | undefined, prefix = 'i.'): string[] {
  if (!position) return [];
  return [ `(${ prefix }block_number, ${ prefix }transaction_index, ${ prefix }index) < (${ params.add(position.blockNumber) }, ` +
    `${ params.add(position.transactionIndex) }, ${ params.add(position.index) })` ];
}

/** Every listed frame, newest first, optionally of one transaction. */
export async function listInternalTransactions(db: Queryable, options: {
  transactionHash?: string; before?: FramePosition; limit: number;
}): Promise<InternalTransactionRow[]> {
  const params = new SqlParams();
  const conditions = [ LISTED, ...before(params, options.before) ];
  if (options.transactionHash) conditions.push(`i.transaction_hash = ${ params.add(options.transactionHash) }`);
  return db.query<InternalTransactionRow>(`SELECT ${ COLUMNS } ${ FROM } ${ where(conditions) }
    ORDER BY i.block_number DESC, i.transaction_index DESC, i.index DESC LIMIT ${ params.add(options.limit) }`, params.values);
}

/** A transaction's listed frames in call order, after the `index` cursor. */
export async function listTransactionInternalTransactions(db: Queryable, transactionHash: string, options: {
  afterIndex?: number; limit: number;
}): Promise<InternalTransactionRow[]> {
  const params = new SqlParams();
  const conditions = [ `i.transaction_hash = ${ params.add(transactionHash) }`, LISTED ];
  if (options.afterIndex !== undefined) conditions.push(`i.index > ${ params.add(options.afterIndex) }`);
  return db.query<InternalTransactionRow>(`SELECT ${ COLUMNS } ${ FROM } ${ where(conditions) }
    ORDER BY i.index LIMIT ${ params.add(options.limit) }`, params.values);
}

/**
 * A block's listed frames in block order, after the `(transaction_index, index)` cursor.
 * A call-type filter wins over a type filter (Blockscout: using both makes no sense).
 */
export async function listBlockInternalTransactions(db: Queryable, blockHash: string, options: {
  after?: { transactionIndex: number; index: number }; types?: string[]; callTypes?: string[]; limit: number;
}): Promise<InternalTransactionRow[]> {
  const params = new SqlParams();
  const conditions = [ `i.block_hash = ${ params.add(blockHash) }`, LISTED ];
  if (options.after) {
    conditions.push(`(i.transaction_index, i.index) > (${ params.add(options.after.transactionIndex) }, ${ params.add(options.after.index) })`);
  }
  if (options.callTypes) {
    conditions.push(`i.call_type IN ${ params.list(options.callTypes) }`);
  } else if (options.types) {
    conditions.push(`i.type IN ${ params.list(options.types) }`);
  }
  return db.query<InternalTransactionRow>(`SELECT ${ COLUMNS } ${ FROM } ${ where(conditions) }
    ORDER BY i.transaction_index, i.index LIMIT ${ params.add(options.limit) }`, params.values);
}

/** Which frames of an address: sent, received (calls to it and contracts it became), or both. */
export type AddressDirection = 'from' | 'to' | undefined;

/**
 * An address's listed frames, newest first. Each role (sender, callee, created contract)
 * is its own keyset scan cut at `limit`; the union of the three, cut again, is the page.
 */
export async function listAddressInternalTransactions(db: Queryable, address: string, options: {
  direction: AddressDirection; before?: FramePosition; limit: number;
}): Promise<InternalTransactionRow[]> {
  const params = new SqlParams();
  const hash = params.add(address);
  const limit = params.add(options.limit);
  const cursor = before(params, options.before, '');
  const roles = [
    ...options.direction !== 'to' ? [ 'from_address_hash' ] : [],
    ...options.direction !== 'from' ? [ 'to_address_hash', 'created_contract_address_hash' ] : [],
  ];
  const scans = roles.map((column) => `(SELECT block_hash, transaction_index, index, block_number FROM internal_transactions i
    ${ where([ `${ column } = ${ hash }`, LISTED, ...cursor ]) } ORDER BY ${ NEWEST_FIRST } LIMIT ${ limit })`);
  return db.query<InternalTransactionRow>(`WITH page AS (SELECT * FROM (${ scans.join(' UNION ') }) scans ORDER BY ${ NEWEST_FIRST } LIMIT ${ limit })
    SELECT ${ COLUMNS } FROM page p JOIN internal_transactions i
      ON i.block_hash = p.block_hash AND i.transaction_index = p.transaction_index AND i.index = p.index
    LEFT JOIN blocks b ON b.hash = i.block_hash
    ORDER BY i.block_number DESC, i.transaction_index DESC, i.index DESC`, params.values);
}

/** Every frame of a transaction, the root included, in call order: the raw trace. */
export async function listTransactionFrames(db: Queryable, transactionHash: string): Promise<InternalTransactionRow[]> {
  return db.query<InternalTransactionRow>(`SELECT ${ COLUMNS } ${ FROM } WHERE i.transaction_hash = $1 ORDER BY i.index`,
    [ transactionHash ]);
}

/** The columns of an internal transaction Etherscan's `txlistinternal` shows. */
export type EtherscanInternalRow = Pick<InternalTransactionRow, 'block_number' | 'block_timestamp' | 'transaction_hash' |
  'transaction_index' | 'index' | 'type' | 'call_type' | 'from_address_hash' | 'to_address_hash' | 'created_contract_address_hash' |
  'value' | 'gas' | 'gas_used' | 'input' | 'error'>;

const INTERNAL_COLUMNS = `i.block_number, b.timestamp AS block_timestamp, i.transaction_hash, i.transaction_index, i.index, i.type,
  i.call_type, i.from_address_hash, i.to_address_hash, i.created_contract_address_hash, i.value, i.gas, i.gas_used, i.input, i.error`;

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
  const dir = sortDirection(window.order);
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
