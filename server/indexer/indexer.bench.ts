/**
 * `npm run bench:indexer`: how close catch-up comes to the node's own speed.
 *
 * 1. Starts the devnet in a child process (its own core) and fills BENCH_BLOCKS blocks
 *    with the traffic generator's transactions.
 * 2. Raw fetch: reads every block with its transactions and receipts, batched and
 *    BENCH_CONCURRENCY blocks at a time, writing nothing.
 * 3. Catch-up: indexes the same blocks into a fresh database (PGlite in memory, or
 *    PostgreSQL when DATABASE_URL is set) with the indexer's catch-up stage.
 * 4. Internal transactions: traces them all (struct logs on the devnet); BENCH_TRACES=off
 *    skips this slow part.
 * Prints blocks/s and transactions/s of each and the catch-up / raw-fetch ratio.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

import { createDatabase, migrate } from '../db';
import { deriveDevnetAccounts } from '../devnet/accounts';
import { createTrafficGenerator } from '../devnet/traffic';
import { fetchBlock } from './fetchBlock';
import { createIndexer, type Indexer } from './indexer';
import { eth_blockNumber, eth_getBlockByNumber, getBlockReceipts } from './rpc/actions';
import { createRpcClient } from './rpc/client';

const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const PORT = Number(process.env.BENCH_DEVNET_PORT ?? 18545);
const RPC_URL = `http://127.0.0.1:${ PORT }`;

function startDevnet(): Promise<() => void> {
  const child = spawn(process.execPath, [ path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'server/devnet/cli.ts' ], {
    env: { ...process.env, DEVNET_TRAFFIC: 'off', DEVNET_PORT: String(PORT), DEVNET_METADATA_PORT: String(PORT + 2),
      DEVNET_BLOCK_INTERVAL_MS: '0', LOG_LEVEL: 'info' },
    stdio: [ 'ignore', 'pipe', 'inherit' ],
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('devnet ready')) resolve(() => child.kill('SIGTERM'));
    });
    child.on('exit', (code) => reject(new Error(`devnet exited with ${ code }`)));
  });
}

async function fillChain(): Promise<number> {
  const rpc = createRpcClient({ url: RPC_URL });
  const generator = createTrafficGenerator({
    rpcUrl: RPC_URL, accounts: deriveDevnetAccounts(), seed: 'bench', metadataBaseUrl: `http://127.0.0.1:${ PORT + 2 }`,
    manifestPath: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-')), 'deployment.json'),
  });
  await generator.deployAll();
  await rpc.request('evm_setAutomine', [ false ]);
  const startedAt = Date.now();
  while (await eth_blockNumber(rpc) < BigInt(BLOCKS)) {
    await generator.step();
    await rpc.request('evm_mine');
    const head = Number(await eth_blockNumber(rpc));
    if (head % 250 === 0) process.stdout.write(`  filled ${ head }/${ BLOCKS } blocks (${ Math.round((Date.now() - startedAt) / 1000) } s)\n`);
  }
  return Number(await eth_blockNumber(rpc));
}

/**
 * Reads every block from the head down, CONCURRENCY at a time, writing nothing: either
 * only blocks and receipts, or everything the indexer reads per block (plus the balances
 * and token balances of touched addresses and created code).
 */
async function rawFetch(head: number, what: 'blocks' | 'indexer reads'): Promise<{ seconds: number; transactions: number }> {
  const rpc = createRpcClient({ url: RPC_URL });
  let next = head;
  let transactions = 0;
  const startedAt = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, async() => {
    while (next >= 0) {
      const number = BigInt(next--);
      if (what === 'indexer reads') {
        const fetched = await fetchBlock(rpc, number, { useBlockReceipts: false });
        transactions += fetched?.block.transactions.length ?? 0;
        continue;
      }
      const block = await eth_getBlockByNumber(rpc, number);
      if (!block) continue;
      await getBlockReceipts(rpc, block, false);
      transactions += block.transactions.length;
    }
  }));
  return { seconds: (performance.now() - startedAt) / 1000, transactions };
}

