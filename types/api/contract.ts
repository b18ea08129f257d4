/**
 * Smart contracts: detail, list, counters, verification and the legacy read/write endpoints
 * (GUIDE §5).
 */
import type { AddressParam, Reputation } from './address';
import type { AddressHash, FloatString, HexString, IntegerString, Paginated, SortOrder, Timestamp } from './shared';

/** A Solidity ABI entry, kept loose because the UI only renders it. */
export interface AbiItem {
  type: 'function' | 'constructor' | 'event' | 'error' | 'fallback' | 'receive';
  name?: string;
  inputs?: Array<AbiParameter>;
  outputs?: Array<AbiParameter>;
  stateMutability?: 'pure' | 'view' | 'nonpayable' | 'payable';
  anonymous?: boolean;
}
export interface AbiParameter {
  name: string;
  type: string;
  internalType?: string;
  indexed?: boolean;
  components?: Array<AbiParameter>;
}
export type Abi = Array<AbiItem>;

export type SmartContractLanguage = 'solidity' | 'vyper' | 'yul' | 'scilla' | 'stylus_rust' | 'geas';

export interface SmartContractExternalLibrary {
  name: string | null;
  address_hash: AddressHash;
}

/** `[value, {name, type}]` per constructor argument. */
export type DecodedConstructorArg = [ unknown, { name: string; type: string } ];

/**
 * `GET /v2/smart-contracts/{h}`. For an unverified contract the verification fields are absent
 * and only bytecode and status remain, hence the many optional keys.
 */
export interface SmartContract {
  is_verified?: boolean | null;
  is_fully_verified?: boolean | null;
  is_partially_verified?: boolean | null;
  is_verified_via_sourcify?: boolean | null;
  is_verified_via_eth_bytecode_db?: boolean | null;
  is_verified_via_verifier_alliance?: boolean | null;
  is_changed_bytecode?: boolean | null;
  is_blueprint?: boolean | null;
  certified?: boolean;
  name?: string | null;
  compiler_version?: string | null;
  evm_version?: string | null;
  license_type?: string | null;
  file_path?: string | null;
  language?: SmartContractLanguage | null;
  optimization_enabled?: boolean | null;
  optimization_runs?: number | null;
  compiler_settings?: Record<string, unknown> | null;
  verified_at?: Timestamp | null;
  source_code?: string | null;
  additional_sources?: Array<{ file_path: string; source_code: string }> | null;
  abi?: Abi | null;
  constructor_args?: HexString | null;
  decoded_constructor_args?: Array<DecodedConstructorArg> | null;
  has_constructor_args?: boolean | null;
  creation_bytecode: HexString | null;
  deployed_bytecode: HexString | null;
  creation_status: string | null;
  external_libraries?: Array<SmartContractExternalLibrary> | null;
  proxy_type: string | null;
  implementations: Array<{ address_hash: AddressHash; name: string | null }> | null;
  conflicting_implementations: Array<unknown> | null;
  verified_twin_address_hash?: AddressHash | null;
  sourcify_repo_url?: string | null;
  can_be_visualized_via_sol2uml?: boolean | null;
  verification_metadata?: Record<string, unknown> | null;
  coin_balance?: IntegerString | null;
  market_cap?: FloatString | null;
  transactions_count?: number | null;
  reputation?: string | null;
}

/** An item of `GET /v2/smart-contracts`. */
export interface SmartContractListItem {
  address: AddressParam;
  compiler_version: string | null;
  language: string | null;
  license_type: string | null;
  optimization_enabled: boolean | null;
  has_constructor_args: boolean | null;
  verified_at: Timestamp | null;
  certified: boolean;
  coin_balance?: IntegerString | null;
  transactions_count?: number | null;
  market_cap?: FloatString | null;
  reputation: Reputation | string | null;
}
export type SmartContractsPagingParams = {
  smart_contract_id?: number;
  /** Our backend's cursor of the default order (newest verification first), with `hash`. */
  verified_at?: Timestamp;
  hash?: AddressHash;
  coin_balance?: IntegerString;
  transactions_count?: number;
  items_count: number;
};
export type SmartContractsResponse = Paginated<SmartContractListItem, SmartContractsPagingParams>;
export interface SmartContractsFilters {
  q?: string;
  filter?: 'solidity' | 'vyper' | 'yul' | 'geas';
}
export interface SmartContractsSorting {
  sort?: 'balance' | 'transactions_count';
  order?: SortOrder;
}

