/**
 * Proxy implementations detected by the indexer (`server/indexer/proxies`), with the name
 * of each implementation that is a verified contract.
 */
import type { Queryable } from '../../db';
import type { ProxyType } from '../../../types/api/address';
import { checksumAddress } from '../serializers/address';

export interface ProxyImplementation {
  proxy_type: ProxyType;
  implementations: Array<{ address_hash: string; name: string | null }>;
}

/** Stored type → GUIDE's `proxy_type` (the zeppelinos slot is Blockscout's `eip1967_oz`). */
const API_PROXY_TYPES: Record<string, ProxyType> = {
  eip1967: 'eip1967', eip1967_beacon: 'eip1967_beacon', eip1822: 'eip1822', eip1167: 'eip1167', oz_legacy: 'eip1967_oz',
};

/**
 * The proxy at `hash` (lower case) and its implementations in order, or null when it is
 * no proxy or not checked yet. While a re-check is pending the last answer stands.
 */
export async function findProxyImplementation(db: Queryable, hash: string): Promise<ProxyImplementation | null> {
  const rows = await db.query<{ proxy_type: string; address_hash: string | null; name: string | null }>(`SELECT p.proxy_type,
      i.address_hash, s.name
    FROM proxy_implementations p
    LEFT JOIN LATERAL unnest(p.implementation_address_hashes) WITH ORDINALITY AS i (address_hash, position) ON true
    LEFT JOIN smart_contracts s ON s.address_hash = i.address_hash
    WHERE p.proxy_address_hash = $1
    ORDER BY i.position`, [ hash ]);
  const proxyType = rows.length > 0 ? API_PROXY_TYPES[rows[0].proxy_type] : undefined;
  if (!proxyType) return null;
  return {
    proxy_type: proxyType,
    implementations: rows.flatMap((row) => row.address_hash ? [ { address_hash: checksumAddress(row.address_hash), name: row.name } ] : []),
  };
}
