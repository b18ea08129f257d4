/**
 * Pure rules of the indexing banners (spec §2 "Indexing banners", §4). Kept free of React so
 * each rule is unit tested on its own.
 */
import type { IndexingStatusSocketPayload } from 'types/api/socket';

/** The indexing-status resource as the banners read it. */
export interface IndexingStatusData {
  finished_indexing: boolean;
  finished_indexing_blocks: boolean;
  /** Decimal string such as "0.98"; the API types allow null. */
  indexed_blocks_ratio: string | null;
  indexed_internal_transactions_ratio: string | null;
  /** Our backend's extension: false while it cannot reach the network's node. */
  node_reachable?: boolean;
}

/** What a banner renders. `percent` is null when the ratio is missing or unreadable. */
export type BannerView =
  | { state: 'hidden' }
  | { state: 'skeleton' }
  | { state: 'alert'; percent: number | null }
  | { state: 'node_unreachable' };

/** The query flags a banner decides from (a react-query result satisfies it). */
export interface StatusQueryState {
  isPending: boolean;
  isError: boolean;
  data: IndexingStatusData | undefined;
}

const PLAIN_DECIMAL_RE = /^\s*(\d*)(?:\.(\d*))?\s*$/;

/**
 * floor(ratio × 100), clamped to 0–100; null when the ratio is missing or not a number.
 * Decimal strings are shifted digit by digit, because float maths gets some wrong
 * (0.29 × 100 = 28.999…, which would floor to 28).
 */
export function ratioToPercent(ratio: string | number | null | undefined): number | null {
  if (ratio === null || ratio === undefined) {
    return null;
  }
  const text = String(ratio);
  const plain = PLAIN_DECIMAL_RE.exec(text);
  let percent: number;
  if (plain && (plain[1] || plain[2])) {
    const [ , int = '', frac = '' ] = plain;
    percent = Number(`${ int }${ frac.padEnd(2, '0').slice(0, 2) }`);
  } else {
    // Exponents or a sign: rare enough for float maths, nudged so 0.29-like values floor right.
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value)) {
      return null;
    }
    percent = Math.floor(value * 100 + 1e-9);
  }
  return Math.min(100, Math.max(0, percent));
}

/** True when the cookie says the chain was still indexing blocks on the last visit. */
export function wasIndexingFromCookie(cookieValue: string | null | undefined): boolean {
  return cookieValue === 'true';
}

/** Cookie value to remember for the next visit: 'true' while the banner's stage is still being indexed. */
export function indexingCookieValue(finished: boolean): 'true' | 'false' {
  return finished ? 'false' : 'true';
}

/**
 * Blocks banner (spec §4): hidden on error or once blocks are indexed; while loading a
 * skeleton only if the last visit saw indexing (so the page does not jump when the alert
 * appears), nothing otherwise; after loading, the info alert with the percent.
 */
export function getBlocksBannerView({ isPending, isError, data, wasIndexing }: StatusQueryState & { wasIndexing: boolean }): BannerView {
  if (isError) {
    return { state: 'hidden' };
  }
  if (isPending || !data) {
    return wasIndexing ? { state: 'skeleton' } : { state: 'hidden' };
  }
  if (data.node_reachable === false) {
    return { state: 'node_unreachable' };
  }
  if (data.finished_indexing_blocks !== false) {
    return { state: 'hidden' };
  }
  return { state: 'alert', percent: ratioToPercent(data.indexed_blocks_ratio) };
}

/**
 * Internal-transactions banner: shown once loaded while `finished_indexing` is false; while
 * loading, a placeholder of its size when the last visit saw it (as the blocks banner does),
 * so the page below does not move down when it arrives.
 */
export function getInternalTxsBannerView({ isPending, isError, data, wasIndexing = false }: StatusQueryState & { wasIndexing?: boolean }): BannerView {
  if (isError) {
    return { state: 'hidden' };
  }
  if (isPending || !data) {
    return wasIndexing ? { state: 'skeleton' } : { state: 'hidden' };
  }
  if (data.finished_indexing !== false) {
    return { state: 'hidden' };
  }
  return { state: 'alert', percent: ratioToPercent(data.indexed_internal_transactions_ratio) };
}

/** Cache update for a `blocks:indexing` message; leaves an empty cache empty. */
export function applyBlocksIndexStatus(previous: IndexingStatusData | undefined, message: IndexingStatusSocketPayload): IndexingStatusData | undefined {
  return previous && { ...previous, finished_indexing_blocks: message.finished, indexed_blocks_ratio: message.ratio,
    ...(message.node_reachable === undefined ? {} : { node_reachable: message.node_reachable }) };
}

/** Cache update for a `blocks:indexing_internal_transactions` message; leaves an empty cache empty. */
export function applyInternalTxsIndexStatus(previous: IndexingStatusData | undefined, message: IndexingStatusSocketPayload): IndexingStatusData | undefined {
  return previous && { ...previous, finished_indexing: message.finished, indexed_internal_transactions_ratio: message.ratio };
}

/** Alert text of the blocks banner: '42% Blocks Indexed'. */
export function blocksIndexedText(percent: number | null): string {
  return percent === null ? 'Blocks are being indexed' : `${ percent }% Blocks Indexed`;
}

/** Warning of the blocks banner while the backend cannot reach the network's node. */
export const NODE_UNREACHABLE_TEXT = 'The explorer cannot reach the network\'s node right now. Blocks mined meanwhile will appear once it is back.';

/** Fixed sentence of the internal-transactions banner (spec §2). */
export const INTERNAL_TXS_INDEXING_TEXT = 'We\'re indexing this chain right now. Some of the counts may be inaccurate.';

/** Progress line of the internal-transactions banner, or null when the ratio is unknown. */
export function internalTxsIndexedText(percent: number | null): string | null {
  return percent === null ? null : `${ percent }% of blocks with internal transactions indexed`;
}
