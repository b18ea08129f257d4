/**
 * Coin balance rows (`address_coin_balances`): what a block set, with its change.
 */
import type { Queryable } from '..';
import { SqlParams } from './sql';

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
