/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pino from 'pino';
import type { Hash } from 'viem';

import { createMetadataServer, type MetadataServer } from './metadataServer';
import { createDevnet, type Devnet } from './node';
import { createTrafficGenerator, type TrafficGenerator } from './traffic';

/** Small, so the cap is reached within a few steps; one step sends at most 14. */
const MAX_PENDING_TXS = 50;
/** Enough blocks to empty a mempool at the cap (a block takes 30M gas, a tx at most 1.5M). */
const MAX_BLOCKS_TO_DRAIN = 10;

interface MempoolTx {
  hash: Hash;
  from: string;
  nonce: string;
}

describe('traffic generator with a node that goes back or stops mining', () => {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'devnet-mempool-'));
  const logs: Array<{ msg: string }> = [];
  let devnet: Devnet;
  let metadata: MetadataServer;
  let generator: TrafficGenerator;

  const request = (method: string, params: unknown[] = []) => devnet.provider.request({ method, params });
  const pendingTxs = () => request('eth_pendingTransactions') as Promise<MempoolTx[]>;

  /** Mines until the mempool is empty, or gives up after a few blocks (stuck transactions stay). */
  async function mineAll() {
    for (let block = 0; block < MAX_BLOCKS_TO_DRAIN && (await pendingTxs()).length > 0; block++) await devnet.mine();
  }

  async function sendSteps(count: number): Promise<Hash[]> {
    const hashes: Hash[] = [];
    for (let step = 0; step < count; step++) hashes.push(...(await generator.step()).txs.map((tx) => tx.hash));
    return hashes;
  }

  async function withoutReceipt(hashes: Hash[]): Promise<Hash[]> {
    const receipts = await Promise.all(hashes.map((hash) => request('eth_getTransactionReceipt', [ hash ])));
    return hashes.filter((_, index) => receipts[index] === null);
  }

  beforeAll(async() => {
    devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
    metadata = await createMetadataServer({ port: 0 });
    const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line)) });
    generator = createTrafficGenerator({
      rpcUrl: devnet.url,
      accounts: devnet.accounts.slice(0, 6),
      seed: 'mempool-test',
      metadataBaseUrl: metadata.url,
      manifestPath: path.join(tempDir, 'deployment.json'),
      maxPendingTxs: MAX_PENDING_TXS,
      logger,
    });
    await generator.deployAll();
    // From here on, blocks come only when a test mines one: EDR then queues a future
    // nonce silently instead of refusing it.
    await request('evm_setAutomine', [ false ]);
  }, 60_000);

  afterAll(async() => {
    await metadata?.close();
    await devnet?.close();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  it('mines every transaction sent after evm_revert to an earlier block', async() => {
    const snapshot = await request('evm_snapshot');
    await sendSteps(3);
    await mineAll();
    await request('evm_revert', [ snapshot ]);

    const sentAfterRevert = await sendSteps(3);
    await mineAll();
    expect(sentAfterRevert.length).toBeGreaterThan(0);
    expect(await withoutReceipt(sentAfterRevert)).toEqual([]);
    expect(await pendingTxs()).toEqual([]);
  });

  it('mines every transaction sent after evm_revert drops unmined transactions at the same height', async() => {
    const snapshot = await request('evm_snapshot');
    await sendSteps(3);
    await request('evm_revert', [ snapshot ]);

    const sentAfterRevert = await sendSteps(3);
    await mineAll();
    expect(sentAfterRevert.length).toBeGreaterThan(0);
    expect(await withoutReceipt(sentAfterRevert)).toEqual([]);
    expect(await pendingTxs()).toEqual([]);
  });

  // Twelve steps and the blocks that drain them: seconds of work, more beside another test file.
  it('keeps its mempool transactions under the cap while no block is mined, and resumes after one is', async() => {
    await mineAll();
    const logsBefore = logs.length;
    let skipped = 0;
    for (let step = 0; step < 12; step++) {
      if ((await generator.step()).skipped) skipped++;
      expect((await pendingTxs()).length).toBeLessThanOrEqual(MAX_PENDING_TXS);
    }
    expect(skipped).toBeGreaterThan(0);

    await mineAll();
    const resumed = await generator.step();
    expect(resumed.skipped).toBe(false);
    expect(resumed.txs.length).toBeGreaterThan(0);
    // One line when sending stops and one when it resumes, not one per skipped step.
    const capLines = logs.slice(logsBefore).map((line) => line.msg).filter((msg) => msg.startsWith('mempool'));
    expect(capLines).toEqual([
      'mempool cap reached: traffic paused until blocks take transactions out',
      'mempool has room again: traffic resumed',
    ]);
  }, 30_000);
});
