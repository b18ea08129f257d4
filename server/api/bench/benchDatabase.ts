/**
 * What the API benchmarks share: a PostgreSQL database holding a synthetic chain
 * (./fill.ts), filled once and reused while its shape is unchanged, and the API served
 * from it in a child process (its own event loop and memory, as `npm run api` runs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import { createDatabase, migrate, type Database } from '../../db';
import { fillSyntheticChain, type FillOptions } from './fill';

/** Creates the database of `databaseUrl` when the cluster does not have it yet. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = await createDatabase({ databaseUrl: url.toString() });
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [ name ]);
    if (exists.length === 0) await admin.query(`CREATE DATABASE "${ name.replace(/"/g, '') }"`);
  } finally {
    await admin.close();
  }
}

export type ChainShape = Pick<FillOptions, 'blocks' | 'perBlock' | 'busyEvery'>;

/** Fills `db` with the chain of `shape` unless it already holds exactly that chain (`refill` forces it). */
export async function fillIfNeeded(db: Database, shape: ChainShape, options: { refill?: boolean } = {}): Promise<void> {
  const { blocks, perBlock } = shape;
  // The default shape keeps the key the API benchmark always wrote, so its filled databases stay valid.
  const wanted = JSON.stringify(shape.busyEvery === undefined ? { blocks, perBlock } : { blocks, perBlock, busyEvery: shape.busyEvery });
  const [ state ] = await db.query<{ value: unknown }>(`SELECT value FROM indexer_state WHERE key = 'bench_fill'`).catch(() => []);
  if (state && JSON.stringify(state.value) === wanted && !options.refill) {
    process.stdout.write(`Database already holds ${ blocks * perBlock } synthetic transactions.\n`);
    return;
  }
  process.stdout.write(`Filling ${ blocks } blocks × ${ perBlock } transactions…\n`);
  await db.query('DROP SCHEMA IF EXISTS public CASCADE');
  await db.query('CREATE SCHEMA public');
  await migrate(db);
  const startedAt = Date.now();
  await fillSyntheticChain(db, { ...shape, onProgress: (done) => {
    process.stdout.write(`  ${ done }/${ blocks } blocks (${ Math.round((Date.now() - startedAt) / 1000) } s)\n`);
  } });
  await db.query(`INSERT INTO indexer_state (key, value) VALUES ('bench_fill', $1::jsonb)`, [ wanted ]);
  const [ counts ] = await db.query<{ transactions: number; token_transfers: number }>(
    'SELECT (SELECT count(*) FROM transactions) AS transactions, (SELECT count(*) FROM token_transfers) AS token_transfers');
  process.stdout.write(`Filled in ${ Math.round((Date.now() - startedAt) / 1000) } s: ${ counts.transactions } transactions, ` +
    `${ counts.token_transfers } token transfers.\n`);
}

/** `server/api/cli.ts` on `port` over `databaseUrl`, once it answers; `env` adds to this process's environment. */
export async function startApi(options: { databaseUrl: string; port: number; env?: Record<string, string> }): Promise<ChildProcess> {
  const child = spawn(process.execPath, [ '--import', 'tsx', path.join(__dirname, '../cli.ts') ], {
    env: { ...process.env, ...options.env, DATABASE_URL: options.databaseUrl, API_PORT: String(options.port), LOG_LEVEL: 'warn' },
    stdio: [ 'ignore', 'inherit', 'inherit' ],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${ child.exitCode }`);
    try {
      if ((await fetch(`http://127.0.0.1:${ options.port }/api/v2/config/backend-version`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('the API did not start within 30 s');
}

/** Stops a server started by {@link startApi} and waits for it to exit. */
export async function stopApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
