/**
 * Tokens, holders, transfers and NFT instances (GUIDE §4).
 */
import type { ApiResources } from '../../types';

const TOKEN = [ 'hash' ] as const;
const INSTANCE = [ 'hash', 'id' ] as const;

export const GENERAL_TOKEN_RESOURCES = {
  tokens: { path: '/api/v2/tokens', filterFields: [ 'q', 'type', 'sort', 'order' ], paginated: true },
  token: { path: '/api/v2/tokens/:hash', pathParams: TOKEN },
  token_counters: { path: '/api/v2/tokens/:hash/counters', pathParams: TOKEN },
  token_holders: { path: '/api/v2/tokens/:hash/holders', pathParams: TOKEN, paginated: true },
  token_transfers: { path: '/api/v2/tokens/:hash/transfers', pathParams: TOKEN, paginated: true },
  token_inventory: { path: '/api/v2/tokens/:hash/instances', pathParams: TOKEN, filterFields: [ 'holder_address_hash' ], paginated: true },
  token_instance: { path: '/api/v2/tokens/:hash/instances/:id', pathParams: INSTANCE },
  token_instance_transfers: { path: '/api/v2/tokens/:hash/instances/:id/transfers', pathParams: INSTANCE, paginated: true },
  token_instance_holders: { path: '/api/v2/tokens/:hash/instances/:id/holders', pathParams: INSTANCE, paginated: true },
  token_instance_transfers_count: { path: '/api/v2/tokens/:hash/instances/:id/transfers-count', pathParams: INSTANCE },
  // PATCH with a captcha answer; the result arrives on the socket.
  token_instance_refetch_metadata: { path: '/api/v2/tokens/:hash/instances/:id/refetch-metadata', pathParams: INSTANCE },
} as const satisfies ApiResources;
