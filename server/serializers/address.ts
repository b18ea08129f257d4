/**
 * AddressParam (spec `Address`): the address object embedded as `from`, `to`, `miner`, …
 */
import type { AddressParam } from '../../types/api/address';
import type { AddressInfo } from '../db/queries/addresses';
import { checksumAddress } from '../common/checksumAddress';

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
