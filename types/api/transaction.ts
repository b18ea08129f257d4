/**
 * Transactions: list item and detail, their sub-resources and stats (GUIDE §2-3).
 */
import type { AddressParam } from './address';
import type { DecodedInput } from './decodedInput';
import type { AddressHash, FloatString, FullHash, HexString, IntegerString, Paginated, Timestamp } from './shared';
import type { TokenInfo } from './token';
import type { TokenTransfer } from './tokenTransfer';

export type { DecodedInput, DecodedInputParam, DecodedLogInput, DecodedLogParam, DecodedValue } from './decodedInput';

export type TransactionType =
  | 'coin_transfer' | 'contract_call' | 'contract_creation' | 'token_transfer' | 'token_creation'
  | 'blob_transaction' | 'set_code_transaction' | 'sponsored_transaction'
  | 'rootstock_bridge' | 'rootstock_remasc';

/** Types the `type` filter of the transaction lists accepts (`/transactions`, a block's transactions). */
export const FILTERABLE_TRANSACTION_TYPES = [
  'coin_transfer', 'contract_call', 'contract_creation', 'token_transfer', 'token_creation', 'blob_transaction', 'set_code_transaction',
] as const satisfies readonly TransactionType[];
export type FilterableTransactionType = typeof FILTERABLE_TRANSACTION_TYPES[number];

/** `maximum` while the transaction is pending, `actual` once mined. */
export interface Fee {
  type: 'actual' | 'maximum';
  value: IntegerString | null;
}

/** An undecodable revert reason. */
export interface RawRevertReason {
  raw: HexString;
}
export type TransactionRevertReason = DecodedInput | RawRevertReason;

export type TransactionStatus = 'ok' | 'error';

/** Known results; an error result is free text such as `"Reverted"` or `"out of gas"`. */
export type TransactionResult = 'success' | 'pending' | 'awaiting_internal_transactions' | 'dropped/replaced' | string;

/** An EIP-7702 authorization tuple. */
export interface SignedAuthorization {
  address_hash: AddressHash;
  authority: AddressHash;
  chain_id: number;
  nonce: IntegerString;
  r: IntegerString;
  s: IntegerString;
  v: number;
  status: 'ok' | 'invalid_chain_id' | 'invalid_signature' | 'invalid_nonce' | null;
}

/** Present on OP-stack chains only. */
export interface TransactionOptimismFields {
  l1_fee?: IntegerString | null;
  l1_gas_price?: IntegerString | null;
  l1_gas_used?: IntegerString | null;
  l1_fee_scalar?: FloatString | null;
  operator_fee?: IntegerString | null;
  op_withdrawals?: Array<{ nonce: IntegerString; status: string; l1_transaction_hash: FullHash | null }>;
  /**
   * Ours, not Blockscout's: the L1 deposit this transaction carries out (a `0x7e` deposit on a real
   * OP chain, or the demo relay's transaction), so the page can say it came from L1 and link back.
   */
  op_deposit?: { l1_transaction_hash: FullHash; l1_block_number: number; l1_transaction_origin: AddressHash } | null;
}

export interface Transaction extends TransactionOptimismFields {
  hash: FullHash;
  /** `null` while pending. */
  block_number: number | null;
  timestamp: Timestamp | null;
  position: number | null;
  confirmations: number;
  /** `[min, max]` in milliseconds. */
  confirmation_duration: Array<number>;
  status: TransactionStatus | null;
  result: TransactionResult;
  from: AddressParam;
  to: AddressParam | null;
  created_contract: AddressParam | null;
  value: IntegerString;
  fee: Fee;
  gas_limit: IntegerString;
  gas_used: IntegerString | null;
  gas_price: IntegerString | null;
  max_fee_per_gas: IntegerString | null;
  max_priority_fee_per_gas: IntegerString | null;
  base_fee_per_gas: IntegerString | null;
  priority_fee: IntegerString | null;
  transaction_burnt_fee: IntegerString | null;
  nonce: number;
  type: number | null;
  method: string | null;
  decoded_input: DecodedInput | null;
  raw_input: HexString;
  revert_reason: TransactionRevertReason | null;
  /** A short preview; see `token_transfers_overflow`. */
  token_transfers: Array<TokenTransfer> | null;
  token_transfers_overflow: boolean | null;
  transaction_types: Array<TransactionType>;
  /** Private tag, logged-in users only. */
  transaction_tag: string | null;
  exchange_rate: FloatString | null;
  historic_exchange_rate: FloatString | null;
  has_error_in_internal_transactions: boolean | null;
  authorization_list: Array<SignedAuthorization> | null;
  fhe_operations_count?: number;
  is_pending_update: boolean | null;
}

