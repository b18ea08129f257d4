import { BLOCK } from 'mocks/blocks/blocks';
import type { Block, BlocksResponse } from 'types/api/block';

import { BLOCKS_PAGE_SIZE, prependBlockToPage } from './prependBlockToPage';

const blockAt = (height: number, hash = `0x${ height.toString(16).padStart(64, '0') }`): Block => ({ ...BLOCK, height, hash });

function fullPage(top: number): BlocksResponse {
  const items = Array.from({ length: BLOCKS_PAGE_SIZE }, (_, index) => blockAt(top - index));
  return { items, next_page_params: { block_number: top - BLOCKS_PAGE_SIZE + 1, items_count: BLOCKS_PAGE_SIZE } };
}

describe('prependBlockToPage', () => {
  it('puts the new block on top, keeps 50 rows and moves the cursor to the new last row', () => {
    const next = prependBlockToPage(fullPage(100), blockAt(101));
    expect(next?.items).toHaveLength(BLOCKS_PAGE_SIZE);
    expect(next?.items[0].height).toBe(101);
    expect(next?.items[BLOCKS_PAGE_SIZE - 1].height).toBe(52);
    // Page 2 then starts at 51: the block pushed off page 1 is not skipped.
    expect(next?.next_page_params).toEqual({ block_number: 52, items_count: BLOCKS_PAGE_SIZE });
  });

  it('replaces the block of the same height after a reorg and ignores one it already has', () => {
    const page = fullPage(100);
    const replacement = blockAt(100, `0x${ 'ff'.repeat(32) }`);
    const next = prependBlockToPage(page, replacement);
    expect(next?.items.filter((item) => item.height === 100)).toEqual([ replacement ]);
    expect(prependBlockToPage(next, replacement)).toBe(next);
  });

  it('grows a short first page and leaves an unloaded cache alone', () => {
    const short: BlocksResponse = { items: [ blockAt(3), blockAt(2) ], next_page_params: null };
    expect(prependBlockToPage(short, blockAt(4))?.items.map((item) => item.height)).toEqual([ 4, 3, 2 ]);
    expect(prependBlockToPage(undefined, blockAt(4))).toBeUndefined();
  });
});
