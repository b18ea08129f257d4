/** @jest-environment node */
// The node fails the way real ones do, behind a fault-injecting proxy: `eth_call`
// answers "header not found" for a while (a load-balanced backend behind the head),
// the mempool answer outgrows the response limit, the node goes away while blocks go on.
// Each case ends with the database compared to the node: blocks, counts, balances,
// token metadata and NFT metadata.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pino from 'pino';
import { toFunctionSelector } from 'viem';

import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { createMetadataServer, type MetadataServer } from '../devnet/metadataServer';
import { createDevnet, type Devnet } from '../devnet/node';
import { createTrafficGenerator, type TrafficGenerator } from '../devnet/traffic';
import type { IndexingStatus } from './context';
import { createIndexer, type Indexer } from './indexer';
import { MAX_MEMPOOL_RESPONSE_BYTES } from './pendingTransactions';
import { REALTIME_SLACK_BLOCKS } from './status';
import { createRpcProxy, type RpcProxy } from './testing/rpcProxy';
import { diffDatabaseAndChain, isFullyIndexed, waitUntil } from './testing/verifyChain';

const HEADER_NOT_FOUND = { code: -32000, message: 'header not found' };
/** Calls only the metadata readers make; a block's own reads (balanceOf, totalSupply at its height) pass. */
const METADATA_SELECTORS = [ 'name()', 'symbol()', 'decimals()', 'tokenURI(uint256)', 'uri(uint256)' ].map((signature) =>
  toFunctionSelector(`function ${ signature }`));
const isMetadataCall = (params: unknown[]) =>
  (METADATA_SELECTORS as string[]).includes(String((params[0] as { data?: string } | undefined)?.data ?? '').slice(0, 10));

interface LogLine {
  level: number;
  msg: string;
  time: number;
}
const WARN = 40;

