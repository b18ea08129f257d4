/** @jest-environment node */
// The back-filled history: the plan's daily variation over 60 days, then a few days
// written into a real devnet and read back over JSON-RPC, live blocks after it, the same
// chain again for the same seed, and the indexer storing the back-dated blocks.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Address } from 'viem';

import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { createIndexer, type Indexer } from '../indexer/indexer';
import { diffDatabaseAndChain, isFullyIndexed, waitUntil } from '../indexer/testing/verifyChain';
import { planHistory, writeHistory, type HistoryPlan, type HistorySummary } from './history';
import { createSilentLogger } from './logger';
import { createDevnet, type Devnet } from './node';
import { createTrafficGenerator, type TrafficGenerator } from './traffic';

const SEED = 'history-test';
const DAYS = 4;

interface RpcBlock {
  number: string;
  timestamp: string;
  transactions: Array<{ hash: string; from: string; to: string | null }>;
}

const utcDate = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const mean = (values: number[]) => sum(values) / values.length;
const isWeekend = (date: string) => [ 0, 6 ].includes(new Date(`${ date }T00:00:00Z`).getUTCDay());

describe('planHistory', () => {
  const now = new Date();
  const plan = planHistory({ seed: 'qnm-devnet', days: 60, now });
  const fullDays = plan.days.slice(1, -1);
  const stepsOf = (day: HistoryPlan['days'][number]) => sum(day.blocks.map((block) => block.steps));

  it('dates block 0 60 days back to the second and plans every UTC day from its day to a minute ago', () => {
    const nowSeconds = Math.floor(now.getTime() / 1000);
    expect(plan.genesisDate.getTime()).toBe((nowSeconds - 60 * 86_400) * 1000);
    expect(plan.days).toHaveLength(61);
    expect(plan.days[0].date).toBe(plan.genesisDate.toISOString().slice(0, 10));
    expect(plan.days[60].date).toBe(now.toISOString().slice(0, 10));
    expect(plan.days[0].blocks[0]).toMatchObject({ deploy: true, timestamp: nowSeconds - 60 * 86_400 + 60 });
    expect(fullDays.every((day) => day.blocks.length > 0)).toBe(true);
    const times = plan.days.flatMap((day) => day.blocks.map((block) => block.timestamp));
    expect(times.every((time, index) => index === 0 || time > times[index - 1])).toBe(true);
    expect(times[0]).toBeGreaterThan(plan.genesisDate.getTime() / 1000);
    expect(times[times.length - 1]).toBeLessThanOrEqual(now.getTime() / 1000 - 60);
    plan.days.forEach((day) => day.blocks.forEach((block) => expect(utcDate(block.timestamp)).toBe(day.date)));
  });

  it('varies traffic like a real network: quieter weekends, growth over the weeks, a spread of busy days', () => {
    const weekend = fullDays.filter((day) => isWeekend(day.date)).map(stepsOf);
    const weekdays = fullDays.filter((day) => !isWeekend(day.date)).map(stepsOf);
    expect(mean(weekend)).toBeLessThan(mean(weekdays) * 0.7);
    expect(mean(fullDays.slice(-14).map(stepsOf))).toBeGreaterThan(mean(fullDays.slice(0, 14).map(stepsOf)) * 1.5);
    expect(new Set(fullDays.map(stepsOf)).size).toBeGreaterThanOrEqual(5);
  });

  it('brings new accounts every day and new token contracts on several days', () => {
    expect(fullDays.every((day) => day.blocks.some((block) => block.fund.length > 0))).toBe(true);
    expect(plan.newcomers).toBeGreaterThan(60);
    const launchDays = fullDays.filter((day) => day.blocks.some((block) => block.launch));
    expect(launchDays.length).toBeGreaterThanOrEqual(3);
    // Newcomers only send once they were funded on an earlier day.
    let funded = 0;
    for (const day of plan.days) {
      day.blocks.forEach((block) => block.newcomerSends.forEach((newcomer) => expect(newcomer).toBeLessThan(funded)));
      funded += sum(day.blocks.map((block) => block.fund.length));
    }
  });

  it('is the same plan for the same seed and date, another for another seed', () => {
    expect(planHistory({ seed: 'qnm-devnet', days: 60, now })).toEqual(plan);
    expect(planHistory({ seed: 'other', days: 60, now }).days.map(stepsOf)).not.toEqual(plan.days.map(stepsOf));
  });
});

