/**
 * Token transfer queries. Each list picks its rows on one index of `token_transfers`
 * (newest first: `(block_number, log_index, batch_index) DESC`; a transaction's in log
 * order), limits them, and only then joins the token, the NFT instance and the
 * transaction's selector, so one query serves a whole page.
 */
import type { Queryable } from '..';
import { blockBounds, sortDirection, SqlParams, timeBounds, where, type ListWindow } from './sql';
import { ETHERSCAN_TRANSACTION_COLUMNS, type EtherscanTransactionRow } from './transactions';

/** A `token_transfers` row with its token, its NFT instance (if any) and its transaction's selector. */
export interface TokenTransferRow {
  block_hash: string;
  log_index: number;
  batch_index: number;
  is_batch?: boolean;
  block_number: number;
  block_timestamp: Date | null;
  transaction_hash: string;
  token_contract_address_hash: string;
  token_type: string;
  from_address_hash: string;
  to_address_hash: string;
  amount: string | null;
  token_id: string | null;
  token_name: string | null;
  token_symbol: string | null;
  token_decimals: string | null;
  token_total_supply: string | null;
  token_holders_count: number;
  token_icon_url: string | null;
  transaction_method_id?: string | null;
  /** The transaction's `to` and, for a call (never a creation's bytecode), its input: the method is decoded from them. */
  transaction_to_address_hash?: string | null;
  transaction_input?: string | null;
  /** The instance's columns; `instance_token_id` is null when there is no instance row. */
  instance_token_id?: string | null;
  instance_owner_address_hash?: string | null;
  instance_metadata?: unknown;
  instance_image_url?: string | null;
  instance_animation_url?: string | null;
  instance_external_url?: string | null;
  instance_media_url?: string | null;
  instance_media_type?: string | null;
}

/** Where a newest-first list continues: strictly below this key. */
export interface TransferCursor {
  blockNumber: number;
  logIndex: number;
  batchIndex: number;
}

const COLUMNS = `tt.block_hash, tt.log_index, tt.batch_index, tt.is_batch, tt.block_number, tt.block_timestamp,
  tt.transaction_hash, tt.token_contract_address_hash, tt.token_type, tt.from_address_hash, tt.to_address_hash,
  tt.amount, tt.token_id, k.name AS token_name, k.symbol AS token_symbol, k.decimals AS token_decimals,
  k.total_supply AS token_total_supply, k.holders_count AS token_holders_count, k.icon_url AS token_icon_url,
  tx.method_id AS transaction_method_id, tx.to_address_hash AS transaction_to_address_hash,
  CASE WHEN tx.to_address_hash IS NULL THEN NULL ELSE tx.input END AS transaction_input, i.token_id AS instance_token_id, i.owner_address_hash AS instance_owner_address_hash,
  i.metadata AS instance_metadata, i.image_url AS instance_image_url, i.animation_url AS instance_animation_url,
  i.external_url AS instance_external_url, i.media_url AS instance_media_url, i.media_type AS instance_media_type`;
const JOINS = `JOIN tokens k ON k.contract_address_hash = tt.token_contract_address_hash
  LEFT JOIN token_instances i ON i.token_contract_address_hash = tt.token_contract_address_hash AND i.token_id = tt.token_id
  LEFT JOIN transactions tx ON tx.hash = tt.transaction_hash`;
const NEWEST_FIRST = 'tt.block_number DESC, tt.log_index DESC, tt.batch_index DESC';
const LOG_ORDER = 'tt.log_index, tt.batch_index';

/** Filters shared by the newest-first lists. */
export interface TransferListOptions {
  types?: readonly string[];
  before?: TransferCursor;
  limit: number;
}

/** `token_type = $n` for one type (so the planner can use `token_transfers_api_type`), IN for several. */
function typeCondition(params: SqlParams, types: readonly string[]): string {
  return types.length === 1 ? `tt.token_type = ${ params.add(types[0]) }` : `tt.token_type IN (${ types.map((type) => params.add(type)).join(', ') })`;
}

function newestFirstConditions(params: SqlParams, options: TransferListOptions): string[] {
  const conditions: string[] = [];
  if (options.types) conditions.push(typeCondition(params, options.types));
  if (options.before) {
    const { blockNumber, logIndex, batchIndex } = options.before;
    conditions.push(`(tt.block_number, tt.log_index, tt.batch_index) < (${ params.add(blockNumber) }, ${ params.add(logIndex) }, ${ params.add(batchIndex) })`);
  }
  return conditions;
}

/** Runs `picked` (a limited SELECT of `token_transfers tt` rows) and joins what a page shows. */
async function withDetails(db: Queryable, params: SqlParams, picked: string, order: string): Promise<TokenTransferRow[]> {
  return db.query<TokenTransferRow>(`SELECT ${ COLUMNS } FROM (${ picked }) tt ${ JOINS } ORDER BY ${ order }`, params.values);
}

