/**
 * An API process's database when `DATABASE_READ_URL` names a streaming replica: plain reads go
 * to the replica, everything else (writes, transactions, LISTEN/NOTIFY, sessions) to the primary.
 *
 * A replica replays the primary's WAL a little later. So that nobody reads older data than the
 * event that made them ask (a socket message about a new block, then the page fetching it) or
 * than their own write, the router keeps a fence: the primary's WAL position after the newest
 * chain event this process heard and after its own newest write. The replica serves a read only
 * once it has replayed up to the fence (`pg_last_wal_replay_lsn()`, polled); until then, and
 * while it does not answer, reads go to the primary.
 */
import type { Logger } from '../common/logger';
import { dbReads } from '../common/metrics';
import type { Database, Queryable, Row } from './database';
import { ConnectionError } from './errors';

/** How often the replica's replay position is read while a fence is ahead of it (and at most this stale). */
const REPLAY_POLL_MS = 100;
/** A replica that failed a statement is not asked again for this long. */
const REPLICA_PAUSE_MS = 5_000;

/** A statement that only reads: SELECT or WITH … SELECT, with nothing that writes, locks or signals. */
const READ_STATEMENT = /^\s*(?:select|with)\b/i;
const NOT_A_PLAIN_READ = /\b(?:insert|update|delete|merge|for\s+(?:update|share|no\s+key\s+update|key\s+share)|nextval|setval|pg_notify|pg_advisory\w*|pg_try_advisory\w*|set_config|txid_current|pg_current_xact_id)\b/i;

export function isPlainRead(sql: string): boolean {
  return READ_STATEMENT.test(sql) && !NOT_A_PLAIN_READ.test(sql);
}

/** `16/B374D848` as a number of bytes. */
export function parseLsn(lsn: string): bigint {
  const [ high, low ] = lsn.split('/');
  return (BigInt(`0x${ high }`) << 32n) + BigInt(`0x${ low }`);
}

export interface ReadRoutingDatabase extends Database {
  /** Raises the fence to the primary's current WAL position: call after hearing a chain event. */
  fence(): void;
  /** Where the last plain reads went (tests, metrics). */
  readonly stats: { replica: number; primary: number };
}

export function withReadReplica(primary: Database, replica: Database, options: { logger: Logger }): ReadRoutingDatabase {
  const log = options.logger.child({ service: 'db-read-replica' });
  /** The WAL position reads must see. */
  let fencePosition = 0n;
  /** A read of the primary's WAL position is under way (reads go to the primary meanwhile). */
  let fencing = false;
  /** Another fence was asked for meanwhile: the read under way may predate what it must cover. */
  let fenceWanted = false;
  let replayed = -1n;
  let replayReadAt = 0;
  let replayReading: Promise<void> | null = null;
  let pausedUntil = 0;
  let warned = false;
  const stats = { replica: 0, primary: 0 };

  /** One read of the primary's position at a time however many events and writes ask: a burst costs two. */
  function fence(): void {
    fenceWanted = true;
    if (fencing) return;
    fencing = true;
    void (async() => {
      while (fenceWanted) {
        fenceWanted = false;
        try {
          const [ row ] = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
          const position = parseLsn(row.lsn);
          if (position > fencePosition) fencePosition = position;
        } catch (error) {
          log.debug({ err: error }, 'could not read the primary\'s WAL position');
        }
      }
      fencing = false;
    })();
  }

  function pauseReplica(error: unknown): void {
    pausedUntil = Date.now() + REPLICA_PAUSE_MS;
    if (!warned) log.warn({ err: error }, 'the read replica failed; reading from the primary for now');
    warned = true;
  }

  async function readReplayPosition(): Promise<void> {
    try {
      const [ row ] = await replica.query<{ lsn: string | null }>('SELECT pg_last_wal_replay_lsn()::text AS lsn');
      // Not in recovery (a promoted or plain server): it is its own primary, nothing to wait for.
      replayed = row.lsn === null ? BigInt(Number.MAX_SAFE_INTEGER) << 32n : parseLsn(row.lsn);
      replayReadAt = Date.now();
      if (warned) log.info('the read replica answers again');
      warned = false;
    } catch (error) {
      pauseReplica(error);
    }
  }

  /** Whether the replica may serve a read now. */
  async function replicaIsCurrent(): Promise<boolean> {
    if (fencing || Date.now() < pausedUntil) return false;
    if (replayed >= fencePosition) return true;
    if (Date.now() - replayReadAt >= REPLAY_POLL_MS) {
      replayReading ??= readReplayPosition().finally(() => { replayReading = null; });
      await replayReading;
    }
    return Date.now() >= pausedUntil && replayed >= fencePosition;
  }

  async function query<T extends object = Row>(sql: string, params?: unknown[]): Promise<T[]> {
    if (!isPlainRead(sql)) {
      try {
        return await primary.query<T>(sql, params);
      } finally {
        // Our own write: later reads of this process see it.
        fence();
      }
    }
    if (await replicaIsCurrent()) {
      try {
        const rows = await replica.query<T>(sql, params);
        stats.replica++;
        dbReads.inc({ database: 'replica' });
        return rows;
      } catch (error) {
        // The replica's own trouble; a bad statement fails on the primary just the same.
        if (!(error instanceof ConnectionError)) throw error;
        pauseReplica(error);
      }
    }
    stats.primary++;
    dbReads.inc({ database: 'primary' });
    return primary.query<T>(sql, params);
  }

  return {
    kind: primary.kind,
    outage: primary.outage,
    stats,
    fence,
    query,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      try {
        return await primary.transaction(fn);
      } finally {
        fence();
      }
    },
    listen: (channel, handler) => primary.listen(channel, handler),
    notify: (channel, payload) => primary.notify(channel, payload),
    openSession: () => primary.openSession(),
    async close() {
      await replica.close();
      await primary.close();
    },
  };
}
