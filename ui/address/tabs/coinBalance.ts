/** Numbers of the coin balance history: chart points in QNM and signed balance changes. */
import config from 'configs/app';
import type { AddressCoinBalanceHistoryByDayResponse, CoinBalanceByDay } from 'types/api/address';
import { formatCoin } from 'ui/shared/values/CoinValue';

/** Digits kept when a wei amount becomes a chart number (a float is plenty for a line). */
const CHART_FRACTION_DIGITS = 6;

/** A wei amount as a float of whole coins, exact to the 6th decimal. */
export function weiToCoins(value: string, decimals = config.chain.currency.decimals): number {
  const scale = BigInt(10) ** BigInt(Math.max(0, decimals - CHART_FRACTION_DIGITS));
  return Number(BigInt(value) / scale) / 10 ** Math.min(decimals, CHART_FRACTION_DIGITS);
}

/**
 * The by-day answer as the API serves it now (`{ items, days }`) or as Blockscout did before
 * 6.10 (a bare array, which our API_LEGACY_FIELDS setting and older backends send).
 */
export function readCoinBalanceByDay(data: AddressCoinBalanceHistoryByDayResponse | ReadonlyArray<CoinBalanceByDay>):
{ items: ReadonlyArray<CoinBalanceByDay>; days: number | null } {
  if (Array.isArray(data)) return { items: data, days: null };
  const { items, days } = data as AddressCoinBalanceHistoryByDayResponse;
  return { items: items ?? [], days: typeof days === 'number' ? days : null };
}

export function coinBalancePoints(items: ReadonlyArray<CoinBalanceByDay>): Array<{ date: string; value: number }> {
  return items.map((item) => ({ date: item.date, value: weiToCoins(item.value) }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** "+1.5" / "-0.000054" / "0": the change a block made, sign first. */
export function formatDelta(delta: string): { text: string; sign: -1 | 0 | 1 } {
  const amount = BigInt(delta);
  if (amount === BigInt(0)) return { text: '0', sign: 0 };
  const negative = amount < BigInt(0);
  return { text: `${ negative ? '-' : '+' }${ formatCoin((negative ? -amount : amount).toString()) }`, sign: negative ? -1 : 1 };
}
