/**
 * Smart contract objects of GUIDE §5.1: the contract page (verified or not), an item of
 * the verified-contracts list, and the counters.
 */
import type { AddressParam } from '../../../types/api/address';
import type {
  Abi, DecodedConstructorArg, SmartContract, SmartContractLanguage, SmartContractListItem, SmartContractsCounters,
} from '../../../types/api/contract';
import { resolveEvmVersion } from '../../verification/evmVersion';
import { decodeConstructorArgs } from '../../verification/verifier';
import type { ProxyImplementation } from '../../db/queries/proxyImplementations';
import type { ContractAddressRow, SmartContractListRow, SmartContractWithSources } from '../../db/queries/smartContracts';
import { checksumAddress } from '../../common/checksumAddress';

/** An ABI value as the spec's strings and arrays: numbers as decimal text, addresses checksummed. */
function present(value: unknown, type: string): unknown {
  if (Array.isArray(value)) return value.map((item) => present(item, type.replace(/\[\d*\]$/, '')));
  if (typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string' && type === 'address') return checksumAddress(value.toLowerCase());
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([ key, item ]) => [ key, present(item, '') ]));
  return value;
}

/** `[[value, {name, type}]]`, or null when there are none or they no longer decode. */
function decodedArgs(abi: Abi, args: string | null): DecodedConstructorArg[] | null {
  if (!args) return null;
  const inputs = abi.find((item) => item.type === 'constructor')?.inputs ?? [];
  try {
    const values = decodeConstructorArgs(abi as never, args);
    return inputs.map((input, index) => [ present(values[index], input.type), { name: input.name, type: input.type } ]);
  } catch {
    return null;
  }
}

/** What a contract page shows besides the verification: chain code and proxy. */
export interface ContractPageFacts {
  address: ContractAddressRow;
  proxy: ProxyImplementation | null;
  /** Set when the verification is a twin's (same runtime code, verified before this contract existed). */
  twinOf: string | null;
}

/**
 * The contract page. An unverified contract keeps only its bytecode and status (GUIDE
 * §5.1); a verified one carries its sources, settings and decoded constructor arguments.
 */
export function serializeSmartContract(verified: SmartContractWithSources | null, facts: ContractPageFacts): SmartContract {
  const base = {
    creation_bytecode: facts.address.creation_input,
    deployed_bytecode: facts.address.contract_code,
    creation_status: facts.address.creation_succeeded === false ? 'failed' : facts.address.contract_code ? 'success' : null,
    proxy_type: facts.proxy?.proxy_type ?? null,
    implementations: facts.proxy?.implementations ?? [],
    conflicting_implementations: null,
  };
  if (!verified) return { ...base, is_verified: false, is_fully_verified: false, is_partially_verified: false };
  const { contract, sources } = verified;
  const main = sources.find((source) => source.file_path === contract.file_path);
  const abi = contract.abi as Abi;
  const from = contract.verified_from_address_hash ?? facts.twinOf;
  return {
    ...base,
    is_verified: true,
    is_fully_verified: contract.match_type === 'full',
    is_partially_verified: contract.match_type === 'partial',
    is_verified_via_sourcify: false,
    is_verified_via_eth_bytecode_db: false,
    is_verified_via_verifier_alliance: false,
    is_changed_bytecode: false,
    is_blueprint: false,
    certified: false,
    name: contract.name,
    compiler_version: contract.compiler_version,
    // "default" as sent, shown as the version that compiler release defaulted to.
    evm_version: resolveEvmVersion(contract.evm_version, contract.compiler_version, contract.language),
    license_type: contract.license_type,
    file_path: contract.file_path,
    language: contract.language as SmartContractLanguage,
    optimization_enabled: contract.optimization_enabled,
    optimization_runs: contract.optimization_runs,
    compiler_settings: contract.compiler_settings,
    verified_at: contract.verified_at.toISOString(),
    source_code: main?.content ?? null,
    additional_sources: sources.filter((source) => source !== main).map((source) => ({ file_path: source.file_path, source_code: source.content })),
    abi,
    // A twin's arguments are its own, not this contract's.
    constructor_args: facts.twinOf ? null : contract.constructor_arguments ? `0x${ contract.constructor_arguments }` : null,
    decoded_constructor_args: facts.twinOf ? null : decodedArgs(abi, contract.constructor_arguments),
    has_constructor_args: !facts.twinOf && Boolean(contract.constructor_arguments),
    external_libraries: contract.external_libraries.map((library) => ({ name: library.name, address_hash: checksumAddress(library.address_hash) })),
    verified_twin_address_hash: from ? checksumAddress(from) : null,
    sourcify_repo_url: null,
    can_be_visualized_via_sol2uml: contract.language === 'solidity',
  };
}

/** An item of `/smart-contracts`. */
export function serializeSmartContractListItem(row: SmartContractListRow, address: AddressParam): SmartContractListItem {
  return {
    address,
    compiler_version: row.compiler_version,
    language: row.language,
    license_type: row.license_type,
    optimization_enabled: row.optimization_enabled,
    has_constructor_args: row.has_constructor_args,
    verified_at: row.verified_at.toISOString(),
    certified: false,
    coin_balance: row.coin_balance,
    transactions_count: row.transactions_count,
    market_cap: null,
    reputation: 'ok',
  };
}

export function serializeSmartContractsCounters(counts: { contracts: number; new_contracts: number; verified: number; new_verified: number }): SmartContractsCounters {
  return {
    smart_contracts: String(counts.contracts),
    new_smart_contracts_24h: String(counts.new_contracts),
    verified_smart_contracts: String(counts.verified),
    new_verified_smart_contracts_24h: String(counts.new_verified),
  };
}