/** Seconds from the end of start-up (connection, capability probes) until `done`. */
async function timeStage(indexer: Indexer, done: () => Promise<boolean>): Promise<number> {
  await indexer.start();
  const startedAt = performance.now();
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 50));
  const seconds = (performance.now() - startedAt) / 1000;
  await indexer.stop();
  return seconds;
}

async function main() {
  const stopDevnet = await startDevnet();
  try {
    process.stdout.write(`filling ${ BLOCKS } blocks with generator traffic…\n`);
    const head = await fillChain();
    const raw = await rawFetch(head, 'blocks');
    const reads = await rawFetch(head, 'indexer reads');

    const schema = `bench_${ randomBytes(4).toString('hex') }`;
    const db = await createDatabase({ databaseUrl: process.env.DATABASE_URL, schema: process.env.DATABASE_URL ? schema : undefined });
    await migrate(db);
    const blocksDone = async() => (await db.query<{ n: number }>('SELECT count(*) AS n FROM blocks WHERE consensus'))[0].n >= head + 1;
    const catchupSeconds = await timeStage(createIndexer({ db, rpcUrl: RPC_URL, concurrency: CONCURRENCY,
      stages: { realtime: false, catchup: true, internalTransactions: false, tokenMetadata: false, nftMetadata: false } }), blocksDone);
    const tracedDone = async() => (await db.query<{ n: number }>(
      'SELECT count(*) AS n FROM blocks WHERE consensus AND NOT internal_transactions_indexed'))[0].n === 0;
    const traceSeconds = process.env.BENCH_TRACES === 'off' ? null : await timeStage(createIndexer({ db, rpcUrl: RPC_URL,
      stages: { realtime: false, catchup: false, internalTransactions: true, tokenMetadata: false, nftMetadata: false } }), tracedDone);
    const [ counts ] = await db.query<{ txs: number; frames: number }>(
      'SELECT (SELECT count(*) FROM transactions) AS txs, (SELECT count(*) FROM internal_transactions) AS frames');
    if (process.env.DATABASE_URL) await db.query(`DROP SCHEMA ${ schema } CASCADE`);
    await db.close();

    const blocks = head + 1;
    const line = (name: string, seconds: number, txs: number) =>
      `${ name.padEnd(28) } ${ seconds.toFixed(1).padStart(7) } s ${ (blocks / seconds).toFixed(1).padStart(9) } blocks/s ${ (txs / seconds).toFixed(1).padStart(9) } tx/s\n`;
    process.stdout.write(`\nindexer benchmark: ${ blocks } blocks, ${ counts.txs } transactions, database ${ db.kind }, concurrency ${ CONCURRENCY }\n`);
    process.stdout.write(line('raw fetch: blocks+receipts', raw.seconds, raw.transactions));
    process.stdout.write(line('raw fetch: all reads', reads.seconds, reads.transactions));
    process.stdout.write(line('catch-up (indexed)', catchupSeconds, counts.txs));
    if (traceSeconds !== null) process.stdout.write(line('internal transactions', traceSeconds, counts.txs));
    process.stdout.write(`catch-up / raw fetch of the same reads: ${ (reads.seconds / catchupSeconds).toFixed(2) } (target ≥ 0.70)\n`);
    process.stdout.write(`catch-up / raw fetch of blocks and receipts only: ${ (raw.seconds / catchupSeconds).toFixed(2) }\n`);
    process.stdout.write(`${ counts.frames } call frames traced\n`);
  } finally {
    stopDevnet();
  }
}

main().then(() => process.exit(0), (error) => {
  process.stderr.write(`bench:indexer failed: ${ error instanceof Error ? error.stack : String(error) }\n`);
  process.exit(1);
});
