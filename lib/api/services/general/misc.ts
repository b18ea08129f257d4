/**
 * Stats, home page, search, config, the API key exchange, CSV export and GraphQL (GUIDE §6,
 * spec §7).
 */
import type { ApiResources } from '../../types';

export const GENERAL_MISC_RESOURCES = {
  // Without this header the gas tiers are bare numbers instead of objects.
  stats: { path: '/api/v2/stats', headers: { 'updated-gas-oracle': 'true' } },
  stats_charts_txs: { path: '/api/v2/stats/charts/transactions' },
  stats_charts_market: { path: '/api/v2/stats/charts/market' },
  stats_charts_secondary_coin_price: { path: '/api/v2/stats/charts/secondary-coin-market' },
  homepage_indexing_status: { path: '/api/v2/main-page/indexing-status' },
  quick_search: { path: '/api/v2/search/quick', filterFields: [ 'q' ] },
  search: { path: '/api/v2/search', filterFields: [ 'q' ], paginated: true },
  search_check_redirect: { path: '/api/v2/search/check-redirect', filterFields: [ 'q' ] },
  config_backend_version: { path: '/api/v2/config/backend-version' },
  config_backend: { path: '/api/v2/config/backend' },
  config_csv_export: { path: '/api/v2/config/csv-export' },
  // POST { recaptcha_response } to obtain an API client key.
  api_v2_key: { path: '/api/v2/key' },
  csv_export_txs: { path: '/api/v1/transactions-csv', filterFields: [ 'address_id', 'from_period', 'to_period', 'filter_type', 'filter_value', 'recaptcha_response' ] },
  csv_export_internal_txs: { path: '/api/v1/internal-transactions-csv', filterFields: [ 'address_id', 'from_period', 'to_period', 'filter_type', 'filter_value', 'recaptcha_response' ] },
  csv_export_token_transfers: { path: '/api/v1/token-transfers-csv', filterFields: [ 'address_id', 'from_period', 'to_period', 'filter_type', 'filter_value', 'recaptcha_response' ] },
  csv_export_logs: { path: '/api/v1/logs-csv', filterFields: [ 'address_id', 'from_period', 'to_period', 'filter_type', 'filter_value', 'recaptcha_response' ] },
  csv_export_token_holders: { path: '/api/v2/tokens/:hash/holders/csv', pathParams: [ 'hash' ], filterFields: [ 'recaptcha_response' ] },
  // The API's own proof-of-work captcha (server/api/captcha): a fresh signed challenge.
  captcha_altcha_challenge: { path: '/api/v1/captcha/altcha/challenge' },
  graphql: { path: '/api/v1/graphql' },
  // The /api-docs page: our OpenAPI document, the Etherscan-compatible API (GUIDE §11) and JSON-RPC.
  openapi_spec: { path: '/api/v2/openapi.json' },
  rpc_api: { path: '/api' },
  eth_rpc_api: { path: '/api/eth-rpc' },
} as const satisfies ApiResources;
