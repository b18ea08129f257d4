/**
 * The verified ABIs a page decodes with, for all its addresses at once: one query for
 * which ABIs apply and their versions, and one more only for ABIs not indexed in this
 * process yet (`decoding/contractAbi.ts`). A new verification has a new version, so it
 * decodes from the next request on.
 */
import type { Queryable } from '../../db';
import { cacheContractAbi, cachedContractAbi, contractAbiKey, type ContractAbis } from '../decoding/contractAbi';
import type { Registry } from '../decoding/registry';
import { listAbisWithVersion, listDecodingAbiVersions } from '../../db/queries/smartContractAbis';

/** Per address of `hashes` (lower case) that has any, its verified ABI indexes: its own, then its implementations'. */
export async function loadContractAbis(db: Queryable, hashes: Iterable<string | null | undefined>): Promise<ContractAbis> {
  const unique = [ ...new Set(hashes) ].filter((hash): hash is string => Boolean(hash));
  const sources = await listDecodingAbiVersions(db, unique);
  const indexes = new Map<string, Registry>();
  const missing = new Set<string>();
  for (const source of sources) {
    const key = contractAbiKey(source.abi_address_hash, source.version);
    const cached = cachedContractAbi(key);
    if (cached) indexes.set(key, cached);
    else missing.add(source.abi_address_hash);
  }
  // A verification between the two queries gives a newer version than the first read: the
  // ABI fetched now is used for its address whatever the version.
  const fetched = new Map<string, Registry>();
  for (const row of await listAbisWithVersion(db, [ ...missing ])) {
    fetched.set(row.address_hash, cacheContractAbi(contractAbiKey(row.address_hash, row.version), row.abi));
  }
  const result = new Map<string, Registry[]>();
  for (const source of sources) {
    const index = fetched.get(source.abi_address_hash) ?? indexes.get(contractAbiKey(source.abi_address_hash, source.version));
    if (!index) continue;
    const list = result.get(source.address_hash) ?? [];
    list.push(index);
    result.set(source.address_hash, list);
  }
  return result;
}
