/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { createDevnet, type Devnet } from '../devnet/node';
import { createMetadataServer, type MetadataServer } from '../devnet/metadataServer';
import { createTrafficGenerator } from '../devnet/traffic';
import { createIndexer, type Indexer } from './indexer';
import { createRpcProxy, type RpcProxy } from './testing/rpcProxy';
import { diffDatabaseAndChain, isFullyIndexed, waitUntil } from './testing/verifyChain';

const BLOCKS_WITH_TRAFFIC = 30;
const EMPTY_BLOCKS = 300;

describe(`indexer when the node fails (${ process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite' })`, () => {
  let devnet: Devnet;
  let metadata: MetadataServer;
  let proxy: RpcProxy;
  let db: Database;
  let indexer: Indexer;

  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resilience-'));

  beforeAll(async() => {
    devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
    metadata = await createMetadataServer({ port: 0 });
    const generator = createTrafficGenerator({
      rpcUrl: devnet.url, accounts: devnet.accounts.slice(0, 6), seed: 'resilience', metadataBaseUrl: metadata.url,
      manifestPath: path.join(tempDir, 'deployment.json'),
    });
    await generator.deployAll();
    await devnet.provider.request({ method: 'evm_setAutomine', params: [ false ] });
    for (let block = 0; block < BLOCKS_WITH_TRAFFIC; block++) {
      await generator.step();
      await devnet.mine();
    }
    await devnet.mine(EMPTY_BLOCKS);
    proxy = await createRpcProxy(devnet.url);
    db = await createTestDatabase();
  }, 120_000);

  afterAll(async() => {
    await indexer?.stop();
    await db?.close();
    await proxy?.close();
    await metadata?.close();
    await devnet?.close();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  it('resumes after the node stops and answers garbage, leaving no gap and no duplicate', async() => {
    // No WebSocket: the proxy speaks HTTP only, like many hosted nodes.
    indexer = createIndexer({ db, rpcUrl: proxy.url, pollIntervalMs: 100, rpcMaxRetries: 1, rpcTimeoutMs: 2000, concurrency: 4,
      nftMetadata: { allowPrivateHosts: [ metadata.url ] } });
    await indexer.start();
    const indexed = async() => (await db.query<{ n: number }>('SELECT count(*) AS n FROM blocks WHERE consensus'))[0].n;
    await waitUntil(async() => await indexed() >= 20, 30_000, 'catch-up to begin');

    await proxy.stop();
    const before = await indexed();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await proxy.restart();
    proxy.setMode('garbage');
    await new Promise((resolve) => setTimeout(resolve, 700));
    proxy.setMode('error');
    await new Promise((resolve) => setTimeout(resolve, 700));
    proxy.setMode('pass');

    await waitUntil(() => isFullyIndexed(db, indexer), 180_000, 'indexing to finish');
    expect(before).toBeLessThan(EMPTY_BLOCKS);
    expect(await diffDatabaseAndChain(db, devnet.url)).toEqual([]);
  }, 240_000);
});
