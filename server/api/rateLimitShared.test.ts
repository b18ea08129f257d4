/** @jest-environment node */
// Two API processes (server/api/cli.ts, as an operator runs them behind a balancer) with one
// Redis (REDIS_URL): a client has one budget across both, and a Redis outage lets requests
// through rather than taking the API down. On PostgreSQL when TEST_DATABASE_URL is set (both
// processes on one database), else each on a PGlite copy of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { freePort } from '../common/freePort';
import { createTemplateDatabase, type TemplateDatabase } from '../db/testing';
import { waitUntil } from '../indexer/testing/verifyChain';

const ROOT = path.resolve(__dirname, '../..');
const LIMIT = 4;

let redis: ChildProcess | undefined;
const apis: Array<{ process: ChildProcess; url: string }> = [];
let template: { template: TemplateDatabase; remove(): Promise<void> } | undefined;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'rate-limit-'));

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${ url }/health`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

async function startApi(index: number, redisUrl: string, database: TemplateDatabase): Promise<{ process: ChildProcess; url: string }> {
  const port = await freePort();
  let databaseEnv: Record<string, string>;
  if (database.kind === 'postgres') {
    databaseEnv = { DATABASE_URL: database.databaseUrl };
  } else {
    // PGlite admits one process per directory: each API gets a copy.
    const dataDir = path.join(scratch, `pglite-${ index }`);
    fs.cpSync(database.dataDir, dataDir, { recursive: true });
    databaseEnv = { PGLITE_DATA_DIR: dataDir };
  }
  const { NODE_OPTIONS: _nodeOptions, ...env } = process.env;
  const child = spawn(process.execPath, [ '--import', 'tsx', 'server/api/cli.ts' ], {
    cwd: ROOT, stdio: [ 'ignore', 'ignore', 'inherit' ],
    env: { ...env, ...databaseEnv, API_PORT: String(port), API_RATE_LIMIT: String(LIMIT), REDIS_URL: redisUrl, LOG_LEVEL: 'error' },
  });
  const url = `http://127.0.0.1:${ port }`;
  await waitUntil(() => answers(url), 60_000, `API ${ index } to answer`);
  return { process: child, url };
}

beforeAll(async() => {
  const redisPort = await freePort();
  redis = spawn('redis-server', [ '--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no' ], { stdio: 'ignore' });
  redis.once('error', (error) => { throw new Error(`redis-server did not start (apt-get install redis-server): ${ error.message }`); });
  const created = await createTemplateDatabase();
  await created.finish();
  template = created;
  const redisUrl = `redis://127.0.0.1:${ redisPort }`;
  apis.push(...await Promise.all([ startApi(0, redisUrl, created.template), startApi(1, redisUrl, created.template) ]));
}, 120_000);

afterAll(async() => {
  await Promise.all([ ...apis.map((api) => stop(api.process)), stop(redis) ]);
  await template?.remove();
  fs.rmSync(scratch, { recursive: true, force: true });
});

it('gives a client one budget across both processes, then 429 from either', async() => {
  const seen: number[] = [];
  for (let n = 0; n < LIMIT + 2; n += 1) {
    seen.push((await fetch(`${ apis[n % 2].url }/api/v2/config/backend-version`)).status);
  }
  expect(seen).toEqual([ 200, 200, 200, 200, 429, 429 ]);
});

it('lets requests through, uncounted, while Redis is down', async() => {
  await stop(redis);
  for (const api of apis) {
    const started = Date.now();
    const response = await fetch(`${ api.url }/api/v2/config/backend-version`);
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
  }
});
