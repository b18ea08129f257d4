/**
 * Puts a block that arrived over the socket on top of the cached first page of /blocks:
 * one of the same height (a reorg replacement) is replaced, the page keeps its size, and the
 * cursor moves to the new last row so page 2 still starts right below it.
 */
import type { Block, BlocksResponse } from 'types/api/block';

/** Rows of a page of the blocks list (GUIDE §1.3). */
export const BLOCKS_PAGE_SIZE = 50;

export function prependBlockToPage(previous: BlocksResponse | undefined, block: Block): BlocksResponse | undefined {
  if (!previous || block.type !== 'block') return previous;
  if (previous.items.some((item) => item.hash === block.hash)) return previous;
  const items = [ block, ...previous.items.filter((item) => item.height !== block.height) ]
    .sort((a, b) => b.height - a.height)
    .slice(0, BLOCKS_PAGE_SIZE);
  const last = items[items.length - 1];
  const nextPageParams = previous.next_page_params && last ?
    { ...previous.next_page_params, block_number: last.height, items_count: items.length } :
    previous.next_page_params;
  return { ...previous, items, next_page_params: nextPageParams };
}
