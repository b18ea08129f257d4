/**
 * One database API over two drivers: PostgreSQL through a pool when a URL is given,
 * PGlite (PostgreSQL in WebAssembly) otherwise. Callers write one SQL dialect.
 * @dev Type mapping is the same on both: int8 → number (block numbers and counts stay
 * below 2^53), numeric → string (wei amounts), timestamptz → Date, json/jsonb → value.
 */
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import os from 'node:os';

import pg from 'pg';

import { createSilentLogger, type Logger } from '../common/logger';
import { dbQueryDuration, watchDatabasePool } from '../common/metrics';
import { createOutageReporter, type OutageReporter } from '../common/outage';
import { ConnectionError, QueryError } from './errors';

export type Row = Record<string, unknown>;

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T extends object = Row>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** The whole surface of a database; see {@link createDatabase}. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; a throw rolls it back and is rethrown. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Calls `handler` for every NOTIFY on `channel`; resolves to an unsubscribe function. */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
  /**
   * A connection of its own outside the pool, for state that lives as long as a session
   * (advisory locks): PostgreSQL only; null on PGlite, which one process holds anyway.
   */
  openSession(): Promise<DatabaseSession | null>;
  /** Whether the server is reachable, as the last statements found (PGlite is always). */
  readonly outage: OutageReporter;
}

/** See {@link Database.openSession}. */
export interface DatabaseSession extends Queryable {
  /** Aborts when the connection is gone (the server closed it, the network dropped it, `close()`). */
  readonly ended: AbortSignal;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; without it PGlite keeps everything in memory. */
  dataDir?: string;
  /** PostgreSQL schema to use (created if missing); tests give each run its own. */
  schema?: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /** A hot standby (DATABASE_READ_URL): the schema is there already and cannot be created. */
  readOnly?: boolean;
  logger?: Logger;
}

const INT8_OID = 20;
const DEFAULT_POOL_SIZE = 10;
const CONNECT_TIMEOUT_MS = 10_000;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

/** Opens the database the options describe. */
export async function createDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const logger = (options.logger ?? createSilentLogger()).child({ service: 'db' });
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) {
    throw new ConnectionError(`Invalid schema name "${ options.schema }"`);
  }
  return options.databaseUrl ?
    createPostgres(options.databaseUrl, options, logger) :
    createPglite(options.dataDir, logger);
}

