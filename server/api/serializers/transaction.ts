/**
 * Transaction (list item and detail), computed the way Blockscout's TransactionView does
 * except where noted. Calls to contracts are decoded with the called contract's verified
 * ABIs, then the known ones (`server/api/decoding`): `method` is then the method name,
 * otherwise the 4-byte selector.
 */
import type { AddressParam } from '../../../types/api/address';
import type { DecodedInput } from '../../../types/api/decodedInput';
import type { TokenTransfer } from '../../../types/api/tokenTransfer';
import type {
  Fee, SignedAuthorization, Transaction, TransactionResult, TransactionStatus, TransactionType,
} from '../../../types/api/transaction';
import { decodeInput, decodeRevertReason, methodName, type ContractAbis, type DecodeHint } from '../decoding';
import type { AddressInfo } from '../../db/queries/addresses';
import type { TransactionRow } from '../../db/queries/transactions';
import { serializeAddress } from '../../serializers/address';

/** What a transaction needs besides its row; loaded once per response. */
export interface TransactionContext {
  /** Newest consensus height, for `confirmations`. */
  headNumber: number | null;
  averageBlockTimeMs: number | null;
  addresses: Map<string, AddressInfo>;
  /** Authorization lists with recovered authorities, by transaction hash. */
  authorizations: Map<string, SignedAuthorization[]>;
  /** Token type of every token contract among the addresses; picks between same-selector methods. */
  tokenTypes?: Map<string, string>;
  /** Verified ABIs of the called contracts (and of their implementations); they decode before the known ones. */
  contractAbis?: ContractAbis;
  /** Detail only: the transfer preview and whether more transfers exist. */
  tokenTransfers?: { items: TokenTransfer[]; overflow: boolean };
}

const isMined = (row: TransactionRow) => row.block_hash !== null;
const hasCode = (context: TransactionContext, hash: string | null) => hash !== null && context.addresses.get(hash)?.isContract === true;

/**
 * `success`, `pending`, or why it failed. A failure's text comes from its trace, so a
 * failed transaction of a block not traced yet is `awaiting_internal_transactions`
 * (Blockscout's answer in the same state).
 */
export function transactionResult(row: TransactionRow): TransactionResult {
  if (!isMined(row)) return 'pending';
  if (row.status === 1) return 'success';
  if (row.error) return row.error;
  return row.status === 0 && row.block_traced ? 'Reverted' : 'awaiting_internal_transactions';
}

function transactionStatus(row: TransactionRow): TransactionStatus | null {
  if (!isMined(row) || row.status === null) return null;
  return row.status === 1 ? 'ok' : 'error';
}

/** The paid fee once mined; while pending the most it can cost. */
function transactionFee(row: TransactionRow): Fee {
  if (isMined(row)) {
    const paid = row.gas_used !== null && row.gas_price !== null ? BigInt(row.gas_used) * BigInt(row.gas_price) : null;
    return { type: 'actual', value: paid === null ? null : paid.toString() };
  }
  const price = row.max_fee_per_gas ?? row.gas_price;
  return { type: 'maximum', value: price === null ? null : (BigInt(row.gas_limit) * BigInt(price)).toString() };
}

/**
 * Burnt and priority parts of the fee. Note: Blockscout leaves both null for legacy
 * transactions; we compute them for every mined transaction from the effective gas price
 * (what `gas_price` holds once mined), so they add up to the block's own totals.
 */
function feeParts(row: TransactionRow): { burnt: string | null; priority: string | null } {
  if (!isMined(row) || row.base_fee_per_gas === null || row.gas_used === null || row.gas_price === null) {
    return { burnt: null, priority: null };
  }
  const gasUsed = BigInt(row.gas_used);
  const baseFee = BigInt(row.base_fee_per_gas);
  const tip = BigInt(row.gas_price) - baseFee;
  return { burnt: (gasUsed * baseFee).toString(), priority: (gasUsed * (tip > 0n ? tip : 0n)).toString() };
}

/** Blockscout's rules and order: coin, call, creation, token creation, token transfer. */
export function transactionTypes(row: TransactionRow, context: TransactionContext): TransactionType[] {
  const types: TransactionType[] = [];
  if (BigInt(row.value) > 0n) types.push('coin_transfer');
  if (hasCode(context, row.to_address_hash)) types.push('contract_call');
  if (row.to_address_hash === null) types.push('contract_creation');
  if (row.created_contract_address_hash !== null && context.addresses.get(row.created_contract_address_hash)?.isToken) {
    types.push('token_creation');
  }
  if (row.has_token_transfers) types.push('token_transfer');
  if (row.type === 3) types.push('blob_transaction');
  if (row.type === 4) types.push('set_code_transaction');
  return types;
}

