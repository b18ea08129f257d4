/**
 * OP-stack endpoints (GUIDE §7). Note: the OpenAPI `Withdrawal` schema is wrong for these; the
 * shapes below follow the GUIDE.
 */
import type { AddressParam } from './address';
import type { AddressHash, FullHash, HexString, IntegerString, Paginated, Timestamp } from './shared';

export interface OptimismDeposit {
  l1_block_number: number;
  l1_block_timestamp: Timestamp;
  l1_transaction_hash: FullHash;
  l1_transaction_origin: AddressHash;
  l2_transaction_hash: FullHash;
  l2_transaction_gas_limit: IntegerString;
}
export type OptimismDepositsPagingParams = { l1_block_number: number; transaction_hash: FullHash; items_count: number };
export type OptimismDepositsResponse = Paginated<OptimismDeposit, OptimismDepositsPagingParams>;

/** `GET /v2/main-page/optimism-deposits` (latest 6). */
export type OptimismLatestDeposit = Pick<OptimismDeposit,
  'l1_block_number' | 'l1_block_timestamp' | 'l1_transaction_hash' | 'l2_transaction_hash'>;
export type OptimismLatestDepositsResponse = Array<OptimismLatestDeposit>;

export type OptimismWithdrawalStatus =
  | 'Waiting for state root' | 'Ready to prove' | 'In challenge period' | 'Ready for relay' | 'Relayed' | string;

export interface OptimismWithdrawal {
  msg_nonce: number;
  msg_nonce_raw: string;
  msg_nonce_version: number;
  from: AddressParam | null;
  l2_transaction_hash: FullHash;
  l2_timestamp: Timestamp | null;
  status: OptimismWithdrawalStatus;
  l1_transaction_hash: FullHash | null;
  challenge_period_end: Timestamp | null;
  portal_contract_address_hash?: AddressHash | null;
  msg_sender_address_hash?: AddressHash | null;
  msg_target_address_hash?: AddressHash | null;
  msg_value?: IntegerString | null;
  msg_gas_limit?: IntegerString | null;
  msg_data?: HexString | null;
}
export type OptimismWithdrawalsPagingParams = { nonce: IntegerString; items_count: number };
export type OptimismWithdrawalsResponse = Paginated<OptimismWithdrawal, OptimismWithdrawalsPagingParams>;

export interface OptimismOutputRoot {
  l2_output_index: number;
  l2_block_number: number;
  l1_transaction_hash: FullHash;
  l1_timestamp: Timestamp;
  l1_block_number: number;
  output_root: FullHash;
}
export type OptimismOutputRootsPagingParams = { index: number; items_count: number };
export type OptimismOutputRootsResponse = Paginated<OptimismOutputRoot, OptimismOutputRootsPagingParams>;

export type OptimismBatchDataContainer = 'in_blob4844' | 'in_celestia' | 'in_calldata' | string;

/** `/v2/optimism/batches` (v10+). */
export interface OptimismBatch {
  number: number;
  l1_timestamp: Timestamp;
  l1_transaction_hashes: Array<FullHash>;
  l2_start_block_number: number;
  l2_end_block_number: number;
  transactions_count: number;
  batch_data_container: OptimismBatchDataContainer | null;
  /** The blobs the batch was read from (EIP-4844 `hash`; Celestia and Alt-DA name theirs by `commitment`). */
  blobs?: Array<OptimismBatchBlob>;
}

export interface OptimismBatchBlob {
  hash?: FullHash;
  commitment?: string;
  l1_transaction_hash: FullHash;
  l1_timestamp: Timestamp;
}
export type OptimismBatchesResponse = Paginated<OptimismBatch, { id: number; items_count: number }>;

/** `/v2/optimism/txn-batches` (the older form our spec names). */
export interface OptimismTxnBatch {
  l2_block_number: number;
  transactions_count: number;
  l1_transaction_hashes: Array<FullHash>;
  l1_timestamp: Timestamp;
}
export type OptimismTxnBatchesPagingParams = { block_number: number; items_count: number };
export type OptimismTxnBatchesResponse = Paginated<OptimismTxnBatch, OptimismTxnBatchesPagingParams>;

export interface OptimismDisputeGame {
  index: number;
  game_type: number;
  contract_address_hash: AddressHash;
  l2_block_number: number;
  created_at: Timestamp;
  resolved_at: Timestamp | null;
  status: 'In progress' | 'Challenger wins' | 'Defender wins';
}
export type OptimismDisputeGamesResponse = Paginated<OptimismDisputeGame, { index: number; items_count: number }>;

/** The `/count` sibling of every list returns a bare integer. */
export type OptimismCountResponse = number;
