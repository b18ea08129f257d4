/** @jest-environment node */
import { insertRows, type Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { pickBlocksToTrace } from './internalTransactions';
import { blockRow as block } from './testing/blockRow';


describe('which blocks the internal-transactions stage traces next', () => {
  let db: Database;
  beforeAll(async() => { db = await createTestDatabase(); }, 60_000);
  afterAll(async() => { await db?.close(); });
  beforeEach(async() => { await db.query('DELETE FROM blocks'); });

  /** Runs steps while the node makes more blocks per step than a step traces; returns the step that traced `watched`. */
  async function stepWhenTraced(watched: number, options: { liveFrom: number | null; head: number; blocksPerStep: number; steps: number }) {
    let head = options.head;
    for (let step = 1; step <= options.steps; step++) {
      const picked = await pickBlocksToTrace({ db, realtimeFrom: { number: options.liveFrom === null ? null : BigInt(options.liveFrom) } });
      expect(picked.length).toBeGreaterThan(0);
      await db.query('UPDATE blocks SET internal_transactions_indexed = true WHERE hash = ANY($1)', [ picked.map((row) => row.hash) ]);
      if (picked.some((row) => Number(row.number) === watched)) return step;
      await insertRows(db, 'blocks', Array.from({ length: options.blocksPerStep }, (_, index) => block(head + 1 + index)));
      head += options.blocksPerStep;
    }
    return null;
  }

  it('traces the newest blocks and the oldest one', async() => {
    await insertRows(db, 'blocks', Array.from({ length: 20 }, (_, number) => block(number)));
    const picked = await pickBlocksToTrace({ db, realtimeFrom: { number: null } });
    expect(picked.map((row) => Number(row.number))).toEqual([ 19, 18, 17, 0, 16 ]);
  });

  it('gives the longest-waiting live block a turn each step, so none starves when blocks come faster than traces', async() => {
    // Blocks 0–99 are history; the follower wrote 100–139 live, and 139 is the head.
    await insertRows(db, 'blocks', Array.from({ length: 140 }, (_, number) => block(number)));
    const first = await pickBlocksToTrace({ db, realtimeFrom: { number: 100n } });
    expect(first.map((row) => Number(row.number))).toEqual([ 139, 138, 137, 100, 0 ]);
    await db.query('UPDATE blocks SET internal_transactions_indexed = false');

    // Six new blocks per step, five traced: block 120 waits in the middle of the live blocks.
    const step = await stepWhenTraced(120, { liveFrom: 100, head: 139, blocksPerStep: 6, steps: 40 });
    expect(step).not.toBeNull();
    expect(step).toBeLessThanOrEqual(21);
  });

  it('traces history from its start too, however long it is and however busy the head', async() => {
    // A factory's children made in the first blocks of a long history are known within a few steps.
    await insertRows(db, 'blocks', Array.from({ length: 400 }, (_, number) => block(number)));
    expect(await stepWhenTraced(3, { liveFrom: 300, head: 399, blocksPerStep: 6, steps: 10 })).toBe(4);
  });

  it('gets to history once live blocks are traced, from both ends', async() => {
    await insertRows(db, 'blocks', Array.from({ length: 30 }, (_, number) => block(number)));
    expect(await stepWhenTraced(24, { liveFrom: 25, head: 29, blocksPerStep: 0, steps: 10 })).toBe(2);
    await db.query('UPDATE blocks SET internal_transactions_indexed = false');
    expect(await stepWhenTraced(2, { liveFrom: 25, head: 29, blocksPerStep: 0, steps: 10 })).toBe(3);
  });
});
