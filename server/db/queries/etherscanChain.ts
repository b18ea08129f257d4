/**
 * Queries of the Etherscan-compatible `token`, `stats`, `block` and `transaction` modules
 * (GUIDE §11), each along an index except the coin supply (a sum over every address, cached
 * by its caller).
 */
import type { Queryable } from '..';
import { REWARD_COLUMNS, TRANSACTION_COLUMNS, type EtherscanTransactionRow, type MinedBlockRow } from './etherscanAccounts';

export interface EtherscanTokenRow {
  contract_address_hash: string;
  type: string;
  name: string | null;
  symbol: string | null;
  decimals: string | null;
  total_supply: string | null;
  metadata_fetched_at: Date | null;
}

export async function findToken(db: Queryable, address: string): Promise<EtherscanTokenRow | null> {
  const [ row ] = await db.query<EtherscanTokenRow>(`SELECT contract_address_hash, type, name, symbol, decimals, total_supply,
    metadata_fetched_at FROM tokens WHERE contract_address_hash = $1`, [ address ]);
  return row ?? null;
}

/** Holders with a positive balance, largest first (ERC-1155: a row per address and id). */
export async function listTokenHolders(db: Queryable, token: string, skip: number, limit: number): Promise<Array<{ address_hash: string; value: string }>> {
  return db.query(`SELECT address_hash, value FROM address_current_token_balances WHERE token_contract_address_hash = $1 AND value > 0
    ORDER BY value DESC, address_hash DESC, COALESCE(token_id, -1) DESC OFFSET $2 LIMIT $3`, [ token, skip, limit ]);
}

/** The sum of every address's balance: the coins in existence, burnt ones excluded. */
export async function sumCoinBalances(db: Queryable): Promise<string> {
  const [ row ] = await db.query<{ total: string | null }>('SELECT sum(fetched_coin_balance) AS total FROM addresses');
  return row?.total ?? '0';
}

/** Fees paid in consensus blocks from `from` (inclusive) to `to` (exclusive), along `blocks_timestamp`. */
export async function sumFeesBetween(db: Queryable, from: Date, to: Date): Promise<{ fees: string; blocks: number }> {
  const [ row ] = await db.query<{ fees: string | null; blocks: number }>(`SELECT sum(transaction_fees) AS fees, count(*) AS blocks
    FROM blocks WHERE consensus AND timestamp >= $1 AND timestamp < $2`, [ from.toISOString(), to.toISOString() ]);
  return { fees: row?.fees ?? '0', blocks: Number(row?.blocks ?? 0) };
}

export interface RewardBlockRow extends MinedBlockRow {
  miner_hash: string;
}

export async function findConsensusBlock(db: Queryable, number: number): Promise<RewardBlockRow | null> {
  const [ row ] = await db.query<RewardBlockRow>(`SELECT ${ REWARD_COLUMNS }, miner_hash FROM blocks WHERE consensus AND number = $1`, [ number ]);
  return row ?? null;
}

/** The last consensus block at or before `timestamp`, or the first at or after it. */
export async function findBlockNumberByTime(db: Queryable, timestamp: Date, closest: 'before' | 'after'): Promise<number | null> {
  // The nearest time first (one step along `blocks_timestamp`), then the blocks sharing it.
  const sql = closest === 'before' ?
    `SELECT max(number) AS number FROM blocks WHERE consensus AND timestamp =
      (SELECT timestamp FROM blocks WHERE consensus AND timestamp <= $1 ORDER BY timestamp DESC LIMIT 1)` :
    `SELECT min(number) AS number FROM blocks WHERE consensus AND timestamp =
      (SELECT timestamp FROM blocks WHERE consensus AND timestamp >= $1 ORDER BY timestamp LIMIT 1)`;
  const [ row ] = await db.query<{ number: number | null }>(sql, [ timestamp.toISOString() ]);
  return row?.number ?? null;
}

/** A transaction by hash, mined or pending (then its block fields are null). */
export async function findTransaction(db: Queryable, hash: string): Promise<EtherscanTransactionRow | null> {
  const [ row ] = await db.query<EtherscanTransactionRow>(`SELECT ${ TRANSACTION_COLUMNS } FROM transactions t WHERE t.hash = $1`, [ hash ]);
  return row ?? null;
}
