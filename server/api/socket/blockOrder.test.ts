/** @jest-environment node */
import { createBlockSequencer, type WrittenBlockEvent } from './blockOrder';

const block = (number: number, replaced: string | null = null): WrittenBlockEvent => ({ number, hash: `0x${ number }`, replaced });
const numbers = (blocks: WrittenBlockEvent[]) => blocks.map((item) => item.number);

describe('createBlockSequencer', () => {
  it('announces the first block on an empty database and stays quiet for catch-up below it', () => {
    const sequencer = createBlockSequencer(null, 50);
    expect(numbers(sequencer.accept(block(5)))).toEqual([ 5 ]);
    for (const number of [ 4, 3, 2, 1, 0 ]) expect(sequencer.accept(block(number))).toEqual([]);
    expect(numbers(sequencer.accept(block(6)))).toEqual([ 6 ]);
  });

  it('holds a new tip written before the heights below it, then announces all in order', () => {
    const sequencer = createBlockSequencer(10, 50);
    expect(sequencer.accept(block(13))).toEqual([]);
    expect(sequencer.accept(block(12))).toEqual([]);
    expect(sequencer.holding).toBe(true);
    expect(numbers(sequencer.accept(block(11)))).toEqual([ 11, 12, 13 ]);
    expect(sequencer.holding).toBe(false);
    // Written again (or by the other stage): already announced, so quiet.
    expect(sequencer.accept(block(12))).toEqual([]);
  });

  it('gives up on a gap when flushed, in height order, and keeps going from there', () => {
    const sequencer = createBlockSequencer(10, 50);
    sequencer.accept(block(14));
    sequencer.accept(block(13));
    expect(numbers(sequencer.flush())).toEqual([ 13, 14 ]);
    expect(sequencer.accept(block(11))).toEqual([]);
    expect(numbers(sequencer.accept(block(15)))).toEqual([ 15 ]);
  });

  it('announces a replacement at or below the tip (a reorg) and a jump beyond the gap limit at once', () => {
    const sequencer = createBlockSequencer(10, 50);
    expect(numbers(sequencer.accept(block(10, '0xlost')))).toEqual([ 10 ]);
    expect(numbers(sequencer.accept(block(9, '0xlost')))).toEqual([ 9 ]);
    sequencer.accept(block(12));
    expect(numbers(sequencer.accept(block(100)))).toEqual([ 100 ]);
    // Blocks held below the jump are dropped, not announced later.
    expect(sequencer.holding).toBe(false);
    expect(sequencer.flush()).toEqual([]);
  });
});
