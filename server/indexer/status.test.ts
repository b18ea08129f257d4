/** @jest-environment node */
import { insertRows, type Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { computeIndexingStatus, REALTIME_SLACK_BLOCKS } from './status';
import { blockRow as block } from './testing/blockRow';

const HEAD = 30;


describe('indexing status', () => {
  let db: Database;
  // One database for the file: making a PGlite one takes seconds on a busy machine.
  beforeAll(async() => { db = await createTestDatabase(); }, 60_000);
  afterAll(async() => { await db?.close(); });
  beforeEach(async() => { await db.query('DELETE FROM blocks'); });

  it('is caught up while only the newest blocks wait for their traces, but not finished', async() => {
    await insertRows(db, 'blocks', Array.from({ length: HEAD + 1 }, (_, number) => block(number, number <= HEAD - 3)));
    const status = await computeIndexingStatus(db, HEAD, true);
    expect(status).toMatchObject({ finishedBlocks: true, finishedInternalTransactions: false,
      caughtUp: { blocks: true, internalTransactions: true } });
    expect(status.indexedInternalTransactionsRatio).toBeCloseTo((HEAD - 2) / (HEAD + 1));
  });

  it('is not caught up when an older block lacks its traces or is missing', async() => {
    await insertRows(db, 'blocks', Array.from({ length: HEAD + 1 }, (_, number) => block(number, number !== HEAD - REALTIME_SLACK_BLOCKS))
      .filter((row) => row.number !== 2));
    const status = await computeIndexingStatus(db, HEAD, true);
    expect(status).toMatchObject({ finishedBlocks: false, finishedInternalTransactions: false,
      caughtUp: { blocks: false, internalTransactions: false } });
  });

  it('is neither finished nor caught up while the node cannot be reached, and says so', async() => {
    await insertRows(db, 'blocks', Array.from({ length: HEAD + 1 }, (_, number) => block(number, true)));
    expect(await computeIndexingStatus(db, HEAD, true)).toMatchObject({ finishedBlocks: true, nodeReachable: true,
      caughtUp: { blocks: true, internalTransactions: true } });
    const unreachable = await computeIndexingStatus(db, HEAD, true, false);
    expect(unreachable).toMatchObject({ finishedBlocks: false, finishedInternalTransactions: false, nodeReachable: false,
      caughtUp: { blocks: false, internalTransactions: false } });
  });
});
