/**
 * Rows of the contract module (GUIDE §11) in Etherscan's shapes: PascalCase keys, numbers
 * and flags as strings, the ABI as JSON text.
 */
import type { ContractCreationRow, ListedContractRow } from '../../db/queries/contracts';
import type { VerifiedContractRow } from '../../db/queries/smartContracts';

/** What Etherscan answers in `ABI` for an address without verified source. */
export const NOT_VERIFIED = 'Contract source code not verified';

export interface EtherscanSourceCode {
  Address: string;
  SourceCode?: string;
  ABI: string;
  ContractName?: string;
  CompilerVersion?: string;
  OptimizationUsed?: '0' | '1';
  OptimizationRuns?: string;
  EVMVersion?: string;
  ConstructorArguments?: string;
  ExternalLibraries?: Array<{ name: string; address_hash: string }>;
  FileName?: string;
  AdditionalSources?: Array<{ Filename: string; SourceCode: string }>;
  CompilerSettings?: Record<string, unknown>;
  IsProxy?: 'true' | 'false';
  ImplementationAddress?: string;
  ImplementationAddresses?: string[];
}

export function serializeUnverified(address: string): EtherscanSourceCode {
  return { Address: address, ABI: NOT_VERIFIED };
}

/** The main file as `SourceCode`, the others as `AdditionalSources`, as Blockscout answers. */
export function serializeSourceCode(row: VerifiedContractRow): EtherscanSourceCode {
  const main = row.sources.find((source) => source.file_path === row.file_path);
  const implementations = row.implementation_address_hashes ?? [];
  const isProxy = row.proxy_type !== null && implementations.length > 0;
  return {
    Address: row.address_hash,
    SourceCode: main?.content ?? '',
    ABI: JSON.stringify(row.abi),
    ContractName: row.name,
    CompilerVersion: row.compiler_version,
    OptimizationUsed: row.optimization_enabled ? '1' : '0',
    OptimizationRuns: row.optimization_runs === null ? '' : String(row.optimization_runs),
    EVMVersion: row.evm_version ?? 'default',
    ConstructorArguments: row.constructor_arguments ?? '',
    ExternalLibraries: row.external_libraries,
    FileName: row.file_path,
    AdditionalSources: row.sources.filter((source) => source !== main)
      .map((source) => ({ Filename: source.file_path, SourceCode: source.content })),
    CompilerSettings: row.compiler_settings,
    IsProxy: isProxy ? 'true' : 'false',
    ...(isProxy ? { ImplementationAddress: implementations[0], ImplementationAddresses: implementations } : {}),
  };
}

export interface EtherscanListedContract {
  Address: string;
  ABI: string;
  ContractName?: string;
  CompilerVersion?: string;
  OptimizationUsed?: '0' | '1';
}

/** A `listcontracts` entry: Blockscout names only the address of an unverified contract. */
export function serializeListedContract(row: ListedContractRow): EtherscanListedContract {
  if (row.abi === null) return { Address: row.hash, ABI: NOT_VERIFIED };
  return {
    Address: row.hash,
    ABI: JSON.stringify(row.abi),
    ContractName: row.name ?? '',
    CompilerVersion: row.compiler_version ?? '',
    OptimizationUsed: row.optimization_enabled ? '1' : '0',
  };
}

export interface EtherscanContractCreation {
  contractAddress: string;
  contractCreator: string;
  txHash: string;
  blockNumber: string;
  timestamp: string;
  contractFactory: string;
  creationBytecode: string;
}

/** The sender of the transaction is the creator; a contract in between is the factory. */
export function serializeContractCreation(row: ContractCreationRow): EtherscanContractCreation {
  const sender = row.transaction_from ?? row.creator_address_hash ?? '';
  return {
    contractAddress: row.hash,
    contractCreator: sender,
    txHash: row.creation_transaction_hash,
    blockNumber: row.creation_block_number,
    timestamp: row.block_timestamp ? String(Math.floor(new Date(row.block_timestamp).getTime() / 1000)) : '',
    contractFactory: row.creator_address_hash && row.creator_address_hash !== sender ? row.creator_address_hash : '',
    creationBytecode: row.creation_input ?? '',
  };
}
