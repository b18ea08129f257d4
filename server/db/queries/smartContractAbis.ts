/**
 * ABIs of verified contracts (`smart_contracts.abi`), for the read/write method endpoints
 * and for decoding (`presenters/contractAbis.ts`).
 */
import type { Queryable } from '..';
import type { Abi } from '../../../types/api/contract';
import { SqlParams } from './sql';

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

/** A verified ABI that decodes for `address_hash`: its own, or one of its implementations' (a proxy). */
export interface DecodingAbiRow {
  address_hash: string;
  /** The verified contract whose ABI it is. */
  abi_address_hash: string;
  /** `verified_at` as text: set anew by every (re-)verification, so it versions the ABI. */
  version: string;
}

/**
 * For each of `hashes`, the verified ABIs that decode its calls and logs, without the ABIs
 * themselves: its own first, then its verified implementations' in the indexer's order.
 * Primary-key lookups only (`smart_contracts`, `proxy_implementations`).
 */
export async function listDecodingAbiVersions(db: Queryable, hashes: readonly string[]): Promise<DecodingAbiRow[]> {
  if (hashes.length === 0) return [];
  const params = new SqlParams();
  const list = params.list(hashes);
  return db.query<DecodingAbiRow>(`SELECT address_hash, abi_address_hash, version FROM (
      SELECT s.address_hash, s.address_hash AS abi_address_hash, s.verified_at::text AS version, 0::bigint AS position
      FROM smart_contracts s WHERE s.address_hash IN ${ list }
      UNION ALL
      SELECT p.proxy_address_hash, s.address_hash, s.verified_at::text, i.position
      FROM proxy_implementations p
      CROSS JOIN LATERAL unnest(p.implementation_address_hashes) WITH ORDINALITY AS i (address_hash, position)
      JOIN smart_contracts s ON s.address_hash = i.address_hash
      WHERE p.proxy_address_hash IN ${ list } AND p.proxy_type <> 'unknown') abis
    ORDER BY address_hash, position`, params.values);
}

/** The ABIs of the verified contracts `hashes`, each with its version (see {@link DecodingAbiRow}). */
export async function listAbisWithVersion(db: Queryable, hashes: readonly string[]): Promise<Array<{ address_hash: string; version: string; abi: Abi }>> {
  if (hashes.length === 0) return [];
  const params = new SqlParams();
  return db.query(`SELECT address_hash, verified_at::text AS version, abi FROM smart_contracts WHERE address_hash IN ${ params.list(hashes) }`,
    params.values);
}
