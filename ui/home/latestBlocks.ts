/**
 * The home page's latest blocks as a cached list: a `new_block` socket message puts the
 * block on top (replacing one of the same height after a reorg) and keeps the length.
 * A block more than one above the top means messages were missed (the socket dropped and
 * reconnected, a background tab's timers were held back): the list is then loaded again,
 * so it never shows a height skipped.
 */
import type { Block } from 'types/api/block';

/** Blocks the list grows to on a young chain (the API's first page has up to this many). */
export const LATEST_BLOCKS_COUNT = 4;

export function prependBlock(previous: Array<Block> | undefined, block: Block): Array<Block> | undefined {
  if (!previous) return previous;
  const others = previous.filter((item) => item.height !== block.height);
  return [ block, ...others ].sort((a, b) => b.height - a.height).slice(0, Math.max(previous.length, LATEST_BLOCKS_COUNT));
}

/** True when `block` leaves heights missing between it and the top of `previous`. */
export function skipsHeights(previous: Array<Block> | undefined, block: Block): boolean {
  const top = previous?.[0]?.height;
  return top !== undefined && block.height > top + 1;
}
