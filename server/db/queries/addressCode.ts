/**
 * The code an address holds, as the `addresses` table keeps it: read, and stored when it
 * was learnt outside the indexer's order (the API's on-demand check).
 */
import type { Queryable } from '../database';

/** Whether the database holds code for `hash` (lower case); false for an address it never saw. */
export async function hasStoredCode(db: Queryable, hash: string): Promise<boolean> {
  const [ row ] = await db.query<{ has_code: boolean }>(
    `SELECT contract_code IS NOT NULL AND contract_code <> '0x' AS has_code FROM addresses WHERE hash = $1`, [ hash ]);
  return row?.has_code === true;
}

/** Stores `code` for `hash` unless code is stored already (the indexer's, with its creation, wins). */
export async function storeCodeIfMissing(db: Queryable, hash: string, code: string): Promise<void> {
  await db.query(`INSERT INTO addresses (hash, contract_code) VALUES ($1, $2)
    ON CONFLICT (hash) DO UPDATE SET contract_code = EXCLUDED.contract_code, updated_at = now()
    WHERE addresses.contract_code IS NULL OR addresses.contract_code = '0x'`, [ hash, code ]);
}
