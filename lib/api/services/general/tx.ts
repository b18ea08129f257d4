/**
 * Transactions, their tabs, global transfer/internal lists and withdrawals (GUIDE §3).
 */
import type { ApiResources } from '../../types';

const TX = [ 'hash' ] as const;

export const GENERAL_TX_RESOURCES = {
  // One path, two cursors: callers pass `filter: 'validated' | 'pending'`.
  txs_validated: { path: '/api/v2/transactions', filterFields: [ 'filter', 'type', 'method' ], paginated: true },
  txs_pending: { path: '/api/v2/transactions', filterFields: [ 'filter', 'type', 'method' ], paginated: true },
  txs_watchlist: { path: '/api/v2/transactions/watchlist', paginated: true },
  txs_stats: { path: '/api/v2/transactions/stats' },
  tx: { path: '/api/v2/transactions/:hash', pathParams: TX },
  tx_internal_txs: { path: '/api/v2/transactions/:hash/internal-transactions', pathParams: TX, paginated: true },
  tx_logs: { path: '/api/v2/transactions/:hash/logs', pathParams: TX, paginated: true },
  tx_token_transfers: { path: '/api/v2/transactions/:hash/token-transfers', pathParams: TX, filterFields: [ 'type' ], paginated: true },
  tx_raw_trace: { path: '/api/v2/transactions/:hash/raw-trace', pathParams: TX },
  tx_state_changes: { path: '/api/v2/transactions/:hash/state-changes', pathParams: TX, paginated: true },
  tx_summary: { path: '/api/v2/transactions/:hash/summary', pathParams: TX },
  token_transfers_all: { path: '/api/v2/token-transfers', filterFields: [ 'type' ], paginated: true },
  internal_txs: { path: '/api/v2/internal-transactions', filterFields: [ 'transaction_hash' ], paginated: true },
  homepage_txs: { path: '/api/v2/main-page/transactions' },
  homepage_txs_watchlist: { path: '/api/v2/main-page/transactions/watchlist' },
  withdrawals: { path: '/api/v2/withdrawals', paginated: true },
  withdrawals_counters: { path: '/api/v2/withdrawals/counters' },
} as const satisfies ApiResources;
