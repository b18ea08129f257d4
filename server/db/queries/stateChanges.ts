/**
 * What the state changes of a transaction are computed from, all read from the database
 * (no node call): the block's transactions, value-moving frames, withdrawals and token
 * transfers, and the stored balances of the addresses involved after the block and
 * before it.
 */
import type { Queryable } from '..';
import { SqlParams } from './sql';

/** A transaction of the block, with what it paid and moved. */
export interface BlockTransactionRow {
  hash: string;
  index: number;
  from_address_hash: string;
  to_address_hash: string | null;
  created_contract_address_hash: string | null;
  value: string;
  gas_used: string | null;
  gas_price: string | null;
  status: number | null;
}

/** A frame of the block that moved value or failed (its failure undoes its children). */
export interface BlockFrameRow {
  transaction_index: number;
  index: number;
  type: string;
  call_type: string | null;
  from_address_hash: string;
  to_address_hash: string | null;
  created_contract_address_hash: string | null;
  value: string;
  error: string | null;
  trace_address: number[];
}

/** A token transfer of the block with its token. */
export interface BlockTokenTransferRow {
  transaction_hash: string;
  transaction_index: number;
  log_index: number;
  batch_index: number;
  token_contract_address_hash: string;
  token_type: string;
  from_address_hash: string;
  to_address_hash: string;
  amount: string | null;
  token_id: string | null;
}

/** Everything of one block the computation needs. */
export interface BlockActivity {
  transactions: BlockTransactionRow[];
  frames: BlockFrameRow[];
  withdrawals: Array<{ address_hash: string; amount: string }>;
  tokenTransfers: BlockTokenTransferRow[];
}

/** Reads the block's transactions, frames, withdrawals and token transfers. */
export async function loadBlockActivity(db: Queryable, blockHash: string): Promise<BlockActivity> {
  const transactions = await db.query<BlockTransactionRow>(`SELECT hash, index, from_address_hash, to_address_hash,
      created_contract_address_hash, value, gas_used, gas_price, status
    FROM transactions WHERE block_hash = $1 ORDER BY index`, [ blockHash ]);
  const frames = await db.query<BlockFrameRow>(`SELECT transaction_index, index, type, call_type, from_address_hash, to_address_hash,
      created_contract_address_hash, value, error, trace_address
    FROM internal_transactions WHERE block_hash = $1 AND index > 0 AND (value > 0 OR error IS NOT NULL)
    ORDER BY transaction_index, index`, [ blockHash ]);
  const withdrawals = await db.query<{ address_hash: string; amount: string }>(
    'SELECT address_hash, amount FROM withdrawals WHERE block_hash = $1', [ blockHash ]);
  const tokenTransfers = await db.query<BlockTokenTransferRow>(`SELECT transaction_hash, transaction_index, log_index, batch_index,
      token_contract_address_hash, token_type, from_address_hash, to_address_hash, amount, token_id
    FROM token_transfers WHERE block_hash = $1 ORDER BY log_index, batch_index`, [ blockHash ]);
  return { transactions, frames, withdrawals, tokenTransfers };
}

/** Stored balances around block N: the last one before N (null: none) and the one after N (null: not stored). */
export interface StoredBalance {
  before: string | null;
  after: string | null;
}

/** Coin balances of `addresses` before and after block `number`. */
export async function loadCoinBalancesAround(db: Queryable, addresses: string[], number: number): Promise<Map<string, StoredBalance>> {
  if (addresses.length === 0) return new Map();
  const params = new SqlParams();
  const block = params.add(number);
  const rows = await db.query<{ hash: string; before: string | null; after: string | null }>(`SELECT h.hash,
      (SELECT value FROM address_coin_balances c WHERE c.address_hash = h.hash AND c.block_number < ${ block }
        ORDER BY c.block_number DESC LIMIT 1) AS before,
      (SELECT value FROM address_coin_balances c WHERE c.address_hash = h.hash AND c.block_number = ${ block }) AS after
    FROM ${ params.list(addresses) } AS h (hash)`, params.values);
  return new Map(rows.map((row) => [ row.hash, { before: row.before, after: row.after } ]));
}

/** A token balance key: holder, token and (ERC-1155) token id. */
export interface TokenBalanceKey {
  holder: string;
  token: string;
  tokenId: string | null;
}

/** Token balances of the keys before and after block `number`, keyed `holder:token:id`. */
export async function loadTokenBalancesAround(db: Queryable, keys: TokenBalanceKey[], number: number): Promise<Map<string, StoredBalance>> {
  if (keys.length === 0) return new Map();
  const params = new SqlParams();
  const block = params.add(number);
  const json = params.add(JSON.stringify(keys.map((key) => ({
    address_hash: key.holder, token_contract_address_hash: key.token, token_id: key.tokenId,
  }))));
  const match = `b.address_hash = k.address_hash AND b.token_contract_address_hash = k.token_contract_address_hash
    AND COALESCE(b.token_id, -1) = COALESCE(k.token_id, -1)`;
  const rows = await db.query<{ address_hash: string; token_contract_address_hash: string; token_id: string | null; before: string | null; after: string | null }>(
    `SELECT k.address_hash, k.token_contract_address_hash, k.token_id,
      (SELECT value FROM address_token_balances b WHERE ${ match } AND b.block_number < ${ block }
        ORDER BY b.block_number DESC LIMIT 1) AS before,
      (SELECT value FROM address_token_balances b WHERE ${ match } AND b.block_number = ${ block }) AS after
    FROM json_populate_recordset(NULL::address_token_balances, ${ json }::json) k`, params.values);
  return new Map(rows.map((row) => [ tokenBalanceKey({ holder: row.address_hash, token: row.token_contract_address_hash, tokenId: row.token_id }),
    { before: row.before, after: row.after } ]));
}

/** The map key of a token balance. */
export function tokenBalanceKey(key: TokenBalanceKey): string {
  return `${ key.holder }:${ key.token }:${ key.tokenId ?? '' }`;
}

