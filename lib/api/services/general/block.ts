/**
 * Blocks (GUIDE §3) and the home-page block list.
 */
import type { ApiResources } from '../../types';

export const GENERAL_BLOCK_RESOURCES = {
  blocks: { path: '/api/v2/blocks', filterFields: [ 'type' ], paginated: true },
  block: { path: '/api/v2/blocks/:height_or_hash', pathParams: [ 'height_or_hash' ] },
  block_txs: { path: '/api/v2/blocks/:height_or_hash/transactions', pathParams: [ 'height_or_hash' ], filterFields: [ 'type' ], paginated: true },
  block_internal_txs: {
    path: '/api/v2/blocks/:height_or_hash/internal-transactions',
    pathParams: [ 'height_or_hash' ],
    filterFields: [ 'type', 'call_type' ],
    paginated: true,
  },
  block_withdrawals: { path: '/api/v2/blocks/:height_or_hash/withdrawals', pathParams: [ 'height_or_hash' ], paginated: true },
  block_countdown: { path: '/api/v2/blocks/:height/countdown', pathParams: [ 'height' ] },
  homepage_blocks: { path: '/api/v2/main-page/blocks' },
} as const satisfies ApiResources;
