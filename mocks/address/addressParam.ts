/** An address as lists embed it (`AddressParam`): a plain account unless `overrides` say otherwise. */
import type { AddressParam } from 'types/api/address';

export function addressParam(hash: string, overrides: Partial<AddressParam> = {}): AddressParam {
  return {
    hash, is_contract: false, is_verified: false, name: null, implementations: [], proxy_type: null, ens_domain_name: null,
    metadata: null, is_scam: false, reputation: 'ok', private_tags: [], public_tags: [], watchlist_names: [], ...overrides,
  };
}
