/** @jest-environment node */
import { pendingThenMined } from './addressTransactions';
import type { TransactionRow } from './transactions';

const row = (hash: string, blockNumber: number | null) => ({ hash, block_number: blockNumber }) as unknown as TransactionRow;

describe('an address page of pending, then mined transactions', () => {
  it('shows a transaction mined between the two reads once, as mined, and keeps the page size', () => {
    const pending = [ row('0xp1', null), row('0xp2', null) ];
    // 0xp2 was mined after the pending list was read.
    const mined = [ row('0xp2', 9), row('0xm1', 8), row('0xm2', 7), row('0xm3', 6) ];
    const page = pendingThenMined(pending, mined, 4);
    expect(page.map((item) => [ item.hash, item.block_number ])).toEqual([ [ '0xp1', null ], [ '0xp2', 9 ], [ '0xm1', 8 ], [ '0xm2', 7 ] ]);
    expect(new Set(page.map((item) => item.hash)).size).toBe(page.length);
  });

  it('puts every pending transaction first when none was mined meanwhile', () => {
    const page = pendingThenMined([ row('0xp1', null) ], [ row('0xm1', 8), row('0xm2', 7) ], 2);
    expect(page.map((item) => item.hash)).toEqual([ '0xp1', '0xm1' ]);
  });
});
