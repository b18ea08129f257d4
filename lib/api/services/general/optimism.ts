/**
 * OP-stack lists (GUIDE §7). `txn-batches` is served under the older name the spec uses.
 */
import type { ApiResources } from '../../types';

export const GENERAL_OPTIMISM_RESOURCES = {
  homepage_deposits: { path: '/api/v2/main-page/optimism-deposits' },
  l2_deposits: { path: '/api/v2/optimism/deposits', paginated: true },
  l2_deposits_count: { path: '/api/v2/optimism/deposits/count' },
  l2_withdrawals: { path: '/api/v2/optimism/withdrawals', paginated: true },
  l2_withdrawals_count: { path: '/api/v2/optimism/withdrawals/count' },
  l2_output_roots: { path: '/api/v2/optimism/output-roots', paginated: true },
  l2_output_roots_count: { path: '/api/v2/optimism/output-roots/count' },
  l2_txn_batches: { path: '/api/v2/optimism/txn-batches', paginated: true },
  l2_txn_batches_count: { path: '/api/v2/optimism/txn-batches/count' },
} as const satisfies ApiResources;
