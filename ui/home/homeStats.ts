/**
 * The home page's stat tiles as plain values: what each tile says, computed from
 * `GET /v2/stats`, and how a new block (socket) moves the live ones.
 */
import { formatNumber } from 'lib/format';
import type { HomeStats } from 'types/api/stats';

export interface StatTile {
  id: 'blocks' | 'block_time' | 'txs' | 'addresses' | 'gas';
  label: string;
  value: string;
  /** Extra detail on hover (e.g. the gas tiers). */
  hint?: string;
}

/** `2000` ms → `'2.0s'`; a minute and more as `'1m 5s'`. */
export function formatBlockTime(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '—';
  const seconds = ms / 1000;
  if (seconds < 60) return `${ seconds.toFixed(1) }s`;
  return `${ Math.floor(seconds / 60) }m ${ Math.round(seconds % 60) }s`;
}

function gwei(price: number | null | undefined): string | undefined {
  return typeof price === 'number' && Number.isFinite(price) ? `${ formatNumber(price, { maxFractionDigits: 2 }) } Gwei` : undefined;
}

/** The average tier of the gas oracle, else the configured static price. */
function gasTile(stats: HomeStats): StatTile {
  const tiers = stats.gas_prices;
  const average = gwei(tiers?.average?.price);
  const staticPrice = stats.static_gas_price ? gwei(Number(stats.static_gas_price) / 1e9) : undefined;
  const hint = tiers ?
    `Slow: ${ gwei(tiers.slow?.price) ?? '—' } · Average: ${ average ?? '—' } · Fast: ${ gwei(tiers.fast?.price) ?? '—' }` :
    undefined;
  return { id: 'gas', label: 'Gas tracker', value: average ?? staticPrice ?? '—', hint };
}

export function statTiles(stats: HomeStats): Array<StatTile> {
  return [
    { id: 'blocks', label: 'Total blocks', value: formatNumber(stats.total_blocks) },
    { id: 'block_time', label: 'Average block time', value: formatBlockTime(stats.average_block_time) },
    { id: 'txs', label: 'Total transactions', value: formatNumber(stats.total_transactions) },
    { id: 'addresses', label: 'Wallet addresses', value: formatNumber(stats.total_addresses) },
    gasTile(stats),
  ];
}

/**
 * The stats are cached by the API for up to minutes, while the latest blocks are live: the
 * block count is at least the newest height + 1 (heights start at 0).
 */
export function withLatestHeight(stats: HomeStats, latestHeight: number | undefined): HomeStats {
  if (latestHeight === undefined || !Number.isInteger(latestHeight) || latestHeight < 0) return stats;
  const total = BigInt(/^\d+$/.test(stats.total_blocks) ? stats.total_blocks : '0');
  const byHeight = BigInt(latestHeight) + BigInt(1);
  return byHeight > total ? { ...stats, total_blocks: byHeight.toString() } : stats;
}