/** SQLSTATEs of a server that went away or refuses connections for now (class 08, shutdowns, start-up, full). */
const CONNECTION_SQLSTATE = /^(?:08|57P01|57P02|57P03|53300)/;
const CONNECTION_ERRNO = new Set([ 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN' ]);
/** What node-postgres says when the socket closed under it or a pooled connect timed out. */
const CONNECTION_TEXT = /connection terminated|not queryable|timeout exceeded when trying to connect|connection ended/i;

/**
 * True when `error` says the database could not be reached rather than that the
 * statement failed: such failures pass when the server is back, so callers retry them
 * and the API answers 503.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof ConnectionError) return true;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_SQLSTATE.test(code) || CONNECTION_ERRNO.has(code))) return true;
  // Node wraps a refused connection to a host with several addresses in an AggregateError.
  if (error instanceof AggregateError) return error.errors.some(isConnectionFailure);
  return typeof message === 'string' && CONNECTION_TEXT.test(message);
}

function wrapError(error: unknown, sql: string): QueryError {
  const message = error instanceof Error ? error.message : String(error);
  const options = { cause: error, meta: [ `SQL: ${ sql.trim().slice(0, 300) }` ] };
  return isConnectionFailure(error) ? new ConnectionError(message, options) : new QueryError(message, options);
}

/** Runs one statement of either driver; both answer `{ rows }`. Outages go to `outage`. */
async function runQuery<T>(send: () => Promise<{ rows: T[] }>, sql: string, outage: OutageReporter): Promise<T[]> {
  let rows: T[];
  const startedAt = outage.now();
  const timer = dbQueryDuration.startTimer();
  try {
    rows = (await send()).rows;
    timer({ outcome: 'ok' });
  } catch (error) {
    timer({ outcome: 'error' });
    const wrapped = wrapError(error, sql);
    if (wrapped instanceof ConnectionError) outage.failed(wrapped);
    else outage.succeeded(startedAt);
    throw wrapped;
  }
  outage.succeeded(startedAt);
  return rows;
}

async function createPglite(dataDir: string | undefined, logger: Logger): Promise<Database> {
  let db: PGlite;
  try {
    db = await PGlite.create({
      dataDir,
      parsers: { [pgliteTypes.INT8]: (value: string) => Number(value) },
    });
  } catch (error) {
    throw new ConnectionError(`PGlite could not open ${ dataDir ?? 'an in-memory database' }`, { cause: error });
  }
  logger.info({ driver: 'pglite', data_dir: dataDir ?? 'memory' }, 'database open');
  const outage = createOutageReporter({ dependency: 'database', logger });

  const run = <T extends object>(target: Pick<PGlite, 'query'>, sql: string, params?: unknown[]) =>
    runQuery(() => target.query<T>(sql, params), sql, outage);

  const database: Database = {
    kind: 'pglite',
    outage,
    query: (sql, params) => run(db, sql, params),
    transaction: (fn) => db.transaction((tx) => fn({ query: (sql, params) => run(tx, sql, params) })),
    async listen(channel, handler) {
      const unsubscribe = await db.listen(channel, handler);
      return async() => { await unsubscribe(); };
    },
    async notify(channel, payload) {
      await run(db, 'SELECT pg_notify($1, $2)', [ channel, payload ]);
    },
    async close() {
      if (!db.closed) await db.close();
    },
    openSession: async() => null,
  };
  return database;
}

/**
 * What every connection to the server is opened with — the pool's, LISTEN's and a session's:
 * a server that does not answer (a dropped network) fails the connect instead of hanging, and
 * the schema is the search path.
 */
function connectionSettings(url: string, schema: string | undefined): pg.ClientConfig {
  return { connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true,
    options: schema ? `-c search_path=${ schema }` : undefined };
}

async function createPostgres(url: string, options: DatabaseOptions, logger: Logger): Promise<Database> {
  const typeParser = ((oid: number, format?: string) =>
    oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser;
  const pool = new pg.Pool({
    ...connectionSettings(url, options.schema),
    max: options.maxConnections ?? DEFAULT_POOL_SIZE,
    types: { getTypeParser: typeParser },
  });
  // Note: an idle client that loses its server emits 'error' on the pool; without a
  // listener that would crash the process. The next statement on a new one tells whether the server is gone.
  pool.on('error', (error) => logger.debug({ err: error }, 'idle database connection failed'));
  try {
    if (options.schema && !options.readOnly) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${ options.schema }`);
    else await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new ConnectionError('PostgreSQL is not reachable', { cause: error, meta: [ 'Check DATABASE_URL' ] });
  }
  logger.info({ driver: 'postgres', schema: options.schema ?? 'default' }, 'database open');
  const unwatchPool = watchDatabasePool(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
  const outage = createOutageReporter({ dependency: 'database', logger });

  const run = <T extends object>(target: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]) =>
    runQuery(() => target.query<T>(sql, params), sql, outage);

  return {
    kind: 'postgres',
    outage,
    query: (sql, params) => run(pool, sql, params),
    async transaction(fn) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        const wrapped = wrapError(error, 'BEGIN');
        if (wrapped instanceof ConnectionError) outage.failed(wrapped);
        throw wrapped;
      }
      // A checked-out client has no listener of the pool's: a server that goes away
      // while we hold it (between two statements) would emit an unhandled 'error' and
      // end the process. Ours records it; the next statement then fails as it should.
      let lost: Error | undefined;
      const onError = (error: Error) => {
        lost = error;
        outage.failed(error);
      };
      client.on('error', onError);
      let discard: Error | undefined;
      try {
        await run(client, 'BEGIN');
        const result = await fn({ query: (sql, params) => run(client, sql, params) });
        await run(client, 'COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => { discard = rollbackError; });
        throw error;
      } finally {
        // A client whose connection failed must not go back to the pool.
        client.release(lost ?? discard);
        client.removeListener('error', onError);
      }
    },
    listen: (channel, handler) => listenWithReconnect(url, options.schema, channel, handler, logger, outage),
    openSession: () => openSession(url, options.schema),
    async notify(channel, payload) {
      await run(pool, 'SELECT pg_notify($1, $2)', [ channel, payload ]);
    },
    async close() {
      unwatchPool();
      if (!pool.ended) await pool.end();
    },
  };
}

async function openSession(url: string, schema: string | undefined): Promise<DatabaseSession> {
  // Named after the process, so an operator sees in pg_stat_activity who holds a session's locks.
  const client = new pg.Client({ ...connectionSettings(url, schema), application_name: `explorer session ${ os.hostname() } pid ${ process.pid }` });
  const ended = new AbortController();
  // A dropped connection emits 'error' (which would end the process unheard) and then 'end'.
  client.on('error', () => ended.abort());
  client.on('end', () => ended.abort());
  try {
    await client.connect();
  } catch (error) {
    ended.abort();
    throw wrapError(error, 'connect');
  }
  return {
    ended: ended.signal,
    async query<T extends object>(sql: string, params?: unknown[]) {
      try {
        return (await client.query<T>(sql, params)).rows;
      } catch (error) {
        throw wrapError(error, sql);
      }
    },
    async close() {
      ended.abort();
      await client.end().catch(() => undefined);
    },
  };
}

const LISTEN_RETRY_MIN_MS = 250;
const LISTEN_RETRY_MAX_MS = 10_000;

/**
 * LISTEN on a connection of its own (outside the pool, which it would hold forever). When
 * the server drops it, it reconnects with growing pauses and listens again; notifications
 * sent meanwhile are lost, which only delays live updates.
 */
async function listenWithReconnect(url: string, schema: string | undefined, channel: string,
  handler: (payload: string) => void, logger: Logger, outage: OutageReporter): Promise<() => Promise<void>> {
  const quoted = `"${ channel.replace(/"/g, '') }"`;
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = LISTEN_RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const connect = async(): Promise<void> => {
    const next = new pg.Client(connectionSettings(url, schema));
    next.on('notification', (message) => {
      if (message.channel === channel) handler(message.payload ?? '');
    });
    // Without an 'error' listener a dropped connection would crash the process.
    next.on('error', (error) => outage.failed(error));
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${ quoted }`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    retryMs = LISTEN_RETRY_MIN_MS;
  };

  function scheduleReconnect() {
    timer = setTimeout(() => {
      const startedAt = outage.now();
      connect().then(() => {
        outage.succeeded(startedAt);
        logger.info({ channel }, 'LISTEN connection restored');
      }, (error) => {
        // The outage reporter tells the operator once; each attempt is only worth a debug line.
        outage.failed(error);
        logger.debug({ err: error, channel, retry_ms: retryMs }, 'LISTEN reconnect failed');
        retryMs = Math.min(LISTEN_RETRY_MAX_MS, retryMs * 2);
        if (!stopped) scheduleReconnect();
      });
    }, retryMs);
  }

  await connect();
  return async() => {
    stopped = true;
    clearTimeout(timer);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
