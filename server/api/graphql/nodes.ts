/**
 * Database rows as GraphQL objects: the names of the schema, numbers from numeric columns
 * as strings (scalars Wei and Decimal), enums in upper case. Fields that need another
 * query are resolved in `resolvers.ts`.
 */
import type { BlockRow } from '../../db/queries/blocks';
import type { InternalTransactionRow } from '../../db/queries/internalTransactions';
import type { TokenTransferRow } from '../../db/queries/tokenTransfers';
import type { TokenRow } from '../../db/queries/tokens';
import type { TransactionRow } from '../../db/queries/transactions';
import { checksumAddress } from '../../common/checksumAddress';
import { safeMediaUrl } from '../serializers/token';
import type { AddressRow } from '../../db/queries/addresses';
import type { SmartContractSummaryRow } from '../../db/queries/smartContracts';

const FRAME_TYPES = new Set([ 'call', 'create', 'create2', 'reward', 'selfdestruct', 'stop' ]);
const CALL_TYPES = new Set([ 'call', 'callcode', 'delegatecall', 'staticcall' ]);
const LANGUAGES = new Set([ 'solidity', 'vyper', 'yul', 'geas' ]);

/** An enum value of the schema, or null for a value the schema does not know. */
const enumValue = (value: string | null, known: Set<string>) => (value !== null && known.has(value) ? value.toUpperCase() : null);

const hasCode = (code: string | null) => code !== null && code !== '0x';

export function blockNode(row: BlockRow) {
  return {
    consensus: row.consensus, difficulty: row.difficulty, gasLimit: row.gas_limit, gasUsed: row.gas_used, hash: row.hash,
    minerHash: row.miner_hash, nonce: row.nonce, number: row.number, parentHash: row.parent_hash, size: row.size,
    timestamp: row.timestamp, totalDifficulty: row.total_difficulty, baseFeePerGas: row.base_fee_per_gas,
    isEmpty: row.transactions_count === 0,
  };
}

export type TransactionNode = ReturnType<typeof transactionNode>;

export function transactionNode(row: TransactionRow) {
  const mined = row.block_hash !== null;
  return {
    hash: row.hash, blockHash: row.block_hash, blockNumber: row.block_number, index: row.index,
    fromAddressHash: row.from_address_hash, toAddressHash: row.to_address_hash, createdContractAddressHash: row.created_contract_address_hash,
    value: row.value, gas: row.gas_limit, gasPrice: row.gas_price, gasUsed: row.gas_used, maxFeePerGas: row.max_fee_per_gas,
    maxPriorityFeePerGas: row.max_priority_fee_per_gas, nonce: row.nonce, type: row.type, input: row.input,
    status: !mined || row.status === null ? null : row.status === 1 ? 'OK' : 'ERROR',
    error: row.error, revertReason: row.revert_reason, hasErrorInInternalTransactions: row.has_error_in_internal_transactions,
  };
}

export function internalTransactionNode(row: InternalTransactionRow) {
  const creation = row.type === 'create' || row.type === 'create2';
  return {
    blockHash: row.block_hash, blockNumber: row.block_number, transactionHash: row.transaction_hash, transactionIndex: row.transaction_index,
    index: row.index, type: enumValue(row.type, FRAME_TYPES), callType: enumValue(row.call_type, CALL_TYPES),
    fromAddressHash: row.from_address_hash, toAddressHash: row.to_address_hash, createdContractAddressHash: row.created_contract_address_hash,
    value: row.value, gas: row.gas, gasUsed: row.gas_used,
    // A creation's input is its init code (Blockscout's `init`).
    input: creation ? null : row.input, init: creation ? row.input : null,
    output: row.output, error: row.error, traceAddress: row.trace_address,
  };
}

export function tokenNode(row: TokenRow) {
  return {
    contractAddressHash: row.contract_address_hash, name: row.name, symbol: row.symbol, totalSupply: row.total_supply,
    decimals: row.decimals, type: row.type, holderCount: row.holders_count, iconUrl: safeMediaUrl(row.icon_url),
    // No market data on this chain.
    circulatingMarketCap: null, volume24h: null,
  };
}

export type TokenTransferNode = ReturnType<typeof tokenTransferNode>;

export function tokenTransferNode(row: TokenTransferRow) {
  return {
    blockHash: row.block_hash, blockNumber: row.block_number, logIndex: row.log_index, batchIndex: row.batch_index,
    transactionHash: row.transaction_hash, tokenContractAddressHash: row.token_contract_address_hash,
    fromAddressHash: row.from_address_hash, toAddressHash: row.to_address_hash, amount: row.amount,
    // One row per id: a batch's ids are its rows (batchIndex).
    amounts: row.amount === null ? null : [ row.amount ], tokenIds: row.token_id === null ? null : [ row.token_id ],
    // The list query joined the token already.
    token: tokenNode({ contract_address_hash: row.token_contract_address_hash, type: row.token_type, name: row.token_name,
      symbol: row.token_symbol, decimals: row.token_decimals, total_supply: row.token_total_supply, holders_count: row.token_holders_count,
      icon_url: row.token_icon_url }),
  };
}

export type AddressNode = ReturnType<typeof addressNode>;

export function addressNode(row: AddressRow) {
  return {
    hash: row.hash, fetchedCoinBalance: row.fetched_coin_balance, fetchedCoinBalanceBlockNumber: row.fetched_coin_balance_block_number,
    contractCode: hasCode(row.contract_code) ? row.contract_code : null, nonce: row.nonce, isContract: hasCode(row.contract_code),
  };
}

/** A verified contract as the contract page (`/api/v2/smart-contracts/{hash}`) shows it. */
export function smartContractNode(row: SmartContractSummaryRow) {
  const libraries = row.external_libraries as Array<{ name: string; address_hash: string }>;
  return {
    addressHash: row.address_hash, name: row.name, language: enumValue(row.language, LANGUAGES), compilerVersion: row.compiler_version,
    evmVersion: row.evm_version, optimization: row.optimization_enabled, optimizationRuns: row.optimization_runs,
    compilerSettings: row.compiler_settings, contractSourceCode: row.source_code, filePath: row.file_path, abi: row.abi,
    // Stored without 0x; a twin's arguments are its own, not this contract's.
    constructorArguments: row.twin_of === null && row.constructor_arguments ? `0x${ row.constructor_arguments }` : null,
    externalLibraries: libraries.map((library) => ({ name: library.name, address_hash: checksumAddress(library.address_hash) })),
    partiallyVerified: row.match_type === 'partial', verifiedViaSourcify: row.verification_method === 'sourcify',
    verifiedViaEthBytecodeDb: false, isChangedBytecode: false,
  };
}

/** A signature value (stored as hex) as a decimal string, as Blockscout shows r, s and v. */
export function signatureDecimal(value: string | null): string | null {
  if (value === null) return null;
  return /^0x[0-9a-fA-F]+$/.test(value) ? BigInt(value).toString() : value;
}