/** One newest-first page of the transfers matching `conditions` (besides the options'). */
async function listNewestFirst(db: Queryable, params: SqlParams, conditions: string[], options: TransferListOptions): Promise<TokenTransferRow[]> {
  const all = [ ...conditions, ...newestFirstConditions(params, options) ];
  const picked = `SELECT * FROM token_transfers tt ${ where(all) } ORDER BY ${ NEWEST_FIRST } LIMIT ${ params.add(options.limit) }`;
  return withDetails(db, params, picked, NEWEST_FIRST);
}

/** Every transfer, newest first (`token_transfers_order`, or `token_transfers_api_type` for one type). */
export async function listTokenTransfers(db: Queryable, options: TransferListOptions): Promise<TokenTransferRow[]> {
  return listNewestFirst(db, new SqlParams(), [], options);
}

/** A token's transfers, newest first (`token_transfers_token`). */
export async function listTokenTokenTransfers(db: Queryable, token: string, options: TransferListOptions): Promise<TokenTransferRow[]> {
  const params = new SqlParams();
  return listNewestFirst(db, params, [ `tt.token_contract_address_hash = ${ params.add(token) }` ], options);
}

/** One NFT's transfers, newest first (`token_transfers_token_id`). */
export async function listInstanceTokenTransfers(db: Queryable, token: string, tokenId: string, options: TransferListOptions): Promise<TokenTransferRow[]> {
  const params = new SqlParams();
  const conditions = [ `tt.token_contract_address_hash = ${ params.add(token) }`, `tt.token_id = ${ params.add(tokenId) }::numeric` ];
  return listNewestFirst(db, params, conditions, options);
}

/** Filters of an address's transfers. */
export interface AddressTransferOptions extends TransferListOptions {
  /** Only transfers from, or only to, the address; both when absent. */
  direction?: 'from' | 'to';
  /** Only this token's transfers. */
  token?: string;
}

/**
 * An address's transfers, newest first: from `token_transfers_from`, to
 * `token_transfers_to`, or both merged (a transfer to itself counted once).
 */
export async function listAddressTokenTransfers(db: Queryable, address: string, options: AddressTransferOptions): Promise<TokenTransferRow[]> {
  const params = new SqlParams();
  const hash = params.add(address);
  const shared = [ ...options.token ? [ `tt.token_contract_address_hash = ${ params.add(options.token) }` ] : [],
    ...newestFirstConditions(params, options) ];
  const limit = params.add(options.limit);
  const side = (conditions: string[]) => `(SELECT * FROM token_transfers tt ${ where([ ...conditions, ...shared ]) }
    ORDER BY ${ NEWEST_FIRST } LIMIT ${ limit })`;
  const from = side([ `tt.from_address_hash = ${ hash }` ]);
  if (options.direction === 'from') return withDetails(db, params, from, NEWEST_FIRST);
  const to = side([ `tt.to_address_hash = ${ hash }`, ...options.direction === 'to' ? [] : [ `tt.from_address_hash <> ${ hash }` ] ]);
  if (options.direction === 'to') return withDetails(db, params, to, NEWEST_FIRST);
  const merged = `SELECT * FROM (${ from } UNION ALL ${ to }) tt ORDER BY ${ NEWEST_FIRST } LIMIT ${ limit }`;
  return withDetails(db, params, merged, NEWEST_FIRST);
}

/** A transaction's transfers in log order after `(logIndex, batchIndex)` (`token_transfers_transaction`). */
export async function listTransactionTransfersPage(db: Queryable, transactionHash: string, options: {
  types?: readonly string[]; after?: { logIndex: number; batchIndex: number }; limit: number;
}): Promise<TokenTransferRow[]> {
  const params = new SqlParams();
  const conditions = [ `tt.transaction_hash = ${ params.add(transactionHash) }` ];
  if (options.types) conditions.push(typeCondition(params, options.types));
  if (options.after) conditions.push(`(tt.log_index, tt.batch_index) > (${ params.add(options.after.logIndex) }, ${ params.add(options.after.batchIndex) })`);
  const picked = `SELECT * FROM token_transfers tt ${ where(conditions) } ORDER BY ${ LOG_ORDER } LIMIT ${ params.add(options.limit) }`;
  return withDetails(db, params, picked, LOG_ORDER);
}

/** The first `limit` transfers of a transaction in log order (the transaction page's preview). */
export async function listTransactionTokenTransfers(db: Queryable, transactionHash: string, limit: number): Promise<TokenTransferRow[]> {
  return listTransactionTransfersPage(db, transactionHash, { limit });
}

/** Whether a transaction with this hash is stored (mined or pending). */
export async function transactionExists(db: Queryable, hash: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM transactions WHERE hash = $1', [ hash ])).length > 0;
}

/** Transfers counted one by one; above this a token's count is the planner's estimate. */
export const EXACT_TRANSFER_COUNT_LIMIT = 100_000;

/**
 * How many transfers a token (or one of its ids) has: exact up to
 * {@link EXACT_TRANSFER_COUNT_LIMIT} (an index-only scan of `token_transfers_token_id`),
 * beyond that PostgreSQL's row estimate, so a token with millions of transfers costs
 * no more than one with a hundred thousand.
 */
