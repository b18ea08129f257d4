/**
 * The stats microservice (GUIDE §8).
 */
import type { ApiResources } from '../types';

export const STATS_API_RESOURCES = {
  counters: { path: '/api/v1/counters' },
  lines: { path: '/api/v1/lines' },
  line: { path: '/api/v1/lines/:id', pathParams: [ 'id' ], filterFields: [ 'from', 'to', 'resolution' ] },
  pages_main: { path: '/api/v1/pages/main' },
  pages_transactions: { path: '/api/v1/pages/transactions' },
  pages_contracts: { path: '/api/v1/pages/contracts' },
} as const satisfies ApiResources;
