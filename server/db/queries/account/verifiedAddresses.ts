/** `account_verified_addresses`: contracts whose ownership a user proved by signing (the contracts-info service). */
import type { Queryable } from '../..';

export interface VerifiedAddressRow {
  address_hash: string;
  verified_at: Date;
  /** The token's name and symbol, when the address is a token. */
  name: string | null;
  symbol: string | null;
}

/** The user's verified addresses, newest first. */
export async function listVerifiedAddresses(db: Queryable, userId: number): Promise<VerifiedAddressRow[]> {
  return db.query<VerifiedAddressRow>(
    `SELECT v.address_hash, v.verified_at, k.name, k.symbol FROM account_verified_addresses v
     LEFT JOIN tokens k ON k.contract_address_hash = v.address_hash WHERE v.user_id = $1 ORDER BY v.verified_at DESC`, [ userId ]);
}

/** The user who verified the address, or null. */
export async function findVerifiedAddressOwner(db: Queryable, addressHash: string): Promise<number | null> {
  const [ taken ] = await db.query<{ user_id: number }>('SELECT user_id FROM account_verified_addresses WHERE address_hash = $1', [ addressHash ]);
  return taken ? Number(taken.user_id) : null;
}

/** Records the user's proof; false when someone verified the address first. */
export async function insertVerifiedAddress(db: Queryable, addressHash: string, userId: number): Promise<boolean> {
  const inserted = await db.query('INSERT INTO account_verified_addresses (address_hash, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING user_id',
    [ addressHash, userId ]);
  return inserted.length > 0;
}

/** Whether the user verified this address. */
export async function isVerifiedAddressOf(db: Queryable, userId: number, addressHash: string): Promise<boolean> {
  const [ row ] = await db.query('SELECT 1 FROM account_verified_addresses WHERE user_id = $1 AND address_hash = $2', [ userId, addressHash ]);
  return Boolean(row);
}
