/**
 * One indexer writes to a PostgreSQL database at a time: the writer holds a session-level
 * advisory lock on a connection of its own; a second indexer waits as a standby, trying for
 * the lock every `pollMs`, and takes over as soon as the writer's session ends (a dead process's
 * connection closes, and PostgreSQL releases its locks at once).
 *
 * The indexer gets the database through {@link WriterLock.guard}: every statement first waits
 * until this process holds the lock. A writer whose lock connection drops stops writing at
 * once (its next statements wait), tries for the lock again, and carries on if it gets it back
 * (a PostgreSQL restart) — or, if a standby got it first, reports `taken` and must stop.
 * PGlite needs none of this: one process holds its data directory.
 */
import type { Logger } from '../common/logger';
import type { Database, DatabaseSession, Queryable } from '../db';

/** The lock's first key; the second is the schema's hash, so indexers of other schemas do not wait on each other. */
const LOCK_CLASS = 265;
const TRY_LOCK_SQL = `SELECT pg_try_advisory_lock(${ LOCK_CLASS }, hashtext(current_schema())) AS locked`;
const UNLOCK_SQL = `SELECT pg_advisory_unlock(${ LOCK_CLASS }, hashtext(current_schema()))`;
const DEFAULT_POLL_MS = 2000;

export type WriterState = 'standby' | 'writer' | 'reacquiring' | 'taken' | 'released';

export interface WriterLock {
  readonly state: WriterState;
  /** One try: resolves whether this process is the writer now. */
  tryAcquire(): Promise<boolean>;
  /** Resolves once this process is the writer; waits as a standby meanwhile. Rejects when `signal` aborts. */
  acquire(signal?: AbortSignal): Promise<void>;
  /** `db` for the indexer: each statement waits while this process is not the writer. */
  guard(db: Database): Database;
  /** Aborts when another indexer became the writer after this one lost its lock: stop. */
  readonly taken: AbortSignal;
  release(): Promise<void>;
}

export function createWriterLock(db: Database, options: { logger: Logger; pollMs?: number }): WriterLock {
  const log = options.logger.child({ service: 'writer-lock' });
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const taken = new AbortController();
  const released = new AbortController();
  let state: WriterState = 'standby';
  let session: DatabaseSession | null = null;
  /** Settles when this process holds the lock again; replaced each time it loses it. */
  let held = deferred();
  let heartbeat: NodeJS.Timeout | undefined;

  const sleep = (ms: number, signal?: AbortSignal) => new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
  });

  /** One attempt: a session if needed, then the lock. Resolves whether this process is the writer now. */
  async function tryLock(): Promise<boolean> {
    if (!session || session.ended.aborted) {
      await session?.close();
      session = null;
      session = await db.openSession();
      if (!session) return true;
      session.ended.addEventListener('abort', onSessionEnded, { once: true });
    }
    const [ row ] = await session.query<{ locked: boolean }>(TRY_LOCK_SQL);
    return row.locked;
  }

  function onSessionEnded() {
    if (state !== 'writer') return;
    state = 'reacquiring';
    held = deferred();
    clearInterval(heartbeat);
    log.info('the writer lock\'s connection ended: writes wait until the lock is ours again');
    void reacquire();
  }

  /** After losing the connection: the lock again if nobody took it, else `taken`. */
  async function reacquire() {
    while (state === 'reacquiring' && !released.signal.aborted) {
      try {
        if (await tryLock()) {
          becomeWriter();
          log.info('the writer lock is ours again: writing on');
          return;
        }
        state = 'taken';
        log.error('another indexer took the writer lock: this one stops');
        // The statements waiting for the lock fail, so the indexer's loops can end.
        held.reject(new Error('another indexer is the writer'));
        taken.abort();
        return;
      } catch (error) {
        log.debug({ err: error }, 'the writer lock: database not reachable, trying again');
        await sleep(pollMs, released.signal);
      }
    }
  }

  function becomeWriter() {
    state = 'writer';
    held.resolve();
    // A connection that silently died (a cut network) is found by a statement, not by waiting.
    heartbeat = setInterval(() => { void session?.query('SELECT 1').catch(() => session?.close()); }, pollMs);
    heartbeat.unref();
  }

  async function waitForWriter(): Promise<void> {
    if (state === 'taken') throw new Error('another indexer is the writer');
    await held.promise;
  }

  return {
    get state() { return state; },
    taken: taken.signal,
    async tryAcquire() {
      if (!await tryLock()) return false;
      becomeWriter();
      log.info('this indexer is the writer');
      return true;
    },
    async acquire(signal) {
      let announced = false;
      for (;;) {
        if (signal?.aborted) throw new Error('stopped while waiting for the writer lock');
        try {
          if (await tryLock()) {
            becomeWriter();
            log.info(announced ? 'the writer stopped: this indexer takes over' : 'this indexer is the writer');
            return;
          }
          if (!announced) log.info('another indexer writes to this database: waiting as its standby');
          announced = true;
        } catch (error) {
          log.debug({ err: error }, 'the writer lock: database not reachable, trying again');
        }
        await sleep(pollMs, signal);
      }
    },
    guard(database) {
      if (database.kind === 'pglite') return database;
      const guarded = (target: Queryable): Queryable => ({
        async query(sql, params) {
          await waitForWriter();
          return target.query(sql, params);
        },
      });
      return {
        ...database,
        ...guarded(database),
        async transaction(fn) {
          await waitForWriter();
          return database.transaction(fn);
        },
      };
    },
    async release() {
      released.abort();
      clearInterval(heartbeat);
      held.reject(new Error('the writer lock was released'));
      if (state === 'writer') await session?.query(UNLOCK_SQL).catch(() => undefined);
      state = 'released';
      await session?.close();
      session = null;
    },
  };
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((done, fail) => { resolve = done; reject = fail; });
  // Nobody may be waiting when it is rejected.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}
