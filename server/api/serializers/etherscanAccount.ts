/**
 * Etherscan-style items of the `account`, `block` and `transaction` modules (GUIDE §11):
 * every number a decimal string, times in unix seconds, absent addresses as "".
 */
import { decodeInput, type ContractAbis } from '../decoding';
import type { PendingTransactionRow } from '../../db/queries/addressTransactions';
import type { MinedBlockRow } from '../../db/queries/blocks';
import type { EtherscanInternalRow } from '../../db/queries/internalTransactions';
import type { AddressTokenRow } from '../../db/queries/tokenBalances';
import type { EtherscanTokenTransferRow } from '../../db/queries/tokenTransfers';
import type { EtherscanTransactionRow } from '../../db/queries/transactions';

/** `0x` + 4 bytes. */
const SELECTOR_LENGTH = 10;

export const unixSeconds = (date: Date | null): string => (date === null ? '' : String(Math.floor(date.getTime() / 1000)));
const text = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value));
const confirmations = (head: number | null, blockNumber: number) => (head === null ? '0' : String(Math.max(0, head - blockNumber + 1)));

/**
 * The called method as Etherscan shows it: its selector and its signature with parameter
 * names, if known (`abis`: the verified ABIs of the called contracts, tried first).
 */
function method({ input, to_address_hash: to }: EtherscanTransactionRow, abis?: ContractAbis): { methodId: string; functionName: string } {
  if (input.length < SELECTOR_LENGTH) return { methodId: '0x', functionName: '' };
  const hint = { abis: to === null ? undefined : abis?.get(to) };
  return { methodId: input.slice(0, SELECTOR_LENGTH).toLowerCase(), functionName: decodeInput(input, hint)?.method_call ?? '' };
}

/** Etherscan's `isError`: "1" for a failed transaction. */
const isError = (status: number | null) => (status === 0 ? '1' : '0');

export function serializeTransaction(row: EtherscanTransactionRow, head: number | null, abis?: ContractAbis) {
  return {
    blockNumber: String(row.block_number),
    timeStamp: unixSeconds(row.block_timestamp),
    hash: row.hash,
    nonce: String(row.nonce),
    blockHash: row.block_hash,
    transactionIndex: String(row.index),
    from: row.from_address_hash,
    to: text(row.to_address_hash),
    value: row.value,
    gas: row.gas_limit,
    gasPrice: text(row.gas_price),
    isError: isError(row.status),
    txreceipt_status: text(row.status),
    input: row.input,
    contractAddress: text(row.created_contract_address_hash),
    cumulativeGasUsed: text(row.cumulative_gas_used),
    gasUsed: text(row.gas_used),
    confirmations: confirmations(head, row.block_number),
    ...method(row, abis),
  };
}

export function serializePendingTransaction(row: PendingTransactionRow) {
  return {
    hash: row.hash,
    nonce: String(row.nonce),
    from: row.from_address_hash,
    to: text(row.to_address_hash),
    value: row.value,
    gas: row.gas_limit,
    gasPrice: text(row.gas_price ?? row.max_fee_per_gas),
    input: row.input,
    contractAddress: '',
    cumulativeGasUsed: '',
    gasUsed: '',
  };
}

export function serializeInternalTransaction(row: EtherscanInternalRow) {
  return {
    blockNumber: String(row.block_number),
    timeStamp: unixSeconds(row.block_timestamp),
    from: row.from_address_hash,
    to: text(row.to_address_hash),
    value: row.value,
    contractAddress: text(row.created_contract_address_hash),
    input: text(row.input),
    type: row.type,
    callType: text(row.call_type),
    gas: text(row.gas),
    gasUsed: text(row.gas_used),
    isError: row.error === null ? '0' : '1',
    errCode: text(row.error),
    index: String(row.index),
    transactionHash: row.transaction_hash,
  };
}

/** A token transfer with its transaction's fields; NFTs carry `tokenID` (and ERC-1155 its amount as `tokenValue`). */
export function serializeTokenTransfer(row: EtherscanTokenTransferRow, head: number | null, abis?: ContractAbis) {
  const base = {
    blockNumber: String(row.block_number),
    timeStamp: unixSeconds(row.block_timestamp),
    hash: row.hash,
    nonce: String(row.nonce),
    blockHash: row.block_hash,
    from: row.transfer_from,
    contractAddress: row.token_contract_address_hash,
    to: row.transfer_to,
  };
  const token = { tokenName: text(row.token_name), tokenSymbol: text(row.token_symbol), tokenDecimal: text(row.token_decimals) };
  const amounts = row.token_type === 'ERC-20' ? { value: text(row.amount) } :
    { tokenID: text(row.token_id), ...(row.token_type === 'ERC-721' ? {} : { tokenValue: text(row.amount) }) };
  return {
    ...base, ...amounts, ...token,
    transactionIndex: String(row.index),
    gas: row.gas_limit,
    gasPrice: text(row.gas_price),
    gasUsed: text(row.gas_used),
    cumulativeGasUsed: text(row.cumulative_gas_used),
    input: row.input,
    ...method(row, abis),
    confirmations: confirmations(head, row.block_number),
    logIndex: String(row.log_index),
  };
}

export function serializeAddressToken(row: AddressTokenRow) {
  return {
    balance: row.value,
    contractAddress: row.token_contract_address_hash,
    decimals: text(row.decimals),
    name: text(row.name),
    symbol: text(row.symbol),
    type: row.token_type,
    ...(row.token_id === null ? {} : { id: row.token_id }),
  };
}

/**
 * The producer's reward by the rule of the REST block view (serializers/block.ts): without
 * proof of work there is no subsidy, so it is the fees that were not burnt.
 */
export function blockReward(row: MinedBlockRow): string {
  return row.base_fee_per_gas === null ? row.transaction_fees : row.priority_fees;
}

export function serializeMinedBlock(row: MinedBlockRow) {
  return { blockNumber: String(row.number), timeStamp: unixSeconds(row.timestamp), blockReward: blockReward(row) };
}
