/**
 * ABIs of verified contracts (`smart_contracts.abi`), for the read/write method endpoints.
 */
import type { Queryable } from '../../db';
import type { Abi } from '../../../types/api/contract';

/** The ABI of the verified contract at `hash` (lower case), or null when it is not verified. */
export async function findContractAbi(db: Queryable, hash: string): Promise<Abi | null> {
  const [ row ] = await db.query<{ abi: Abi }>('SELECT abi FROM smart_contracts WHERE address_hash = $1', [ hash ]);
  return row ? row.abi : null;
}

/**
 * The ABIs of the verified implementations of the proxy at `hash`, in the order the
 * indexer found them; unverified implementations are left out.
 */
export async function findImplementationAbis(db: Queryable, hash: string): Promise<Abi[]> {
  const rows = await db.query<{ abi: Abi }>(`SELECT s.abi FROM proxy_implementations p
    CROSS JOIN LATERAL unnest(p.implementation_address_hashes) WITH ORDINALITY AS i (address_hash, position)
    JOIN smart_contracts s ON s.address_hash = i.address_hash
    WHERE p.proxy_address_hash = $1 AND p.proxy_type <> 'unknown'
    ORDER BY i.position`, [ hash ]);
  return rows.map((row) => row.abi);
}
