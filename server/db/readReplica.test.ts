/** @jest-environment node */
import { createSilentLogger } from '../common/logger';
import type { Database, Queryable } from './database';
import { ConnectionError } from './errors';
import { isPlainRead, parseLsn, withReadReplica } from './readReplica';

/** A database that records its statements and answers the WAL functions from `wal`. */
function fakeDatabase(name: string, wal: { position: string | null; reads?: number }, log: string[]) {
  let down = false;
  const db = {
    kind: 'postgres',
    async query(sql: string) {
      if (down) throw new ConnectionError(`${ name } is down`);
      if (sql.includes('pg_current_wal_lsn') || sql.includes('pg_last_wal_replay_lsn')) {
        wal.reads = (wal.reads ?? 0) + 1;
        return [ { lsn: wal.position } ];
      }
      log.push(`${ name }: ${ sql }`);
      return [ { served_by: name } ];
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      log.push(`${ name }: transaction`);
      return fn(db as unknown as Queryable);
    },
    close: async() => undefined,
  };
  return { db: db as unknown as Database, setDown: (value: boolean) => { down = value; } };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 120));

describe('the read router (DATABASE_READ_URL)', () => {
  it('tells plain reads from statements that write, lock or signal', () => {
    expect(isPlainRead('SELECT * FROM blocks WHERE number = $1')).toBe(true);
    expect(isPlainRead('  with t AS (SELECT 1) SELECT * FROM t')).toBe(true);
    for (const sql of [ 'INSERT INTO blocks VALUES (1)', 'WITH x AS (DELETE FROM t RETURNING *) SELECT * FROM x', 'SELECT * FROM t FOR UPDATE',
      'SELECT pg_notify($1, $2)', 'SELECT pg_try_advisory_lock(1)', 'SELECT nextval(\'s\')', 'UPDATE t SET a = 1', 'BEGIN' ]) {
      expect({ sql, plain: isPlainRead(sql) }).toEqual({ sql, plain: false });
    }
  });

  it('reads WAL positions as PostgreSQL writes them', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16B3748n);
    expect(parseLsn('16/B374D848') > parseLsn('15/FFFFFFFF')).toBe(true);
  });

  it('sends plain reads to a current replica, and the rest, and reads behind a newer fence, to the primary', async() => {
    const log: string[] = [];
    const primaryWal: { position: string; reads?: number } = { position: '0/100' };
    const replicaWal = { position: '0/100' };
    const primary = fakeDatabase('primary', primaryWal, log);
    const replica = fakeDatabase('replica', replicaWal, log);
    const router = withReadReplica(primary.db, replica.db, { logger: createSilentLogger() });

    expect(await router.query('SELECT 1')).toEqual([ { served_by: 'replica' } ]);
    await router.transaction(async(tx) => tx.query('INSERT INTO t VALUES (1)'));
    expect(log.at(-1)).toBe('primary: INSERT INTO t VALUES (1)');

    // The primary moves on (another process wrote, an event says so); the replica has not replayed it yet.
    primaryWal.position = '0/200';
    router.fence();
    expect(await router.query('SELECT 2')).toEqual([ { served_by: 'primary' } ]);
    await tick();
    expect(await router.query('SELECT 3')).toEqual([ { served_by: 'primary' } ]);
    replicaWal.position = '0/200';
    await tick();
    expect(await router.query('SELECT 4')).toEqual([ { served_by: 'replica' } ]);
    // A burst of events reads the primary's position twice, not once per event.
    const readsBefore = primaryWal.reads ?? 0;
    for (let event = 0; event < 10; event++) router.fence();
    await tick();
    expect((primaryWal.reads ?? 0) - readsBefore).toBe(2);
    // A write of its own fences too.
    primaryWal.position = '0/300';
    await router.query('UPDATE t SET a = 2');
    expect(await router.query('SELECT 5')).toEqual([ { served_by: 'primary' } ]);
  });

  it('passes over a replica that stops answering and reads from the primary meanwhile', async() => {
    const log: string[] = [];
    const wal = { position: '0/100' };
    const replica = fakeDatabase('replica', wal, log);
    const router = withReadReplica(fakeDatabase('primary', wal, log).db, replica.db, { logger: createSilentLogger() });
    expect(await router.query('SELECT 1')).toEqual([ { served_by: 'replica' } ]);
    replica.setDown(true);
    await tick();
    expect(await router.query('SELECT 2')).toEqual([ { served_by: 'primary' } ]);
    expect(await router.query('SELECT 3')).toEqual([ { served_by: 'primary' } ]);
    expect(router.stats.primary).toBe(2);
  });
});