/** `GET /v2/smart-contracts/counters`. */
export interface SmartContractsCounters {
  smart_contracts: IntegerString;
  new_smart_contracts_24h: IntegerString;
  verified_smart_contracts: IntegerString;
  new_verified_smart_contracts_24h: IntegerString;
}

/** Every verification method of the API (GUIDE §5.2); a backend offers some of them in its config's `verification_options`. */
export const SMART_CONTRACT_VERIFICATION_METHODS = [
  'flattened-code', 'standard-input', 'vyper-code', 'multi-part', 'vyper-multi-part', 'vyper-standard-input', 'sourcify',
] as const;
export type SmartContractVerificationMethod = typeof SMART_CONTRACT_VERIFICATION_METHODS[number];

/** Licences a verified contract may declare: Blockscout's ids (`license_type`) and numbers (Etherscan's `licenseType`). */
export const CONTRACT_LICENSE_TYPES = {
  none: 1, unlicense: 2, mit: 3, gnu_gpl_v2: 4, gnu_gpl_v3: 5, gnu_lgpl_v2_1: 6, gnu_lgpl_v3: 7, bsd_2_clause: 8,
  bsd_3_clause: 9, mpl_2_0: 10, osl_3_0: 11, apache_2_0: 12, gnu_agpl_v3: 13, bsl_1_1: 14,
} as const;
export type ContractLicenseType = keyof typeof CONTRACT_LICENSE_TYPES;

/** `GET /v2/smart-contracts/verification/config`. */
export interface SmartContractVerificationConfig {
  solidity_compiler_versions: Array<string>;
  solidity_evm_versions: Array<string>;
  vyper_compiler_versions: Array<string>;
  vyper_evm_versions: Array<string>;
  verification_options: Array<SmartContractVerificationMethod>;
  is_rust_verifier_microservice_enabled: boolean;
  license_types: Record<string, number>;
}

/** `POST /v2/smart-contracts/{h}/verification/via/{method}`; the outcome comes on the socket. */
export interface SmartContractVerificationResponse {
  message: string;
}

/** An ABI entry enriched by the legacy `/methods-read|write[-proxy]` endpoints (removed in v8). */
export interface SmartContractMethod extends AbiItem {
  method_id: string;
  names?: Array<string | Array<string>>;
  outputs?: Array<AbiParameter & { value?: unknown }>;
  error?: string;
}
export type SmartContractMethodsResponse = Array<SmartContractMethod>;
export interface SmartContractMethodsFilters {
  is_custom_abi?: boolean | 'true' | 'false';
  from?: AddressHash;
}

/** Body of the legacy `POST /query-read-method`. */
export interface SmartContractQueryMethodBody {
  args: Array<unknown>;
  method_id: string;
  contract_type: 'regular' | 'proxy';
  from?: AddressHash;
}
export type SmartContractQueryMethodResponse =
  | { is_error: false; result: { names: Array<string | Array<string>>; output: Array<{ type: string; value: unknown }> } }
  | { is_error: true; result: { code?: number; message?: string; raw?: string; error?: string } };

/** `GET /v2/smart-contracts/{h}/audit-reports`. */
export interface SmartContractAuditReport {
  audit_company_name: string;
  audit_report_url: string;
  audit_publish_date: string;
}
export type SmartContractAuditReportsResponse = Paginated<SmartContractAuditReport, null>;
