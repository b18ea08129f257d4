/**
 * Blocks: list items, detail, rewards and the countdown (GUIDE §2-3).
 */
import type { AddressParam } from './address';
import type { InternalTransaction } from './internalTransaction';
import type { FullHash, HexString, IntegerString, Paginated, Timestamp } from './shared';
import type { Transaction, TransactionType, TxsValidatedPagingParams } from './transaction';
import type { Withdrawal, WithdrawalsPagingParams } from './withdrawal';

/** `reorg` marks a block that lost consensus. */
export type BlockType = 'block' | 'uncle' | 'reorg';

/** Reward kinds in lists; the block detail sends display text instead (see BlockRewardLabel). */
export type BlockRewardType = 'validator' | 'emission_funds' | 'uncle';
export type BlockRewardLabel = 'Miner Reward' | 'Emission Reward' | 'Uncle Reward' | 'Chore Reward';

export interface BlockReward {
  type: BlockRewardType | BlockRewardLabel | string;
  reward: IntegerString;
}

export interface Block {
  height: number;
  hash: FullHash;
  parent_hash: FullHash;
  timestamp: Timestamp;
  miner: AddressParam;
  transactions_count: number;
  internal_transactions_count: number | null;
  withdrawals_count: number | null;
  size: number | null;
  gas_used: IntegerString;
  gas_limit: IntegerString;
  gas_used_percentage: number;
  gas_target_percentage: number;
  base_fee_per_gas: IntegerString | null;
  burnt_fees: IntegerString | null;
  burnt_fees_percentage: number | null;
  priority_fee: IntegerString | null;
  transaction_fees: IntegerString;
  difficulty: IntegerString | null;
  total_difficulty: IntegerString | null;
  nonce: HexString;
  type: BlockType;
  rewards: Array<BlockReward>;
  uncles_hashes: Array<{ hash: FullHash }>;
  is_pending_update: boolean | null;
  /** Detail only, on chains with blobs. */
  blob_gas_used?: IntegerString | null;
  excess_blob_gas?: IntegerString | null;
}

export type BlocksPagingParams = { block_number: number; items_count: number };
export type BlocksResponse = Paginated<Block, BlocksPagingParams>;
export interface BlockFilters { type?: BlockType }

export type BlockTransactionsResponse = Paginated<Transaction, TxsValidatedPagingParams>;
export interface BlockTxsFilters { type?: Array<TransactionType> }

export type BlockInternalTxsPagingParams = { transaction_index: number; index: number; items_count: number };
export type BlockInternalTransactionsResponse = Paginated<InternalTransaction, BlockInternalTxsPagingParams>;

export type BlockWithdrawalsResponse = Paginated<Withdrawal, WithdrawalsPagingParams>;

/** `GET /v2/blocks/{n}/countdown`; every value is a decimal string. */
export interface BlockCountdownResponse {
  current_block_number: string;
  countdown_block_number: string;
  remaining_blocks_count: string;
  estimated_time_in_seconds: string;
}
