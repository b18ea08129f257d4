/**
 * `npm run bench:api`: latency and throughput of the API's busiest lists on PostgreSQL
 * with a million transactions or more.
 *
 * 1. Fills BENCH_DATABASE_URL (default database `explorer_bench` on the local cluster,
 *    created if missing) with a synthetic chain (./fill.ts) of BENCH_BLOCKS blocks ×
 *    BENCH_TX_PER_BLOCK transactions (100,000 × 10), unless it already holds that chain
 *    (BENCH_REFILL=1 refills).
 * 2. Starts the API in a child process (its own event loop), as `npm run api` would.
 * 3. Per endpoint: records the SQL one request runs (same code, in this process), times
 *    those statements alone (median of BENCH_SQL_RUNS runs, summed), then loads the
 *    server with autocannon (BENCH_CONNECTIONS=100 connections, BENCH_DURATION_S=10 s)
 *    and prints p50/p95/p99 and requests/s beside the SQL time.
 * Figures, not a pass/fail test.
 */
import type { ChildProcess } from 'node:child_process';

import autocannon from 'autocannon';

import { createDatabase, migrate, type Database, type Queryable } from '../../db';
import { buildApp } from '../app';
import { readApiConfig } from '../config';
import { refreshStats } from '../../stats';
import { ensureDatabase, fillIfNeeded, startApi } from './benchDatabase';
import { BUSY_ADDRESS, BUSY_TOKEN } from './fill';

const env = process.env;
const DATABASE_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/explorer_bench';
const BLOCKS = Number(env.BENCH_BLOCKS ?? 100_000);
const PER_BLOCK = Number(env.BENCH_TX_PER_BLOCK ?? 10);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 100);
const DURATION_S = Number(env.BENCH_DURATION_S ?? 10);
const SQL_RUNS = Number(env.BENCH_SQL_RUNS ?? 30);
const PORT = Number(env.BENCH_API_PORT ?? 4900);

const ENDPOINTS = env.BENCH_ENDPOINTS ? env.BENCH_ENDPOINTS.split(',') : [
  '/api/v2/blocks',
  '/api/v2/transactions',
  `/api/v2/addresses/${ BUSY_ADDRESS }/transactions`,
  `/api/v2/tokens/${ BUSY_TOKEN }/transfers`,
  '/api/v2/search/quick?q=busy',
  // The stats service (server/stats): daily rows and stored counters, never the chain tables; not cached.
  '/api/v1/lines/newTxns',
  '/api/v1/counters',
  // One GraphQL query (server/api/graphql): a page of the busy address's transactions with their blocks.
  `/api/v1/graphql?query=${ encodeURIComponent(`{ address(hash: "${ BUSY_ADDRESS }") { transactions(first: 20) { edges { node { hash blockNumber value status block { timestamp } } } } } }`) }`,
];

/** The statements one request runs, recorded through the same app code. */
async function recordQueries(db: Database, url: string): Promise<Array<{ sql: string; params?: unknown[] }>> {
  const recorded: Array<{ sql: string; params?: unknown[] }> = [];
  const recorder: Queryable = {
    query(sql, params) {
      recorded.push({ sql, params });
      return db.query(sql, params);
    },
  };
  const app = buildApp({ db: recorder, config: readApiConfig({}) });
  const response = await app.inject({ method: 'GET', url });
  await app.close();
  if (response.statusCode !== 200) throw new Error(`GET ${ url }: ${ response.statusCode } ${ response.body.slice(0, 200) }`);
  return recorded;
}

const median = (values: number[]) => [ ...values ].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];

/** Sum over the request's statements of each one's median time alone. */
async function timeSql(db: Database, queries: Array<{ sql: string; params?: unknown[] }>): Promise<number> {
  let total = 0;
  for (const { sql, params } of queries) {
    const times: number[] = [];
    for (let run = 0; run < SQL_RUNS; run++) {
      const startedAt = performance.now();
      await db.query(sql, params);
      times.push(performance.now() - startedAt);
    }
    total += median(times);
  }
  return total;
}

async function load(url: string): Promise<{ p50: number; p95: number; p99: number; rps: number; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const instance = autocannon({ url: `http://127.0.0.1:${ PORT }${ url }`, connections: CONNECTIONS, duration: DURATION_S });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode === 200) latencies.push(responseTime);
    else errors++;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), p99: percentile(latencies, 0.99),
    rps: (latencies.length + errors) / (result.duration || DURATION_S), errors: errors + result.errors + result.timeouts,
  };
}

async function main() {
  await ensureDatabase(DATABASE_URL);
  const db = await createDatabase({ databaseUrl: DATABASE_URL });
  let api: ChildProcess | undefined;
  try {
    await migrate(db);
    await fillIfNeeded(db, { blocks: BLOCKS, perBlock: PER_BLOCK }, { refill: env.BENCH_REFILL === '1' });
    // The stats tables follow the fill through their triggers; the days it marked are computed once here.
    const statsStartedAt = Date.now();
    await refreshStats(db);
    process.stdout.write(`Stats days computed in ${ ((Date.now() - statsStartedAt) / 1000).toFixed(1) } s.\n`);
    api = await startApi({ databaseUrl: DATABASE_URL, port: PORT });
    const rows: string[][] = [];
    for (const url of ENDPOINTS) {
      const queries = await recordQueries(db, url).catch((error: Error) => {
        process.stdout.write(`  ${ url }: skipped, ${ error.message }\n`);
        return null;
      });
      if (!queries) continue;
      const sqlMs = await timeSql(db, queries);
      // A short warm-up, so the first second's JIT and connection setup do not count.
      await autocannon({ url: `http://127.0.0.1:${ PORT }${ url }`, connections: 10, duration: 1 });
      const figures = await load(url);
      rows.push([ url, `${ queries.length }`, sqlMs.toFixed(2), figures.p50.toFixed(1), figures.p95.toFixed(1), figures.p99.toFixed(1),
        figures.rps.toFixed(0), String(figures.errors), (figures.p95 / sqlMs).toFixed(1) ]);
      process.stdout.write(`  ${ url }: p95 ${ figures.p95.toFixed(1) } ms, ${ figures.rps.toFixed(0) } req/s\n`);
    }
    const header = [ 'endpoint', 'queries', 'SQL ms', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'errors', 'p95/SQL' ];
    process.stdout.write(`\n${ CONNECTIONS } connections, ${ DURATION_S } s each, ${ BLOCKS * PER_BLOCK } transactions (PostgreSQL)\n`);
    process.stdout.write(`| ${ header.join(' | ') } |\n| ${ header.map(() => '---').join(' | ') } |\n`);
    for (const row of rows) process.stdout.write(`| ${ row.join(' | ') } |\n`);
  } finally {
    api?.kill('SIGTERM');
    await db.close();
  }
}

main().catch((error) => {
  process.stderr.write(`bench:api: ${ error instanceof Error ? error.stack : String(error) }\n`);
  process.exit(1);
});
