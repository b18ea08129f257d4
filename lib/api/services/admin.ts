/**
 * admin-rs: token-info submissions (GUIDE §8). `chainId` is filled from the config when the
 * caller leaves it out.
 */
import type { ApiResources } from '../types';

export const ADMIN_API_RESOURCES = {
  token_info_applications_config: { path: '/api/v1/chains/:chainId/token-info-submissions/selectors', pathParams: [ 'chainId' ] },
  token_info_applications: { path: '/api/v1/chains/:chainId/token-info-submissions/:id?', pathParams: [ 'chainId', 'id' ], filterFields: [ 'status' ] },
  metadata_tag_submission: { path: '/api/v1/chains/:chainId/metadata-submissions/tag', pathParams: [ 'chainId' ] },
} as const satisfies ApiResources;