export async function countTokenTransfers(db: Queryable, token: string, tokenId?: string,
  exactLimit = EXACT_TRANSFER_COUNT_LIMIT): Promise<number> {
  const params = new SqlParams();
  const match = `token_contract_address_hash = ${ params.add(token) }${ tokenId === undefined ? '' : ` AND token_id = ${ params.add(tokenId) }::numeric` }`;
  const [ row ] = await db.query<{ count: number }>(`SELECT count(*) AS count FROM (SELECT 1 FROM token_transfers WHERE ${ match }
    LIMIT ${ params.add(exactLimit + 1) }) capped`, params.values);
  const count = Number(row.count);
  if (count <= exactLimit) return count;
  const [ plan ] = await db.query<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM token_transfers WHERE ${ match }`, params.values.slice(0, -1));
  return Math.max(count, Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows']));
}

/** What a block did to a token: its transfers, and the supply if the block set it. */
export interface BlockTokenActivity {
  token: string;
  transfers: number;
  total_supply: string | null;
}

/**
 * For each of `tokens` the block moved: its transfer count (primary key prefix
 * `block_hash`) and its total supply when read at this block.
 */
export async function listBlockTokenActivity(db: Queryable, block: { hash: string; number: number }, tokens: string[]): Promise<BlockTokenActivity[]> {
  if (tokens.length === 0) return [];
  const params = new SqlParams();
  const rows = await db.query<{ token: string; transfers: number | string; total_supply: string | null }>(`SELECT
      tt.token_contract_address_hash AS token, count(*) AS transfers,
      max(CASE WHEN k.total_supply_block_number = ${ params.add(block.number) } THEN k.total_supply END) AS total_supply
    FROM token_transfers tt LEFT JOIN tokens k ON k.contract_address_hash = tt.token_contract_address_hash
    WHERE tt.block_hash = ${ params.add(block.hash) } AND tt.token_contract_address_hash IN ${ params.list(tokens) }
    GROUP BY tt.token_contract_address_hash`, params.values);
  return rows.map((row) => ({ token: row.token, transfers: Number(row.transfers), total_supply: row.total_supply }));
}

/** Which of `addresses` sent or received a token in `blockHash` (primary key prefix `block_hash`). */
export async function listBlockTokenTransferParties(db: Queryable, blockHash: string, addresses: string[]): Promise<string[]> {
  if (addresses.length === 0) return [];
  const params = new SqlParams();
  const block = params.add(blockHash);
  const list = params.list(addresses);
  const rows = await db.query<{ address_hash: string }>(`SELECT from_address_hash AS address_hash FROM token_transfers
      WHERE block_hash = ${ block } AND from_address_hash IN ${ list }
    UNION SELECT to_address_hash FROM token_transfers WHERE block_hash = ${ block } AND to_address_hash IN ${ list }`, params.values);
  return rows.map((row) => row.address_hash);
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
export async function listTokenTransfersInWindow(db: Queryable, filter: {
  address?: string; contract?: string; types: readonly string[];
}, window: ListWindow): Promise<EtherscanTokenTransferRow[]> {
  const params = new SqlParams();
  const dir = sortDirection(window.order);
  const shared = [ `tt.token_type = ANY(${ params.add([ ...filter.types ]) }::text[])`, ...blockBounds(params, window, 'tt.block_number'),
    ...timeBounds(params, window, 'tt.block_timestamp') ];
  if (filter.contract) shared.push(`tt.token_contract_address_hash = ${ params.add(filter.contract) }`);
  const limit = params.add(window.window);
  const sides = filter.address ? [ 'from_address_hash', 'to_address_hash' ] : [ null ];
  const address = filter.address ? params.add(filter.address) : null;
  const scans = sides.map((column) => `(SELECT tt.block_hash, tt.log_index, tt.batch_index, tt.block_number FROM token_transfers tt
    ${ where([ ...(column ? [ `tt.${ column } = ${ address }` ] : []), ...shared ]) }
    ORDER BY tt.block_number ${ dir }, tt.log_index ${ dir }, tt.batch_index ${ dir } LIMIT ${ limit })`);
  return db.query<EtherscanTokenTransferRow>(`SELECT ${ ETHERSCAN_TRANSACTION_COLUMNS }, tt.log_index, tt.token_contract_address_hash, tt.token_type,
      tt.from_address_hash AS transfer_from, tt.to_address_hash AS transfer_to, tt.amount, tt.token_id,
      tk.name AS token_name, tk.symbol AS token_symbol, tk.decimals AS token_decimals
    FROM (${ sides.length > 1 ? scans.join(' UNION ') : scans[0] }) p
    JOIN token_transfers tt ON tt.block_hash = p.block_hash AND tt.log_index = p.log_index AND tt.batch_index = p.batch_index
    JOIN transactions t ON t.hash = tt.transaction_hash
    LEFT JOIN tokens tk ON tk.contract_address_hash = tt.token_contract_address_hash
    ORDER BY p.block_number ${ dir }, p.log_index ${ dir }, p.batch_index ${ dir }
    OFFSET ${ params.add(window.skip) } LIMIT ${ params.add(window.limit) }`, params.values);
}
