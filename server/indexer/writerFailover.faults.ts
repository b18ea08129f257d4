/** @jest-environment node */
// One writer and a hot standby on one PostgreSQL database, as a deployment runs them: two
// indexer processes (`ROLES=indexer`) follow one node. The first writes, the second waits;
// `kill -9` of the writer in the middle of catch-up hands the lock to the standby within
// 10 s, and it finishes the chain: the database equals the node's chain, no height written
// twice. Then a writer that stalls while its lock session ends loses the lock to a new
// standby and stops when it wakes, and the chain stays whole.
//
// A file of the fault phase (scripts/test-all.sh), with TEST_DATABASE_URL set: it needs
// PostgreSQL, and its processes keep both cores busy.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import { freePort } from '../common/freePort';
import { createDatabase, type Database } from '../db';
import { recreateDatabase } from '../db/testing';
import { createDevnet, type Devnet } from '../devnet/node';
import { diffDatabaseAndChain, waitUntil } from './testing/verifyChain';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const DATABASE = 'explorer_failover';
const ROOT = path.resolve(__dirname, '../..');
const CATCH_UP_BLOCKS = 4000;
const TAKEOVER_LIMIT_MS = 10_000;

interface IndexerProcess {
  child: ChildProcess;
  probesUrl: string;
  /** Log messages with the time they were read. */
  messages: Array<{ msg: string; at: number }>;
  exit: Promise<number | null>;
  output(): string;
}

describe('one writer and a standby', () => {
  let devnet: Devnet;
  let db: Database;
  let databaseUrl: string;
  const started: IndexerProcess[] = [];

  async function startIndexer(): Promise<IndexerProcess> {
    const port = await freePort();
    const child = spawn(process.execPath, [ '--import', 'tsx', 'server/start/cli.ts' ], {
      cwd: ROOT,
      env: { ...process.env, ROLES: 'indexer', DATABASE_URL: databaseUrl, RPC_URL: devnet.url, RPC_WS_URL: devnet.wsUrl,
        // One block at a time, so that catch-up is still under way when the writer is killed.
        INDEXER_PORT: String(port), INDEXER_CONCURRENCY: '1', LOG_LEVEL: 'info', NODE_OPTIONS: '' },
    });
    const messages: IndexerProcess['messages'] = [];
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk;
      for (const line of chunk.toString().split('\n')) {
        if (line.startsWith('{')) messages.push({ msg: (JSON.parse(line) as { msg: string }).msg, at: Date.now() });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => { text += chunk; });
    const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const indexer = { child, probesUrl: `http://127.0.0.1:${ port }`, messages, exit, output: () => text.slice(-3000) };
    started.push(indexer);
    return indexer;
  }

  const running = (indexer: IndexerProcess) => indexer.child.exitCode === null && indexer.child.signalCode === null;
  const said = (indexer: IndexerProcess, text: string) => indexer.messages.find((entry) => entry.msg.includes(text));
  const waitToSay = (indexer: IndexerProcess, text: string, timeoutMs = 60_000) => waitUntil(() => {
    if (indexer.child.exitCode !== null) throw new Error(`the indexer exited (${ indexer.child.exitCode }):\n${ indexer.output() }`);
    return Boolean(said(indexer, text));
  }, timeoutMs, `an indexer to say "${ text }"`).catch((error: Error) => {
    throw new Error(`${ error.message }; it said:\n${ indexer.messages.map((entry) => entry.msg).slice(-15).join('\n') }`);
  });
  const indexedBlocks = async() => (await db.query<{ n: number }>('SELECT count(*) AS n FROM blocks WHERE consensus'))[0].n;
  const head = async() => Number(await devnet.provider.request({ method: 'eth_blockNumber' }));

  async function expectWholeChain() {
    const top = await head();
    await waitUntil(async() => (await db.query<{ n: number }>('SELECT count(*) AS n FROM blocks WHERE consensus AND number <= $1', [ top ]))[0].n === top + 1,
      180_000, 'the writer to index every block');
    expect(await db.query('SELECT number FROM blocks WHERE consensus GROUP BY number HAVING count(*) > 1')).toEqual([]);
    expect(await diffDatabaseAndChain(db, devnet.url)).toEqual([]);
  }

  beforeAll(async() => {
    if (!ADMIN_URL) throw new Error('Run through scripts/test-all.sh: TEST_DATABASE_URL is not set');
    databaseUrl = await recreateDatabase(ADMIN_URL, DATABASE);
    devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
    db = await createDatabase({ databaseUrl, maxConnections: 2 });
  }, 60_000);

  afterAll(async() => {
    for (const indexer of started) if (running(indexer)) indexer.child.kill('SIGKILL');
    await Promise.all(started.map((indexer) => indexer.exit));
    await db?.close();
    await devnet?.close();
  }, 30_000);

  it('hands the lock to the standby within 10 s of a kill -9 of the writer, and the standby finishes the chain', async() => {
    await devnet.provider.request({ method: 'hardhat_mine', params: [ `0x${ CATCH_UP_BLOCKS.toString(16) }` ] });
    const writer = await startIndexer();
    await waitToSay(writer, 'this indexer is the writer');
    await waitUntil(async() => await indexedBlocks() > 200, 120_000, 'catch-up to be under way');

    const standby = await startIndexer();
    await waitToSay(standby, 'waiting as its standby');
    // A standby answers its probes: the orchestrator keeps it.
    expect((await fetch(`${ standby.probesUrl }/health`)).status).toBe(200);
    expect(await indexedBlocks()).toBeLessThan(CATCH_UP_BLOCKS);

    writer.child.kill('SIGKILL');
    const killedAt = Date.now();
    await writer.exit;
    await waitToSay(standby, 'takes over', TAKEOVER_LIMIT_MS + 5000);
    expect(said(standby, 'takes over')!.at - killedAt).toBeLessThanOrEqual(TAKEOVER_LIMIT_MS);

    await expectWholeChain();
  }, 300_000);

  it('stops a writer that stalled while its standby took the lock', async() => {
    const [ writer ] = started.filter(running);
    const standby = await startIndexer();
    await waitToSay(standby, 'waiting as its standby');

    // The writer stalls (a frozen VM, a long pause) and its lock session ends meanwhile: the standby takes the lock.
    writer.child.kill('SIGSTOP');
    const locks = await db.query<{ pid: number }>(`SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND classid = 265 AND granted`);
    expect(locks).toHaveLength(1);
    expect(await db.query<{ ok: boolean }>('SELECT pg_terminate_backend($1) AS ok', [ locks[0].pid ])).toEqual([ { ok: true } ]);
    try {
      await waitToSay(standby, 'takes over', TAKEOVER_LIMIT_MS + 5000).catch(async(error: Error) => {
        const state = await db.query(`SELECT l.pid, l.granted, a.state, a.query, a.application_name FROM pg_locks l JOIN pg_stat_activity a USING (pid)
          WHERE l.locktype = 'advisory'`);
        throw new Error(`${ error.message }\nlocks: ${ JSON.stringify(state) } (terminated ${ locks[0].pid }); processes: ${ started.map((indexer) => `${ indexer.child.pid }:${ indexer.child.exitCode }`).join(' ') }`);
      });
    } finally {
      writer.child.kill('SIGCONT');
    }
    // Back, the old writer finds its session gone and the lock taken: it stops.
    expect(await writer.exit).toBe(1);
    expect(writer.output()).toContain('another indexer took the writer lock');

    await devnet.provider.request({ method: 'hardhat_mine', params: [ '0x20' ] });
    await expectWholeChain();
  }, 300_000);
});
