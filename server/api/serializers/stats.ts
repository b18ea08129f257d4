/**
 * Home-page stats, the gas price oracle's tiers and the daily transactions chart,
 * computed the way Blockscout's StatsController and GasPriceOracle do except where noted.
 */
import type { GasPriceInfo, GasPrices, HomeStats, TransactionsChartItem } from '../../../types/api/stats';
import type { BlockFeePercentiles, BlockTotals, HeadGas } from '../../db/queries/chainStats';

/** Blockscout's oracle tiers: the 35th, 60th and 90th percentile of recent fees. */
export const GAS_PRICE_FRACTIONS = [ 0.35, 0.6, 0.9 ] as const;
/** EIP-1559: the gas target is half the limit and the base fee moves by at most 1/8 a block. */
const ELASTICITY_MULTIPLIER = 2n;
const BASE_FEE_CHANGE_DENOMINATOR = 8n;
const WEI_PER_GWEI_CENT = 10_000_000n;
const MS_PER_DAY = 86_400_000;

/** The base fee of the block after `parent` (EIP-1559), or null before London. */
export function nextBaseFee(parent: Pick<HeadGas, 'gasUsed' | 'gasLimit' | 'baseFeePerGas'>): bigint | null {
  if (parent.baseFeePerGas === null) return null;
  const baseFee = BigInt(parent.baseFeePerGas);
  const target = BigInt(parent.gasLimit) / ELASTICITY_MULTIPLIER;
  const used = BigInt(parent.gasUsed);
  if (target === 0n || used === target) return baseFee;
  if (used > target) {
    const increase = baseFee * (used - target) / target / BASE_FEE_CHANGE_DENOMINATOR;
    return baseFee + (increase > 1n ? increase : 1n);
  }
  return baseFee - baseFee * (target - used) / target / BASE_FEE_CHANGE_DENOMINATOR;
}

/** Wei → gwei as a number, rounded up to two decimals (Blockscout's `Float.ceil(gwei, 2)`). */
export function toGwei(wei: bigint): number {
  return Number((wei + WEI_PER_GWEI_CENT - 1n) / WEI_PER_GWEI_CENT) / 100;
}

/** The mean of the values that are there, in whole wei; null when none is. */
function mean(values: Array<string | null>): bigint | null {
  const present = values.filter((value): value is string => value !== null).map(BigInt);
  return present.length === 0 ? null : present.reduce((sum, value) => sum + value, 0n) / BigInt(present.length);
}

function tier(fee: bigint, baseFee: bigint | null, priorityFee: bigint | null, timeMs: number | null): GasPriceInfo {
  return {
    price: toGwei(fee),
    time: timeMs,
    fiat_price: null,
    base_fee: baseFee === null ? null : toGwei(baseFee),
    priority_fee: priorityFee === null ? null : toGwei(priorityFee),
    priority_fee_wei: priorityFee === null ? null : priorityFee.toString(),
    wei: fee.toString(),
  };
}

/**
 * The slow, average and fast tiers: per block the percentiles of its fees, averaged over
 * the blocks. With priority fees and a base fee a tier is next base fee + mean priority
 * fee, otherwise the mean paid gas price. Without transactions every tier is null.
 * Note: we do not see when a transaction entered the mempool, so every tier's `time` is
 * the average block time (Blockscout's fallback too).
 */
export function composeGasPrices(blocks: BlockFeePercentiles[], baseFee: bigint | null, averageBlockTimeMs: number | null): GasPrices {
  if (blocks.length === 0) return { slow: null, average: null, fast: null };
  const tiers = [ 0, 1, 2 ].map((index) => ({
    gasPrice: mean(blocks.map((block) => block.gasPrice[index]))!,
    priorityFee: mean(blocks.map((block) => block.priorityFee[index])),
  }));
  const withBaseFee = baseFee !== null && tiers.every((item) => item.priorityFee !== null);
  const [ slow, average, fast ] = tiers.map((item) => withBaseFee ?
    tier(baseFee + item.priorityFee!, baseFee, item.priorityFee, averageBlockTimeMs) :
    tier(item.gasPrice, null, null, averageBlockTimeMs));
  return { slow, average, fast };
}

/** What `/api/v2/stats` is made of, each part loaded (and cached) on its own. */
export interface HomeStatsParts {
  counts: { blocks: number; transactions: number; addresses: number };
  totalGasUsed: string;
  today: BlockTotals;
  averageBlockTimeMs: number | null;
  /** Gas used and limit of the recent blocks. */
  recentGas: { gasUsed: string; gasLimit: string };
  gasPrices: GasPrices;
  gasPricesUpdateInMs: number;
  gasPricesUpdatedAt: Date | null;
}

/**
 * The home-page stats. Notes: `transactions_today` counts today since 00:00 UTC, where
 * Blockscout counts yesterday (its last full day). Gas price tiers are always the objects
 * Blockscout sends for the request header `updated-gas-oracle: true` (which our frontend
 * sends), never the bare prices it sends without: responses are cached by URL alone
 * (plugins/responseCache.ts), so a header-dependent body could reach the wrong client.
 */
export function serializeHomeStats(parts: HomeStatsParts): HomeStats {
  return {
    total_blocks: String(parts.counts.blocks),
    total_addresses: String(parts.counts.addresses),
    total_transactions: String(parts.counts.transactions),
    average_block_time: parts.averageBlockTimeMs ?? 0,
    coin_image: null,
    coin_price: null,
    coin_price_change_percentage: null,
    secondary_coin_image: null,
    secondary_coin_price: null,
    total_gas_used: parts.totalGasUsed,
    transactions_today: String(parts.today.transactions),
    gas_used_today: parts.today.gasUsed,
    gas_prices: parts.gasPrices,
    gas_prices_update_in: parts.gasPricesUpdateInMs,
    gas_price_updated_at: parts.gasPricesUpdatedAt?.toISOString() ?? null,
    static_gas_price: null,
    // No market data source: the spec requires a number, and Blockscout then sends 0.
    market_cap: '0',
    tvl: null,
    network_utilization_percentage: utilizationPercentage(parts.recentGas.gasUsed, parts.recentGas.gasLimit),
  };
}

/** Used gas as a percentage of the gas limit, 0 without blocks. */
export function utilizationPercentage(gasUsed: string, gasLimit: string): number {
  const limit = Number(gasLimit);
  return limit > 0 ? Number(gasUsed) / limit * 100 : 0;
}

/** `YYYY-MM-DD` of a time, in UTC. */
export function utcDay(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** Midnight UTC of the day `time` falls on. */
export function startOfUtcDay(time: Date): Date {
  return new Date(Math.floor(time.getTime() / MS_PER_DAY) * MS_PER_DAY);
}

/**
 * One point per UTC day, newest first, from `today` back `days - 1` days but not before
 * the day of the first block; days without transactions count 0.
 * Note: Blockscout's chart ends yesterday; ours includes today so far, so a new chain
 * shows its activity on day one.
 */
export function transactionsChart(counts: Map<string, number>, today: Date, days: number, firstBlock: Date | null): TransactionsChartItem[] {
  if (firstBlock === null) return [];
  const first = startOfUtcDay(firstBlock).getTime();
  const points: TransactionsChartItem[] = [];
  for (let day = startOfUtcDay(today).getTime(), index = 0; index < days && day >= first; day -= MS_PER_DAY, index++) {
    const date = utcDay(new Date(day));
    points.push({ date, transactions_count: counts.get(date) ?? 0 });
  }
  return points;
}
