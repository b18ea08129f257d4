/** @jest-environment node */
import { createTestDatabase } from './testing';
import type { Database } from './database';
import { ConnectionError } from './errors';
import { insertRows } from './insert';
import { migrate, splitStatements } from './migrate';

let db: Database;

beforeAll(async() => {
  db = await createTestDatabase();
}, 30_000);

afterAll(async() => {
  await db?.close();
});

describe(`database (${ process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite' })`, () => {
  it('applies every migration once and skips them on the next start', async() => {
    const rows = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(rows.map((row) => row.id)).toContain('0001_chain_data');
    expect(await migrate(db)).toEqual([]);
  });

  it('maps types the same way on both drivers', async() => {
    const [ row ] = await db.query('SELECT 9007199254740991::bigint AS height, ' +
      '115792089237316195423570985008687907853269984665640564039457584007913129639935::numeric AS wei, ' +
      `'2024-05-01T12:00:00Z'::timestamptz AS at, '{"a":[1,2]}'::jsonb AS doc, count(*) AS n FROM (VALUES (1), (2)) v(x)`);
    expect(row.height).toBe(Number.MAX_SAFE_INTEGER);
    expect(row.wei).toBe((2n ** 256n - 1n).toString());
    expect(row.at).toEqual(new Date('2024-05-01T12:00:00Z'));
    expect(row.doc).toEqual({ a: [ 1, 2 ] });
    expect(row.n).toBe(2);
  });

  it('inserts rows in bulk with bigint amounts kept exact, and upserts on conflict', async() => {
    const big = 10n ** 30n + 7n;
    await insertRows(db, 'addresses', [
      { hash: '0xaa', fetched_coin_balance: big, fetched_coin_balance_block_number: 5 },
      { hash: '0xbb', fetched_coin_balance: 1n, fetched_coin_balance_block_number: 5 },
    ]);
    await insertRows(db, 'addresses', [ { hash: '0xbb', fetched_coin_balance: 2n, fetched_coin_balance_block_number: 6 } ],
      { conflict: 'hash', update: [ 'fetched_coin_balance', 'fetched_coin_balance_block_number' ] });
    await insertRows(db, 'addresses', [ { hash: '0xaa', fetched_coin_balance: 0n } ], { conflict: 'hash' });
    const rows = await db.query('SELECT hash, fetched_coin_balance, fetched_coin_balance_block_number FROM addresses ORDER BY hash');
    expect(rows).toEqual([
      { hash: '0xaa', fetched_coin_balance: big.toString(), fetched_coin_balance_block_number: 5 },
      { hash: '0xbb', fetched_coin_balance: '2', fetched_coin_balance_block_number: 6 },
    ]);
  });

  it('rolls a transaction back when its body throws', async() => {
    await expect(db.transaction(async(tx) => {
      await tx.query(`INSERT INTO indexer_state (key, value) VALUES ('rollback', '1')`);
      throw new Error('boom');
    })).rejects.toThrow('boom');
    expect(await db.query(`SELECT * FROM indexer_state WHERE key = 'rollback'`)).toEqual([]);
  });

  it('reports a failing statement with its SQL', async() => {
    await expect(db.query('SELECT * FROM no_such_table')).rejects.toMatchObject({
      name: 'QueryError', meta: [ expect.stringContaining('no_such_table') ],
    });
  });

  it('delivers NOTIFY payloads to listeners until they unsubscribe', async() => {
    const received: string[] = [];
    const unsubscribe = await db.listen('test_events', (payload) => received.push(payload));
    await db.notify('test_events', 'one');
    await waitFor(() => received.length === 1);
    await unsubscribe();
    await db.notify('test_events', 'two');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual([ 'one' ]);
  });
});

// Only PostgreSQL has connections a server can drop; CI runs this file on both.
if (process.env.TEST_DATABASE_URL) {
  describe('database (PostgreSQL connections)', () => {
    it('listens again after the server drops the LISTEN connection', async() => {
      const received: string[] = [];
      const unsubscribe = await db.listen('dropped_events', (payload) => received.push(payload));
      const terminated = await db.query<{ done: boolean }>(`SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity
        WHERE pid <> pg_backend_pid() AND query LIKE 'LISTEN "dropped_events"%'`);
      expect(terminated.map((row) => row.done)).toEqual([ true ]);
      // Notifications keep coming until one arrives over the new connection.
      await waitFor(() => {
        void db.notify('dropped_events', 'after');
        return received.includes('after');
      }, 10_000);
      await unsubscribe();
    }, 20_000);

    it('survives the server ending a connection that a transaction holds between statements', async() => {
      let pid = 0;
      const transaction = db.transaction(async(tx) => {
        [ { pid } ] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        // As a restart does: the server ends this connection while no statement runs on it.
        await db.query('SELECT pg_terminate_backend($1)', [ pid ]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.query('SELECT 1');
      });
      await expect(transaction).rejects.toBeInstanceOf(ConnectionError);
      expect(db.outage.down).toBe(true);
      // The broken client left the pool; the next statement gets a working one.
      expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([ { one: 1 } ]);
      expect(db.outage.down).toBe(false);
    }, 20_000);
  });
}

describe('splitStatements', () => {
  it('splits at line-ending semicolons and drops comment lines', () => {
    expect(splitStatements('-- note\nCREATE TABLE a (x int);\nCREATE INDEX i ON a (x)\n  WHERE x > 0;\n'))
      .toEqual([ 'CREATE TABLE a (x int)', 'CREATE INDEX i ON a (x)\n  WHERE x > 0' ]);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 2000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
