/**
 * AddressParam (spec `Address`): the address object embedded as `from`, `to`, `miner`, …
 */
import { getAddress } from 'viem';

import type { AddressParam } from '../../../types/api/address';
import type { AddressInfo } from '../repositories/addresses';

/** Checksummed forms kept; the same few addresses fill most pages. */
const CHECKSUM_CACHE_SIZE = 10_000;
const checksums = new Map<string, string>();

/**
 * The EIP-55 form of a lower-case address. Cached because keccak per address per row
 * is the most expensive step of serializing a page.
 */
export function checksumAddress(hash: string): string {
  let checksummed = checksums.get(hash);
  if (checksummed === undefined) {
    checksummed = getAddress(hash);
    // A full cache starts over: simpler than LRU and the working set refills in one page.
    if (checksums.size >= CHECKSUM_CACHE_SIZE) checksums.clear();
    checksums.set(hash, checksummed);
  }
  return checksummed;
}

/**
 * The AddressParam of `hash` (lower case); verified contracts are named by their contract
 * name. Fields we do not have yet (proxies, ENS, metadata tags, reputation) carry their "nothing known" values; the
 * user-specific lists are empty because the API has no accounts yet.
 */
export function serializeAddress(hash: string, info: AddressInfo | undefined): AddressParam {
  return {
    hash: checksumAddress(hash),
    is_contract: info?.isContract ?? false,
    is_verified: info?.isVerified ?? false,
    // Blockscout names a verified contract by its contract name, else the token's.
    name: info?.contractName ?? info?.tokenName ?? null,
    implementations: [],
    proxy_type: null,
    ens_domain_name: null,
    metadata: null,
    is_scam: false,
    reputation: 'ok',
    private_tags: [],
    public_tags: [],
    watchlist_names: [],
  };
}

/** Looks hashes up in a loaded info map; a null hash (no address) stays null. */
export function addressSerializer(infos: Map<string, AddressInfo>): (hash: string | null) => AddressParam | null {
  return (hash) => hash === null ? null : serializeAddress(hash, infos.get(hash));
}