export type TxsValidatedPagingParams = { block_number: number; index: number; items_count: number };
export type TxsPendingPagingParams = { inserted_at: Timestamp; hash: FullHash; items_count: number };

export type TransactionsResponseValidated = Paginated<Transaction, TxsValidatedPagingParams>;
export type TransactionsResponsePending = Paginated<Transaction, TxsPendingPagingParams>;
export type TransactionsResponseWatchlist = Paginated<Transaction, TxsValidatedPagingParams>;

export interface TransactionsFilters {
  filter: 'validated' | 'pending';
  type?: Array<TransactionType>;
  /** 4-byte selectors such as `0xa9059cbb`. */
  method?: Array<string>;
}

/** `GET /v2/transactions/stats`. */
export interface TransactionsStats {
  transactions_count_24h: IntegerString;
  pending_transactions_count: IntegerString;
  transaction_fees_sum_24h: IntegerString;
  transaction_fees_avg_24h: IntegerString;
}

/** `action` of a call frame. Values the tracer did not give (inner calldata of struct logs) are left out. */
export interface RawTraceCallAction {
  callType: 'call' | 'callcode' | 'delegatecall' | 'staticcall';
  from: AddressHash;
  to: AddressHash;
  gas?: HexString;
  input?: HexString;
  value: HexString;
}

/** `action` of a create / create2 frame: `init` is the init code. */
export interface RawTraceCreateAction {
  from: AddressHash;
  gas?: HexString;
  init?: HexString;
  value: HexString;
}

/** `action` of a selfdestruct frame (Parity's `suicide`): the contract, its balance and who got it. */
export interface RawTraceSuicideAction {
  address: AddressHash;
  balance: HexString;
  refundAddress: AddressHash;
}

/** `result` of a successful call. */
export interface RawTraceCallResult {
  gasUsed?: HexString;
  output?: HexString;
}

/** `result` of a successful create: the new contract and its code. */
export interface RawTraceCreateResult {
  gasUsed?: HexString;
  address: AddressHash;
  code?: HexString;
}

/**
 * A Parity-style trace frame (`trace_transaction`), as Blockscout builds it from stored
 * internal transactions: numbers are 0x hex, addresses lower case. A failed frame has
 * `error` and no `result`; a selfdestruct has neither.
 */
export type RawTraceFrame = {
  subtraces: number;
  traceAddress: Array<number>;
} & (
  | { type: 'call'; action: RawTraceCallAction; result?: RawTraceCallResult; error?: string }
  | { type: 'create' | 'create2'; action: RawTraceCreateAction; result?: RawTraceCreateResult; error?: string }
  | { type: 'suicide'; action: RawTraceSuicideAction }
);
/** `GET /v2/transactions/{h}/raw-trace`; `[]` until traced. */
export type RawTraceResponse = Array<RawTraceFrame>;

/** One ERC-721 movement inside a state change. */
export interface StateChangeNftMove {
  direction: 'from' | 'to';
  total: { token_id: IntegerString };
}

export interface TransactionStateChange {
  type: 'coin' | 'token';
  address: AddressParam;
  is_miner: boolean;
  balance_before: IntegerString | null;
  balance_after: IntegerString | null;
  /** A signed amount, or for ERC-721 the list of moves. */
  change: IntegerString | Array<StateChangeNftMove> | null;
  token: TokenInfo | null;
  token_id?: IntegerString | null;
}
export type StateChangesPagingParams = { state_changes: null | string; items_count: number };
export type TransactionStateChangesResponse = Paginated<TransactionStateChange, StateChangesPagingParams>;

/** `GET /v2/transactions/{h}/summary` (optional interpretation service). */
export interface TransactionSummaryResponse {
  success: boolean;
  data: { summaries: Array<{ summary_template: string; summary_template_variables: Record<string, unknown> }> };
}
