/**
 * Addresses: top holders, the address page and every address tab (GUIDE §3).
 */
import type { ApiResources } from '../../types';

const ADDRESS = [ 'hash' ] as const;

export const GENERAL_ADDRESS_RESOURCES = {
  addresses: { path: '/api/v2/addresses', filterFields: [ 'sort', 'order' ], paginated: true },
  address: { path: '/api/v2/addresses/:hash', pathParams: ADDRESS },
  address_counters: { path: '/api/v2/addresses/:hash/counters', pathParams: ADDRESS },
  address_tabs_counters: { path: '/api/v2/addresses/:hash/tabs-counters', pathParams: ADDRESS },
  address_txs: {
    path: '/api/v2/addresses/:hash/transactions',
    pathParams: ADDRESS,
    filterFields: [ 'filter', 'sort', 'order' ],
    paginated: true,
  },
  address_internal_txs: { path: '/api/v2/addresses/:hash/internal-transactions', pathParams: ADDRESS, filterFields: [ 'filter' ], paginated: true },
  address_token_transfers: {
    path: '/api/v2/addresses/:hash/token-transfers',
    pathParams: ADDRESS,
    filterFields: [ 'filter', 'type', 'token' ],
    paginated: true,
  },
  address_blocks_validated: { path: '/api/v2/addresses/:hash/blocks-validated', pathParams: ADDRESS, paginated: true },
  address_coin_balance: { path: '/api/v2/addresses/:hash/coin-balance-history', pathParams: ADDRESS, paginated: true },
  address_coin_balance_chart: { path: '/api/v2/addresses/:hash/coin-balance-history-by-day', pathParams: ADDRESS },
  address_logs: { path: '/api/v2/addresses/:hash/logs', pathParams: ADDRESS, filterFields: [ 'topic' ], paginated: true },
  address_tokens: { path: '/api/v2/addresses/:hash/tokens', pathParams: ADDRESS, filterFields: [ 'type' ], paginated: true },
  address_token_balances: { path: '/api/v2/addresses/:hash/token-balances', pathParams: ADDRESS },
  address_nfts: { path: '/api/v2/addresses/:hash/nft', pathParams: ADDRESS, filterFields: [ 'type' ], paginated: true },
  address_collections: { path: '/api/v2/addresses/:hash/nft/collections', pathParams: ADDRESS, filterFields: [ 'type' ], paginated: true },
  address_withdrawals: { path: '/api/v2/addresses/:hash/withdrawals', pathParams: ADDRESS, paginated: true },
} as const satisfies ApiResources;
