/**
 * Proxy implementations detected by the indexer (`server/indexer/proxies`), with the name
 * of each implementation that is a verified contract.
 */
import type { Queryable } from '..';
import type { ProxyType } from '../../../types/api/address';
import { checksumAddress } from '../../common/checksumAddress';
import { SqlParams } from './sql';

export interface ProxyImplementation {
  proxy_type: ProxyType;
  implementations: Array<{ address_hash: string; name: string | null }>;
}

/** Stored type → GUIDE's `proxy_type` (the zeppelinos slot is Blockscout's `eip1967_oz`). */
const API_PROXY_TYPES: Record<string, ProxyType> = {
  eip1967: 'eip1967', eip1967_beacon: 'eip1967_beacon', eip1822: 'eip1822', eip1167: 'eip1167', oz_legacy: 'eip1967_oz',
};

/**
 * The proxies among `hashes` (lower case) with their implementations in order, in one
 * query; a hash that is no proxy, or not checked yet, is absent. While a re-check is
 * pending the last answer stands.
 */
export async function loadProxyImplementations(db: Queryable, hashes: Iterable<string>): Promise<Map<string, ProxyImplementation>> {
  const unique = [ ...new Set(hashes) ];
  if (unique.length === 0) return new Map();
  const params = new SqlParams();
  const rows = await db.query<{ proxy_address_hash: string; proxy_type: string; address_hash: string | null; name: string | null }>(`SELECT
      p.proxy_address_hash, p.proxy_type, i.address_hash, s.name
    FROM proxy_implementations p
    LEFT JOIN LATERAL unnest(p.implementation_address_hashes) WITH ORDINALITY AS i (address_hash, position) ON true
    LEFT JOIN smart_contracts s ON s.address_hash = i.address_hash
    WHERE p.proxy_address_hash IN ${ params.list(unique) }
    ORDER BY p.proxy_address_hash, i.position`, params.values);
  const proxies = new Map<string, ProxyImplementation>();
  for (const row of rows) {
    const proxyType = API_PROXY_TYPES[row.proxy_type];
    if (!proxyType) continue;
    let proxy = proxies.get(row.proxy_address_hash);
    if (!proxy) {
      proxy = { proxy_type: proxyType, implementations: [] };
      proxies.set(row.proxy_address_hash, proxy);
    }
    if (row.address_hash) proxy.implementations.push({ address_hash: checksumAddress(row.address_hash), name: row.name });
  }
  return proxies;
}

/** The proxy at `hash` (lower case), or null when it is no proxy or not checked yet. */
export async function findProxyImplementation(db: Queryable, hash: string): Promise<ProxyImplementation | null> {
  return (await loadProxyImplementations(db, [ hash ])).get(hash) ?? null;
}
