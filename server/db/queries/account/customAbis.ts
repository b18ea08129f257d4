/** `account_custom_abis`: ABIs a user attached to contracts. */
import type { Queryable } from '../..';

export interface CustomAbiRow { id: number; contract_address_hash: string; name: string; abi: unknown[] }

/** Newest first, bounded by the user's limit (the API answers it as one array). */
export async function listCustomAbis(db: Queryable, userId: number, limit: number): Promise<CustomAbiRow[]> {
  return db.query<CustomAbiRow>(
    'SELECT id, contract_address_hash, name, abi FROM account_custom_abis WHERE user_id = $1 ORDER BY id DESC LIMIT $2', [ userId, limit ]);
}

export async function findCustomAbi(db: Queryable, userId: number, addressHash: string): Promise<CustomAbiRow | null> {
  const [ row ] = await db.query<CustomAbiRow>(
    'SELECT id, contract_address_hash, name, abi FROM account_custom_abis WHERE user_id = $1 AND contract_address_hash = $2', [ userId, addressHash ]);
  return row ?? null;
}

export async function insertCustomAbi(db: Queryable, userId: number, addressHash: string, name: string, abi: unknown[]): Promise<CustomAbiRow | null> {
  const [ row ] = await db.query<CustomAbiRow>(
    `INSERT INTO account_custom_abis (user_id, contract_address_hash, name, abi) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, contract_address_hash) DO NOTHING RETURNING id, contract_address_hash, name, abi`,
    [ userId, addressHash, name, JSON.stringify(abi) ]);
  return row ?? null;
}

export async function updateCustomAbi(db: Queryable, userId: number, id: number, addressHash: string, name: string, abi: unknown[]):
Promise<CustomAbiRow | null | 'duplicate'> {
  const [ clash ] = await db.query('SELECT 1 FROM account_custom_abis WHERE user_id = $1 AND contract_address_hash = $2 AND id <> $3',
    [ userId, addressHash, id ]);
  if (clash) return 'duplicate';
  const [ row ] = await db.query<CustomAbiRow>(
    `UPDATE account_custom_abis SET contract_address_hash = $3, name = $4, abi = $5 WHERE user_id = $1 AND id = $2
     RETURNING id, contract_address_hash, name, abi`, [ userId, id, addressHash, name, JSON.stringify(abi) ]);
  return row ?? null;
}
