/**
 * The contracts-info service: verified addresses and token info (GUIDE §8). `chainId` is
 * filled from the config when the caller leaves it out.
 */
import type { ApiResources } from '../types';

export const CONTRACT_INFO_API_RESOURCES = {
  // `type` is `:prepare` or `:verify`, or omitted for the list.
  address_verification: { path: '/api/v1/chains/:chainId/verified-addresses:type?', pathParams: [ 'chainId', 'type' ] },
  verified_addresses: { path: '/api/v1/chains/:chainId/verified-addresses', pathParams: [ 'chainId' ] },
  token_info: { path: '/api/v1/chains/:chainId/token-infos/:hash', pathParams: [ 'chainId', 'hash' ] },
} as const satisfies ApiResources;
