/**
 * Numbers the block list and the block page derive from a block: total reward, gas use as a
 * share of the limit, and where a block's page is (lost blocks share a height, so by hash).
 */
import type { Block } from 'types/api/block';

function toBigInt(value: string | null | undefined): bigint {
  try {
    return value ? BigInt(value) : BigInt(0);
  } catch {
    return BigInt(0);
  }
}

/** Every reward of the block added up, in wei; null when the API lists none. */
export function blockTotalReward(block: Pick<Block, 'rewards'>): string | null {
  if (!block.rewards || block.rewards.length === 0) return null;
  return block.rewards.reduce((sum, { reward }) => sum + toBigInt(reward), BigInt(0)).toString();
}

/** Gas used as a percentage of the gas limit (0–100), from the integers, not the API's float. */
export function gasUsedPercent(block: Pick<Block, 'gas_used' | 'gas_limit' | 'gas_used_percentage'>): number {
  const limit = toBigInt(block.gas_limit);
  if (limit === BigInt(0)) return block.gas_used_percentage ?? 0;
  // Rounded to the hundredth it is shown with, in integers: a float would round 1.235 down.
  return Number((toBigInt(block.gas_used) * BigInt(20_000) + limit) / (BigInt(2) * limit)) / 100;
}

/** The block's page: by height on the consensus chain, by hash for a block that lost it. */
export function blockHref(block: Pick<Block, 'height' | 'hash' | 'type'>): string {
  return block.type === 'reorg' ? `/block/${ block.hash }` : `/block/${ block.height }`;
}