describe(`indexer when the node misbehaves (${ process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite' })`, () => {
  let devnet: Devnet;
  let metadata: MetadataServer;
  let proxy: RpcProxy;
  let db: Database;
  let indexer: Indexer;
  let generator: TrafficGenerator;
  const lines: LogLine[] = [];
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'node-faults-'));

  const traffic = async(steps: number) => {
    for (let step = 0; step < steps; step++) {
      await generator.step();
      await devnet.mine();
    }
  };
  const count = async(sql: string) => (await db.query<{ n: number }>(sql))[0].n;
  const caughtUp = async() => isFullyIndexed(db, indexer, Number(await devnet.provider.request({ method: 'eth_blockNumber' })));

  beforeAll(async() => {
    devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
    metadata = await createMetadataServer({ port: 0 });
    proxy = await createRpcProxy(devnet.url);
    generator = createTrafficGenerator({ rpcUrl: devnet.url, accounts: devnet.accounts.slice(0, 6), seed: 'node-faults',
      metadataBaseUrl: metadata.url, manifestPath: path.join(tempDir, 'deployment.json') });
    db = await createTestDatabase();
    const logger = pino({ level: 'debug' }, { write: (line: string) => { lines.push(JSON.parse(line) as LogLine); } });
    indexer = createIndexer({ db, rpcUrl: proxy.url, logger, pollIntervalMs: 100, rpcMaxRetries: 1, rpcTimeoutMs: 2000,
      nftMetadata: { allowPrivateHosts: [ metadata.url ] } });
  }, 60_000);

  afterAll(async() => {
    await indexer?.stop();
    await db?.close();
    await proxy?.close();
    await metadata?.close();
    await devnet?.close();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  it('never stores "header not found" as a contract\'s answer, and catches up once the node answers', async() => {
    // Every eth_call fails while the demo tokens and NFTs are created and indexing begins...
    proxy.failMethod('eth_call', HEADER_NOT_FOUND);
    await indexer.start();
    await generator.deployAll();
    await devnet.provider.request({ method: 'evm_setAutomine', params: [ false ] });
    await traffic(3);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    // ...then only the metadata readers' calls fail: blocks go in, metadata must wait.
    proxy.failMethod('eth_call', HEADER_NOT_FOUND, isMetadataCall);
    await waitUntil(async() => (await indexer.status()).finishedBlocks, 60_000, 'the blocks to be indexed');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await count('SELECT count(*) AS n FROM tokens')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM tokens WHERE metadata_fetched_at IS NOT NULL')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM token_instances')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM token_instances WHERE metadata_fetched_at IS NOT NULL')).toBe(0);

    proxy.clearRules();
    await waitUntil(caughtUp, 60_000, 'indexing and metadata to finish');
    expect(await diffDatabaseAndChain(db, devnet.url)).toEqual([]);
  }, 150_000);

  it('reads the mempool apart from block requests, and skips an answer over the limit with one warning', async() => {
    const requestsBefore = proxy.requests.length;
    const linesBefore = lines.length;
    const filler = 'f'.repeat(1000);
    proxy.answerMethod('eth_pendingTransactions', () =>
      Array.from({ length: Math.ceil(MAX_MEMPOOL_RESPONSE_BYTES / 1000) + 100 }, (_, index) => ({ hash: `0x${ index.toString(16).padStart(64, '0') }`, filler })));
    await traffic(4);
    await waitUntil(caughtUp, 60_000, 'the new blocks to be indexed');
    proxy.clearRules();

    const mixed = proxy.requests.slice(requestsBefore).filter((methods) => methods.includes('eth_pendingTransactions') && methods.length > 1);
    expect(mixed).toEqual([]);
    expect(proxy.requests.slice(requestsBefore).some((methods) => methods.includes('eth_pendingTransactions'))).toBe(true);
    expect(lines.slice(linesBefore).filter((line) => /mempool is too large/.test(line.msg))).toHaveLength(1);
    expect(await diffDatabaseAndChain(db, devnet.url)).toEqual([]);
  }, 120_000);

  it('says the node is unreachable while it is, logs the outage in three lines, and is not finished until the gap is filled', async() => {
    await waitUntil(caughtUp, 30_000, 'a caught-up indexer');
    const storedStatus = async() => (await db.query<{ value: IndexingStatus }>(`SELECT value FROM indexer_state WHERE key = 'indexing_status'`))[0].value;
    expect(await storedStatus()).toMatchObject({ caughtUp: { blocks: true }, nodeReachable: true });
    const linesBefore = lines.length;

    await proxy.stop();
    const gap = 3 * REALTIME_SLACK_BLOCKS;
    await devnet.mine(gap);
    const nodeHead = Number(await devnet.provider.request({ method: 'eth_blockNumber' }));
    await waitUntil(async() => (await storedStatus()).nodeReachable === false, 10_000, 'the status to say the node is unreachable');
    expect(await indexer.status()).toMatchObject({ nodeReachable: false, finishedBlocks: false, caughtUp: { blocks: false } });
    await new Promise((resolve) => setTimeout(resolve, 2000));

    // From the restart on, what the API reads must never claim "caught up" with blocks missing.
    await proxy.restart();
    const claims: string[] = [];
    await waitUntil(async() => {
      const status = await storedStatus();
      const indexed = await count(`SELECT count(*) AS n FROM blocks WHERE consensus AND number <= ${ nodeHead - REALTIME_SLACK_BLOCKS }`);
      if (status.caughtUp?.blocks && indexed < nodeHead - REALTIME_SLACK_BLOCKS + 1) claims.push(`caught up with ${ indexed } blocks`);
      return status.caughtUp?.blocks === true && status.head! >= nodeHead;
    }, 60_000, 'the gap to be filled');
    expect(claims).toEqual([]);

    const warnings = lines.slice(linesBefore).filter((line) => line.level >= WARN).map((line) => line.msg);
    expect(warnings.filter((msg) => msg === 'node unreachable')).toHaveLength(1);
    expect(warnings.filter((msg) => msg === 'node reachable again')).toHaveLength(1);
    expect(warnings.length).toBeLessThanOrEqual(3);
    await waitUntil(caughtUp, 30_000, 'everything to be indexed');
    expect(await diffDatabaseAndChain(db, devnet.url)).toEqual([]);
  }, 120_000);
});
