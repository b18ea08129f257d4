/**
 * `account_api_keys`: a user's API keys, kept as the key's hash and a masked form; the key
 * in clear is never stored (server/account/apiKeys.ts makes and hashes it).
 */
import type { Queryable } from '../..';

export interface ApiKeyRow { id: string; masked: string; name: string }

/** The whole list, bounded by the user's limit (the API answers it as one array). */
export async function listApiKeys(db: Queryable, userId: number, limit: number): Promise<ApiKeyRow[]> {
  return db.query<ApiKeyRow>('SELECT id, masked, name FROM account_api_keys WHERE user_id = $1 ORDER BY created_at, id LIMIT $2', [ userId, limit ]);
}

/** Stores a new key; null when the user has `limit` keys. */
export async function insertApiKey(db: Queryable, userId: number, key: { id: string; keyHash: string; masked: string; name: string }, limit: number):
Promise<ApiKeyRow | null> {
  // One statement: two concurrent creations cannot both pass the count.
  const [ row ] = await db.query<ApiKeyRow>(
    `INSERT INTO account_api_keys (id, user_id, key_hash, masked, name)
     SELECT $1, $2, $3, $4, $5 WHERE (SELECT count(*) FROM account_api_keys WHERE user_id = $2) < $6
     RETURNING id, masked, name`, [ key.id, userId, key.keyHash, key.masked, key.name, limit ]);
  return row ?? null;
}

export async function renameApiKey(db: Queryable, userId: number, id: string, name: string): Promise<ApiKeyRow | null> {
  const [ row ] = await db.query<ApiKeyRow>(
    'UPDATE account_api_keys SET name = $3 WHERE user_id = $1 AND id = $2 RETURNING id, masked, name', [ userId, id, name ]);
  return row ?? null;
}

/** The owner of the key with this hash, or null for an unknown key. */
export async function findApiKeyOwnerByHash(db: Queryable, keyHash: string): Promise<{ userId: number; keyId: string } | null> {
  const [ row ] = await db.query<{ user_id: number; id: string }>('SELECT user_id, id FROM account_api_keys WHERE key_hash = $1', [ keyHash ]);
  return row ? { userId: Number(row.user_id), keyId: row.id } : null;
}
