import type { Block } from 'types/api/block';

import { prependBlock } from './latestBlocks';

const block = (height: number, hash = `0x${ height.toString(16).padStart(64, '0') }`) => ({ height, hash }) as Block;

describe('prependBlock', () => {
  it('puts a new block on top and keeps the list length', () => {
    const list = [ 13, 12, 11, 10 ].map((height) => block(height));
    expect(prependBlock(list, block(14))?.map((item) => item.height)).toEqual([ 14, 13, 12, 11 ]);
  });

  it('replaces the block of the same height after a reorg', () => {
    const list = [ 13, 12, 11, 10 ].map((height) => block(height));
    const replacement = block(13, `0x${ 'ab'.repeat(32) }`);
    expect(prependBlock(list, replacement)?.map((item) => item.hash)).toEqual([ replacement.hash, list[1].hash, list[2].hash, list[3].hash ]);
  });

  it('grows a short list of a young chain up to four blocks', () => {
    expect(prependBlock([ block(0) ], block(1))?.map((item) => item.height)).toEqual([ 1, 0 ]);
    expect(prependBlock([], block(0))?.map((item) => item.height)).toEqual([ 0 ]);
  });

  it('leaves the cache alone before the first page has loaded', () => {
    expect(prependBlock(undefined, block(1))).toBeUndefined();
  });
});