describe('writeHistory on a devnet', () => {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'history-'));
  const now = new Date();
  const plan = planHistory({ seed: SEED, days: DAYS, now });
  let devnet: Devnet;
  let generator: TrafficGenerator;
  let summary: HistorySummary;
  let blocks: RpcBlock[];
  let db: Database | undefined;
  let indexer: Indexer | undefined;

  const rpc = <T>(target: Devnet, method: string, params: unknown[] = []) => target.provider.request({ method, params } as never) as Promise<T>;

  async function historyDevnet(name: string) {
    const node = await createDevnet({ port: 0, blockIntervalMs: 300, genesisDate: plan.genesisDate, deferMining: true });
    const traffic = createTrafficGenerator({
      rpcUrl: node.url, accounts: node.accounts, seed: SEED, metadataBaseUrl: 'http://127.0.0.1:9', chainId: node.chainId,
      manifestPath: path.join(tempDir, `${ name }.json`), provider: node.provider,
    });
    return { node, traffic, written: await writeHistory({ devnet: node, generator: traffic, plan, seed: SEED, logger: createSilentLogger() }) };
  }

  async function readBlocks(target: Devnet, upTo: number): Promise<RpcBlock[]> {
    return Promise.all(Array.from({ length: upTo + 1 }, (_, number) =>
      rpc<RpcBlock>(target, 'eth_getBlockByNumber', [ `0x${ number.toString(16) }`, true ])));
  }

  beforeAll(async() => {
    ({ node: devnet, traffic: generator, written: summary } = await historyDevnet('first'));
    blocks = await readBlocks(devnet, summary.blocks);
  }, 120_000);

  afterAll(async() => {
    await indexer?.stop();
    await db?.close();
    await generator?.stop();
    await devnet?.close();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  it('dates the blocks day by day from block 0 at the planned genesis, with the planned traffic each day', () => {
    expect(Number(blocks[0].timestamp)).toBe(plan.genesisDate.getTime() / 1000);
    expect(Number(blocks[1].timestamp)).toBe(plan.days[0].blocks[0].timestamp);
    const times = blocks.map((block) => Number(block.timestamp));
    expect(times.every((time, index) => index === 0 || time > times[index - 1])).toBe(true);
    const txsByDate = new Map<string, number>();
    blocks.forEach((block) => txsByDate.set(utcDate(Number(block.timestamp)), (txsByDate.get(utcDate(Number(block.timestamp))) ?? 0) +
      block.transactions.length));
    for (const day of plan.days.filter((planned) => planned.blocks.length > 0)) {
      const steps = sum(day.blocks.map((block) => block.steps));
      // A step sends 8 to 14 transactions; funding, sends and launches come on top.
      expect({ date: day.date, enough: (txsByDate.get(day.date) ?? 0) >= 8 * steps }).toEqual({ date: day.date, enough: true });
    }
    // The partial first day, the full days between, and today unless it is just after midnight.
    expect(txsByDate.size).toBeGreaterThanOrEqual(DAYS);
    expect(summary.transactions).toBe(sum(blocks.map((block) => block.transactions.length)));
  });

  it('brings new accounts on each day after the first, and contracts on several days', async() => {
    const seen = new Set<string>(devnet.accounts.map((account) => account.address.toLowerCase()));
    const newByDate = new Map<string, number>();
    const creationDates = new Set<string>();
    for (const block of blocks) {
      const date = utcDate(Number(block.timestamp));
      for (const tx of block.transactions) {
        const to = tx.to?.toLowerCase();
        if (to && !seen.has(to)) {
          seen.add(to);
          newByDate.set(date, (newByDate.get(date) ?? 0) + 1);
        }
      }
      const receipts = await Promise.all(block.transactions.map((tx) =>
        rpc<{ contractAddress: string | null; logs: Array<{ address: string }> }>(devnet, 'eth_getTransactionReceipt', [ tx.hash ])));
      const factory = summary.manifest.contracts.vaultFactory.address.toLowerCase();
      if (receipts.some((receipt) => receipt.contractAddress || receipt.logs.some((log) => log.address.toLowerCase() === factory))) {
        creationDates.add(date);
      }
    }
    const summaryNewcomers = new Set(summary.newcomers.map((address) => address.toLowerCase()));
    for (const day of plan.days.slice(1, DAYS)) expect({ date: day.date, newcomers: (newByDate.get(day.date) ?? 0) > 0 }).toEqual({ date: day.date, newcomers: true });
    expect([ ...seen ].filter((address) => summaryNewcomers.has(address))).toHaveLength(summary.newcomers.length);
    expect(creationDates.size).toBeGreaterThanOrEqual(2);
  });

  it('goes on live at the present time from the history\'s state', async() => {
    const head = summary.blocks + 1;
    const live = await rpc<RpcBlock>(devnet, 'eth_getBlockByNumber', [ `0x${ head.toString(16) }`, false ]);
    expect(Math.abs(Number(live.timestamp) * 1000 - Date.now())).toBeLessThan(30_000);
    // Live steps continue the history's nonces, balances and NFT owners: all but the
    // deliberate reverts succeed.
    const sent = [];
    for (let step = 0; step < 3; step++) sent.push(...(await generator.step()).txs);
    const receipts = await Promise.all(sent.map((tx) => waitForReceipt(devnet, tx.hash)));
    const failed = sent.filter((tx, index) => receipts[index].status !== '0x1' && !tx.kind.startsWith('revert_'));
    expect(failed).toEqual([]);
    const newest = await rpc<RpcBlock>(devnet, 'eth_getBlockByNumber', [ 'latest', false ]);
    expect(Number(newest.timestamp)).toBeGreaterThanOrEqual(Number(live.timestamp));
    expect(Math.abs(Number(newest.timestamp) * 1000 - Date.now())).toBeLessThan(30_000);
  }, 60_000);

  it('writes the same chain again for the same seed and date', async() => {
    const again = await historyDevnet('second');
    try {
      const second = await readBlocks(again.node, again.written.blocks);
      const shape = (list: RpcBlock[]) => list.slice(1).map((block) => [ block.timestamp, block.transactions.map((tx) => tx.hash) ]);
      expect(shape(second)).toEqual(shape(blocks.slice(0, second.length)));
      expect(again.written.newcomers).toEqual(summary.newcomers);
    } finally {
      await again.node.close();
    }
  }, 120_000);

  it('is indexed like any chain: back-dated blocks, first balances of new accounts, balances and supplies', async() => {
    db = await createTestDatabase();
    const database = db;
    const current = indexer = createIndexer({ db, rpcUrl: devnet.url, wsUrl: devnet.wsUrl, pollIntervalMs: 100 });
    await current.start();
    // Blocks keep coming: stop them, so indexing can finish.
    await rpc(devnet, 'evm_setIntervalMining', [ 0 ]);
    const head = Number(await rpc<string>(devnet, 'eth_blockNumber'));
    await waitUntil(() => isFullyIndexed(database, current, head), 180_000, 'the history to be indexed');
    await current.stop();
    indexer = undefined;

    const stored = await database.query<{ number: string; seconds: string }>(
      'SELECT number, extract(epoch FROM timestamp)::bigint AS seconds FROM blocks WHERE consensus AND number <= $1 ORDER BY number', [ summary.blocks ]);
    expect(stored.map((row) => Number(row.seconds))).toEqual(blocks.map((block) => Number(block.timestamp)));

    // Each new account's first coin balance is at the block that funded it, dated back.
    const firstFunding = new Map<string, RpcBlock>();
    for (const block of blocks) {
      for (const tx of block.transactions) {
        const to = tx.to?.toLowerCase();
        if (to && !firstFunding.has(to)) firstFunding.set(to, block);
      }
    }
    const newcomers = summary.newcomers.map((address: Address) => address.toLowerCase());
    const firstBalances = await database.query<{ address_hash: string; number: string; seconds: string }>(`
      SELECT address_hash, min(block_number) AS number, extract(epoch FROM min(block_timestamp))::bigint AS seconds
      FROM address_coin_balances WHERE address_hash = ANY($1) GROUP BY address_hash`, [ newcomers ]);
    expect(firstBalances).toHaveLength(newcomers.length);
    for (const row of firstBalances) {
      const funding = firstFunding.get(row.address_hash) as RpcBlock;
      expect({ address: row.address_hash, number: Number(row.number), seconds: Number(row.seconds) })
        .toEqual({ address: row.address_hash, number: Number(funding.number), seconds: Number(funding.timestamp) });
    }
    expect(await diffDatabaseAndChain(database, devnet.url, { nftMetadata: false })).toEqual([]);
  }, 240_000);
});

async function waitForReceipt(devnet: Devnet, hash: string): Promise<{ status: string }> {
  for (;;) {
    const receipt = await devnet.provider.request({ method: 'eth_getTransactionReceipt', params: [ hash ] }) as { status: string } | null;
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
