/**
 * Block (list item and detail), computed the way Blockscout's BlockView does.
 */
import type { AddressParam } from '../../../types/api/address';
import type { Block, BlockReward } from '../../../types/api/block';
import type { BlockRow } from '../../db/queries/blocks';

/** EIP-1559: the gas target is the limit divided by the elasticity multiplier (2). */
const ELASTICITY_MULTIPLIER = 2;

/** What a block needs besides its row. */
export interface BlockContext {
  miner: AddressParam;
  /** Internal transactions of the block; undefined until it is traced. */
  internalTransactionsCount: number | undefined;
  /** Detail view: rewards carry display labels instead of list codes. */
  detail: boolean;
}

/** Used gas as a percentage of the limit. */
export function gasUsedPercentage(gasUsed: string, gasLimit: string): number {
  const limit = Number(gasLimit);
  return limit > 0 ? Number(gasUsed) / limit * 100 : 0;
}

/** How far used gas is above (+) or below (−) the target, in percent of the target. */
export function gasTargetPercentage(gasUsed: string, gasLimit: string): number {
  const target = Number(gasLimit) / ELASTICITY_MULTIPLIER;
  return target > 0 ? (Number(gasUsed) - target) / target * 100 : 0;
}

/** Burnt fees as a percentage of all fees; null when nothing was paid. */
export function burntFeesPercentage(burntFees: string | null, transactionFees: string): number | null {
  const fees = Number(transactionFees);
  if (burntFees === null || fees === 0) return null;
  return Number(burntFees) / fees * 100;
}

/**
 * The block producer's reward, when we know all of it. Without proof of work
 * (difficulty 0) there is no block subsidy on the execution layer, so the producer
 * earns exactly the fees that were not burnt. With proof of work the subsidy is chain
 * specific and unknown here, so no reward is claimed.
 */
function blockRewards(row: BlockRow, detail: boolean): BlockReward[] {
  if (row.difficulty !== '0' || row.transactions_count === 0) return [];
  const reward = row.base_fee_per_gas === null ? row.transaction_fees : row.priority_fees;
  return [ { type: detail ? 'Miner Reward' : 'validator', reward } ];
}

/** Serializes a block; a block that lost consensus has type `reorg`. */
export function serializeBlock(row: BlockRow, context: BlockContext): Block {
  const londonFields = row.base_fee_per_gas !== null;
  // Note: no blob_gas_used / excess_blob_gas: Blockscout sends them only with the
  // `ethereum` chain type, and the default-chain spec forbids extra keys.
  return {
    height: row.number,
    hash: row.hash,
    parent_hash: row.parent_hash,
    timestamp: row.timestamp.toISOString(),
    miner: context.miner,
    transactions_count: row.transactions_count,
    internal_transactions_count: context.internalTransactionsCount ?? null,
    withdrawals_count: row.withdrawals_count,
    size: row.size,
    gas_used: row.gas_used,
    gas_limit: row.gas_limit,
    gas_used_percentage: gasUsedPercentage(row.gas_used, row.gas_limit),
    gas_target_percentage: gasTargetPercentage(row.gas_used, row.gas_limit),
    base_fee_per_gas: row.base_fee_per_gas,
    // Before London nothing is burnt and there is no priority fee to speak of.
    burnt_fees: londonFields ? row.burnt_fees : null,
    burnt_fees_percentage: londonFields ? burntFeesPercentage(row.burnt_fees, row.transaction_fees) : null,
    priority_fee: londonFields ? row.priority_fees : null,
    transaction_fees: row.transaction_fees,
    difficulty: row.difficulty,
    total_difficulty: row.total_difficulty,
    nonce: row.nonce,
    type: row.consensus ? 'block' : 'reorg',
    rewards: blockRewards(row, context.detail),
    uncles_hashes: row.uncles.map((hash) => ({ hash })),
    is_pending_update: false,
  };
}
