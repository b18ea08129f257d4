/** @jest-environment node */
// The backend (devnet, indexer, API in one process, as `npm start` runs them on
// PostgreSQL) while the real PostgreSQL cluster restarts during catch-up and stops for a
// while during live indexing. The process must stay up, `/ready` must say false while
// the database is away and true after, the log must tell the outage in a few lines, and
// the database must equal the chain afterwards.
//
// Restarting the cluster would break every other test using it, so this file is not a
// `*.test.ts`: scripts/test-all.sh runs it alone, after the others, with
// TEST_POSTGRES_CLUSTER ("15 main") and TEST_DATABASE_URL set.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import { createDatabase, type Database } from '../db';
import { recreateDatabase } from '../db/testing';
import { freePort } from '../common/freePort';
import { diffDatabaseAndChain, waitUntil } from '../indexer/testing/verifyChain';

const CLUSTER = process.env.TEST_POSTGRES_CLUSTER;
const ADMIN_URL = process.env.TEST_DATABASE_URL;
const DATABASE = 'explorer_faults';
const ROOT = path.resolve(__dirname, '../..');
// Enough that catch-up outlasts three restarts; every block is compared with the node at the end.
const CATCH_UP_BLOCKS = 3000;
const RESTARTS = 3;

/** `pg_ctlcluster <version> <name> <action>` on the CI cluster (through sudo unless root, as test-all.sh does). */
function cluster(action: 'stop' | 'start' | 'restart') {
  const [ version, name ] = CLUSTER!.split(' ');
  const command = [ 'pg_ctlcluster', version, name, action, ...(action === 'start' ? [] : [ '-m', 'fast' ]) ];
  if (process.getuid?.() === 0) execFileSync(command[0], command.slice(1), { stdio: 'inherit' });
  else execFileSync('sudo', command, { stdio: 'inherit' });
}

async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  return (await response.json() as { result: unknown }).result;
}

async function readiness(apiUrl: string): Promise<number | 'refused'> {
  try {
    return (await fetch(`${ apiUrl }/ready`, { signal: AbortSignal.timeout(5000) })).status;
  } catch {
    return 'refused';
  }
}

interface LogLine {
  level: number;
  msg: string;
}

