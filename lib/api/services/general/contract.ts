/**
 * Smart contracts, verification and the legacy read/write endpoints that the spec still names
 * (GUIDE §5; ARCHITECTURE "served as the spec names them").
 */
import type { ApiResources } from '../../types';

const CONTRACT = [ 'hash' ] as const;

export const GENERAL_CONTRACT_RESOURCES = {
  contracts: { path: '/api/v2/smart-contracts', filterFields: [ 'q', 'filter', 'sort', 'order' ], paginated: true },
  contracts_counters: { path: '/api/v2/smart-contracts/counters' },
  contract: { path: '/api/v2/smart-contracts/:hash', pathParams: CONTRACT },
  contract_methods_read: { path: '/api/v2/smart-contracts/:hash/methods-read', pathParams: CONTRACT, filterFields: [ 'is_custom_abi', 'from' ] },
  contract_methods_read_proxy: { path: '/api/v2/smart-contracts/:hash/methods-read-proxy', pathParams: CONTRACT, filterFields: [ 'is_custom_abi', 'from' ] },
  contract_method_query: { path: '/api/v2/smart-contracts/:hash/query-read-method', pathParams: CONTRACT },
  contract_methods_write: { path: '/api/v2/smart-contracts/:hash/methods-write', pathParams: CONTRACT, filterFields: [ 'is_custom_abi' ] },
  contract_methods_write_proxy: { path: '/api/v2/smart-contracts/:hash/methods-write-proxy', pathParams: CONTRACT, filterFields: [ 'is_custom_abi' ] },
  contract_audit_reports: { path: '/api/v2/smart-contracts/:hash/audit-reports', pathParams: CONTRACT },
  // POST; JSON or multipart body depending on the method.
  contract_verification_via: { path: '/api/v2/smart-contracts/:hash/verification/via/:method', pathParams: [ 'hash', 'method' ] },
  contract_verification_config: { path: '/api/v2/smart-contracts/verification/config' },
} as const satisfies ApiResources;