/** What decodes a call to `to`: its verified ABIs, and its token type between same-selector methods of different standards. */
function calledContractHint(to: string | null, context: TransactionContext): DecodeHint | undefined {
  return to === null ? undefined : { tokenType: context.tokenTypes?.get(to), abis: context.contractAbis?.get(to) };
}

/** The decoded call, for calls to a contract only (Blockscout decodes nothing else). */
export function transactionDecodedInput(row: TransactionRow, context: TransactionContext): DecodedInput | null {
  if (!hasCode(context, row.to_address_hash) || row.method_id === null) return null;
  return decodeInput(row.input, calledContractHint(row.to_address_hash, context));
}

/**
 * The method of a contract call: its decoded name (`transfer`), else the selector; null
 * when `to` is not a contract (as Blockscout does).
 */
export function transactionMethod(row: TransactionRow, context: TransactionContext, decoded = transactionDecodedInput(row, context)): string | null {
  if (decoded) return methodName(decoded) ?? row.method_id;
  return row.method_id !== null && hasCode(context, row.to_address_hash) ? row.method_id : null;
}

/**
 * The method a token transfer shows: its transaction's decoded name, else its selector,
 * whether or not `to` has code; none for a contract creation, whose input is bytecode
 * (Blockscout's rule).
 */
export function tokenTransferMethod(to: string | null, methodId: string | null, decoded: DecodedInput | null): string | null {
  if (to === null) return null;
  return (decoded && methodName(decoded)) ?? methodId;
}

/** Revert data decoded (`Error(string)`, `Panic(uint256)`, custom errors of the called contract or known ones), else raw. */
export function transactionRevertReason(row: TransactionRow, context: TransactionContext): DecodedInput | { raw: string } | null {
  if (!row.revert_reason) return null;
  return decodeRevertReason(row.revert_reason, calledContractHint(row.to_address_hash, context)) ?? { raw: row.revert_reason };
}

function address(hash: string, context: TransactionContext): AddressParam {
  return serializeAddress(hash, context.addresses.get(hash));
}

/** Serializes a transaction; `context.tokenTransfers` set means the detail view. */
export function serializeTransaction(row: TransactionRow, context: TransactionContext): Transaction {
  const mined = isMined(row);
  const fees = feeParts(row);
  const blockNumber = mined ? row.block_number : null;
  const decoded = transactionDecodedInput(row, context);
  // Blockscout's OP fields, only where the node's receipt had them.
  const opFees = row.l1_fee === null ? {} : { l1_fee: row.l1_fee, l1_gas_price: row.l1_gas_price, l1_gas_used: row.l1_gas_used,
    l1_fee_scalar: row.l1_fee_scalar };
  return {
    hash: row.hash,
    block_number: blockNumber,
    timestamp: mined && row.block_timestamp ? row.block_timestamp.toISOString() : null,
    position: mined ? row.index : null,
    confirmations: blockNumber !== null && context.headNumber !== null ? Math.max(0, context.headNumber - blockNumber + 1) : 0,
    // We do not see when a transaction reached the mempool; Blockscout then answers
    // "within one average block time".
    confirmation_duration: mined && context.averageBlockTimeMs !== null ? [ 0, context.averageBlockTimeMs ] : [],
    status: transactionStatus(row),
    result: transactionResult(row),
    from: address(row.from_address_hash, context),
    to: row.to_address_hash === null ? null : address(row.to_address_hash, context),
    created_contract: row.created_contract_address_hash === null ? null : address(row.created_contract_address_hash, context),
    value: row.value,
    fee: transactionFee(row),
    gas_limit: row.gas_limit,
    gas_used: row.gas_used,
    gas_price: row.gas_price,
    max_fee_per_gas: row.max_fee_per_gas,
    max_priority_fee_per_gas: row.max_priority_fee_per_gas,
    base_fee_per_gas: row.base_fee_per_gas,
    priority_fee: fees.priority,
    transaction_burnt_fee: fees.burnt,
    nonce: row.nonce,
    type: row.type,
    method: transactionMethod(row, context, decoded),
    decoded_input: decoded,
    raw_input: row.input,
    revert_reason: transactionRevertReason(row, context),
    token_transfers: context.tokenTransfers?.items ?? null,
    token_transfers_overflow: context.tokenTransfers?.overflow ?? null,
    transaction_types: transactionTypes(row, context),
    transaction_tag: null,
    exchange_rate: null,
    historic_exchange_rate: null,
    ...opFees,
    has_error_in_internal_transactions: row.has_error_in_internal_transactions,
    authorization_list: context.authorizations.get(row.hash) ?? [],
    fhe_operations_count: 0,
    is_pending_update: false,
  };
}