describe('the backend while PostgreSQL restarts and stops', () => {
  let child: ChildProcess;
  let db: Database;
  let apiUrl: string;
  let rpcUrl: string;
  let databaseUrl: string;
  const lines: LogLine[] = [];
  let stderr = '';
  let exit: { code: number | null; signal: string | null } | null = null;

  beforeAll(async() => {
    if (!CLUSTER || !ADMIN_URL) throw new Error('Run through scripts/test-all.sh: TEST_POSTGRES_CLUSTER and TEST_DATABASE_URL are not set');
    databaseUrl = await recreateDatabase(ADMIN_URL, DATABASE);

    const [ apiPort, devnetPort, metadataPort ] = [ await freePort(), await freePort(), await freePort() ];
    apiUrl = `http://127.0.0.1:${ apiPort }`;
    rpcUrl = `http://127.0.0.1:${ devnetPort }`;
    child = spawn(process.execPath, [ '--import', 'tsx', 'server/start/cli.ts' ], {
      cwd: ROOT,
      env: { ...process.env, ROLES: 'api,indexer,devnet', DATABASE_URL: databaseUrl, RPC_URL: '', API_PORT: String(apiPort),
        DEVNET_PORT: String(devnetPort), DEVNET_METADATA_PORT: String(metadataPort), DEVNET_BLOCK_INTERVAL_MS: '500',
        // A chain that starts empty, as this test was written for (no back-filled history).
        DEVNET_HISTORY_DAYS: '0', LOG_LEVEL: 'warn', NODE_OPTIONS: '' },
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (line.startsWith('{')) lines.push(JSON.parse(line) as LogLine);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    child.on('exit', (code, signal) => { exit = { code, signal }; });
    db = await createDatabase({ databaseUrl, maxConnections: 2 });
    await readyIs(200, 90_000, 'the API to be ready');
    // The API answers before the devnet listens (it starts next): wait for the node as well.
    await waitUntil(async() => Boolean(await rpc(rpcUrl, 'eth_chainId').catch(() => null)), 60_000, 'the devnet to answer');
  }, 120_000);

  afterAll(async() => {
    if (child && !exit) {
      child.kill('SIGINT');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await db?.close();
  }, 30_000);

  const alive = () => expect({ exit, stderr: stderr.slice(-2000) }).toEqual({ exit: null, stderr: expect.not.stringMatching(/Unhandled|Emitted 'error'/) });
  /** `/ready` answers `status`; fails at once, saying why, if the backend died meanwhile. */
  const readyIs = (status: number, timeoutMs: number, what: string) => waitUntil(async() => {
    if (exit) throw new Error(`the backend exited (${ JSON.stringify(exit) }):\n${ stderr.slice(-2000) }`);
    return await readiness(apiUrl) === status;
  }, timeoutMs, what);
  const indexedBlocks = async() => (await db.query<{ n: number }>('SELECT count(*) AS n FROM blocks WHERE consensus'))[0].n;

  it('stays up when PostgreSQL restarts during catch-up, and catches up', async() => {
    // Thousands of blocks at once: more than realtime takes, so catch-up fills them.
    await rpc(rpcUrl, 'hardhat_mine', [ `0x${ CATCH_UP_BLOCKS.toString(16) }` ]);
    // Several restarts, so some land while a write transaction holds a connection.
    for (let restart = 0; restart < RESTARTS; restart++) {
      await readyIs(200, 60_000, 'the API to be ready');
      await waitUntil(async() => await indexedBlocks() > (restart + 1) * CATCH_UP_BLOCKS / 8, 60_000, 'catch-up to be under way');
      expect(await indexedBlocks()).toBeLessThan(CATCH_UP_BLOCKS);
      cluster('restart');
      alive();
    }
    await readyIs(200, 60_000, 'the API to be ready again');
    await waitUntil(async() => await indexedBlocks() > CATCH_UP_BLOCKS, 120_000, 'catch-up to finish');
    alive();
  }, 240_000);

  it('answers not ready while PostgreSQL is stopped during live indexing, and resumes by itself', async() => {
    const before = await indexedBlocks();
    const linesBefore = lines.length;
    await db.close();
    cluster('stop');
    try {
      await readyIs(503, 20_000, '/ready to say 503');
      await new Promise((resolve) => setTimeout(resolve, 5000));
      alive();
      expect(await readiness(apiUrl)).toBe(503);
    } finally {
      cluster('start');
    }
    db = await createDatabase({ databaseUrl, maxConnections: 2 });
    await readyIs(200, 60_000, '/ready to say 200 again');
    await waitUntil(async() => await indexedBlocks() > before + 5, 60_000, 'live indexing to go on');
    alive();

    const warnings = lines.slice(linesBefore).filter((line) => line.level >= 40).map((line) => line.msg);
    expect(warnings.filter((msg) => msg === 'database unreachable')).toHaveLength(1);
    expect(warnings).toContain('database reachable again');
    expect(warnings.length).toBeLessThanOrEqual(6);
  }, 180_000);

  it('holds exactly the chain afterwards', async() => {
    // Stop the chain, let the indexer finish, then compare every height, balance and metadata.
    await rpc(rpcUrl, 'evm_setIntervalMining', [ 0 ]);
    await rpc(rpcUrl, 'evm_setAutomine', [ false ]);
    const head = Number(await rpc(rpcUrl, 'eth_blockNumber'));
    await waitUntil(async() => {
      const [ pending ] = await db.query<{ blocks: number; metadata: number }>(`SELECT
        (SELECT count(*) FROM blocks WHERE consensus AND number <= $1) AS blocks,
        (SELECT count(*) FROM tokens WHERE metadata_fetched_at IS NULL) + (SELECT count(*) FROM token_instances WHERE metadata_fetched_at IS NULL) AS metadata`,
      [ head ]);
      return Number(pending.blocks) === head + 1 && Number(pending.metadata) === 0;
    }, 120_000, 'the indexer to reach the stopped head');
    expect(await diffDatabaseAndChain(db, rpcUrl)).toEqual([]);
    alive();
  }, 240_000);
});
