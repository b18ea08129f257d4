/** `account_siwe_nonces`: the single-use nonces of sign-in-with-Ethereum messages, bound to an address. */
import type { Queryable } from '../..';

/** Stores a nonce, after deleting the expired ones. */
export async function insertSiweNonce(db: Queryable, nonce: string, addressHash: string, expiresAt: Date): Promise<void> {
  await db.query('DELETE FROM account_siwe_nonces WHERE expires_at < now()');
  await db.query('INSERT INTO account_siwe_nonces (nonce, address_hash, expires_at) VALUES ($1, $2, $3)', [ nonce, addressHash, expiresAt ]);
}

/** Spends a live nonce: the address it was issued for, or null when it is unknown, spent or expired. */
export async function takeSiweNonce(db: Queryable, nonce: string): Promise<string | null> {
  const [ issued ] = await db.query<{ address_hash: string }>(
    'DELETE FROM account_siwe_nonces WHERE nonce = $1 AND expires_at > now() RETURNING address_hash', [ nonce ]);
  return issued?.address_hash ?? null;
}
