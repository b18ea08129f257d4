/** @jest-environment node */
// The OP-stack endpoints end to end: the rollup demo (an L1 and a relay beside an L2 devnet),
// the indexer with its rollup stage, and the API. Every L1 event appears once with its L2
// counterpart, a withdrawal moves through its statuses to "Relayed", batches count their
// blocks' transactions, the lists validate against Blockscout's optimism document and walk to
// their end, and without the rollup configured the paths are not found.
import type { FastifyInstance } from 'fastify';
import { createPublicClient, http, type Hex, type PublicClient } from 'viem';

import './test/injectUnderJest';
import { createSilentLogger } from '../common/logger';
import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { startRollupDemo, type RollupDemo } from '../devnet/rollup';
import { createDevnet, type Devnet } from '../devnet/node';
import { createIndexer, type Indexer } from '../indexer/indexer';
import { TOPICS } from '../indexer/rollup/opEvents';
import { userDepositSourceHash } from '../indexer/rollup/depositHash';
import { waitUntil } from '../indexer/testing/verifyChain';
import { readRollupConfig } from '../indexer/rollup/config';
import { buildApp } from './app';
import { createApiClient } from './test/apiClient';
import { testApiConfig } from './test/config';
import { OPTIMISM_SPEC_PATH } from './test/openapi';

const LIFECYCLE = [ 'Waiting for state root', 'Ready to prove', 'In challenge period', 'Ready for relay', 'Relayed' ];

describe('OP-stack endpoints on the rollup demo', () => {
  let l2: Devnet;
  let demo: RollupDemo;
  let db: Database;
  let indexer: Indexer;
  let app: FastifyInstance;
  let l1Client: PublicClient;
  let l2Client: PublicClient;
  const api = createApiClient(() => app, { specPath: OPTIMISM_SPEC_PATH });
  /** Every status the first withdrawal showed, in the order seen. */
  const statuses: string[] = [];

  beforeAll(async() => {
    l2 = await createDevnet({ port: 0, blockIntervalMs: 500 });
    demo = await startRollupDemo({ l2, l1Port: 0, logger: createSilentLogger(), challengePeriodSeconds: 3, outputEveryBlocks: 3,
      intervalMs: 200, l1BlockIntervalMs: 500 });
    db = await createTestDatabase();
    indexer = createIndexer({ db, rpcUrl: l2.url, wsUrl: l2.wsUrl, pollIntervalMs: 100, rollup: readRollupConfig(demo.settings),
      stages: { internalTransactions: false, nftMetadata: false, tokenMetadata: false, proxies: false, stats: false } });
    await indexer.start();
    app = buildApp({ db, config: testApiConfig({ ...demo.settings, API_CACHE_TTL_MS: '0' }) });
    await app.ready();
    l1Client = createPublicClient({ transport: http(demo.l1.url, { retryCount: 0 }), cacheTime: 0 });
    l2Client = createPublicClient({ transport: http(l2.url, { retryCount: 0 }), cacheTime: 0 });
    await waitUntil(async() => {
      const withdrawals = await api.get('/api/v2/optimism/withdrawals');
      const first = withdrawals.items.at(-1)?.status;
      if (first && statuses.at(-1) !== first) statuses.push(first);
      const [ deposits, roots, batches ] = await Promise.all([ '/deposits', '/output-roots', '/batches' ]
        .map((path) => api.get(`/api/v2/optimism${ path }/count`) as unknown as Promise<number>));
      return first === 'Relayed' && deposits >= 2 && roots >= 2 && batches >= 2;
    }, 90_000, 'a relayed withdrawal, deposits, output roots and batches');
  }, 120_000);

  afterAll(async() => {
    await app?.close();
    await indexer?.stop();
    await demo?.stop();
    await db?.close();
    await l2?.close();
  }, 30_000);

  /** The L1 block the stage has read through: the lists hold what happened up to there. */
  async function l1Cursor(): Promise<bigint> {
    const [ row ] = await db.query<{ value: number }>(`SELECT value FROM indexer_state WHERE key = 'op_l1_cursor'`);
    return BigInt(row.value);
  }

  const l1Logs = async(address: string, topic: Hex, toBlock: bigint) => (await l1Client.request({ method: 'eth_getLogs',
    params: [ { address: address as Hex, topics: [ topic ], fromBlock: '0x0', toBlock: `0x${ toBlock.toString(16) }` } ] })) as Array<{
      transactionHash: Hex; blockHash: Hex; logIndex: Hex; topics: Hex[] }>;

  it('lists every deposit of L1 once, linked to the L2 transaction that carried it out', async() => {
    const cursor = await l1Cursor();
    const onL1 = await l1Logs(demo.settings.INDEXER_OPTIMISM_L1_PORTAL_CONTRACT, TOPICS.transactionDeposited, cursor);
    const listed = await api.walk('/api/v2/optimism/deposits', '/v2/optimism/deposits');
    const upToCursor = listed.filter((item) => BigInt(item.l1_block_number) <= cursor);
    expect(upToCursor.map((item) => item.l1_transaction_hash).sort()).toEqual(onL1.map((log) => log.transactionHash).sort());
    expect(await api.get('/api/v2/optimism/deposits/count')).toBeGreaterThanOrEqual(onL1.length);

    // The newest relayed one: its L2 transaction logged the deposit's source hash, and its page links back.
    const log = onL1[0];
    const item = listed.find((entry) => entry.l1_transaction_hash === log.transactionHash)!;
    const receipt = await l2Client.getTransactionReceipt({ hash: item.l2_transaction_hash });
    const relayed = receipt.logs.find((entry) => entry.topics[0] === TOPICS.depositRelayed);
    expect(relayed?.topics[1]).toBe(userDepositSourceHash(log.blockHash, Number(log.logIndex)));
    const transaction = await api.get(`/api/v2/transactions/${ item.l2_transaction_hash }`);
    expect(transaction.op_deposit).toEqual({ l1_transaction_hash: log.transactionHash, l1_block_number: item.l1_block_number,
      l1_transaction_origin: item.l1_transaction_origin });

    // The home page's newest six, as the list has them (read after it: the demo keeps depositing).
    const latest = await api.getValid('/api/v2/main-page/optimism-deposits', '/v2/main-page/optimism-deposits') as unknown as Array<Record<string, unknown>>;
    const after = (await api.get('/api/v2/optimism/deposits')).items;
    expect(latest.length).toBe(Math.min(6, after.length));
    for (const entry of latest) {
      const full = after.find((candidate: { l1_transaction_hash: string }) => candidate.l1_transaction_hash === entry.l1_transaction_hash);
      expect(entry).toEqual({ l1_block_number: full.l1_block_number, l1_block_timestamp: full.l1_block_timestamp,
        l1_transaction_hash: full.l1_transaction_hash, l2_transaction_hash: full.l2_transaction_hash });
    }
  });

  it('moves a withdrawal through its statuses in order, to "Relayed" with its L1 transaction', async() => {
    expect(statuses.at(-1)).toBe('Relayed');
    const order = statuses.map((status) => LIFECYCLE.indexOf(status));
    expect(order.every((index, position) => index >= 0 && (position === 0 || index > order[position - 1]))).toBe(true);

    const withdrawals = await api.walk('/api/v2/optimism/withdrawals', '/v2/optimism/withdrawals');
    const relayed = withdrawals.find((item) => item.status === 'Relayed')!;
    expect(relayed.l1_transaction_hash).toMatch(/^0x[0-9a-f]{64}$/);
    // The period ended before the finalization (L1 time; a quick L1 runs ahead of the wall clock).
    const finalized = await l1Client.getTransactionReceipt({ hash: relayed.l1_transaction_hash });
    const finalizedAt = Number((await l1Client.getBlock({ blockNumber: finalized.blockNumber })).timestamp) * 1000;
    expect(new Date(relayed.challenge_period_end).getTime()).toBeLessThanOrEqual(finalizedAt);
    // Every MessagePassed the L2 node has, and its transaction shows the withdrawal.
    const passed = await l2Client.request({ method: 'eth_getLogs', params: [ { address: '0x4200000000000000000000000000000000000016',
      topics: [ TOPICS.messagePassed ], fromBlock: '0x0', toBlock: 'latest' } ] }) as Array<{ transactionHash: Hex }>;
    expect(withdrawals.length).toBeLessThanOrEqual(passed.length);
    expect(new Set(withdrawals.map((item) => item.l2_transaction_hash))).toEqual(new Set(passed.slice(0, withdrawals.length).map((log) => log.transactionHash)));
    expect(await api.get('/api/v2/optimism/withdrawals/count')).toBeGreaterThanOrEqual(withdrawals.length);
    const transaction = await api.get(`/api/v2/transactions/${ relayed.l2_transaction_hash }`);
    expect(transaction.op_withdrawals).toEqual([ { nonce: String(relayed.msg_nonce), status: 'Relayed', l1_transaction_hash: relayed.l1_transaction_hash } ]);
  });

  it('lists the oracle\'s output roots as L1 has them', async() => {
    const cursor = await l1Cursor();
    const onL1 = await l1Logs(demo.settings.INDEXER_OPTIMISM_L1_OUTPUT_ORACLE_CONTRACT, TOPICS.outputProposed, cursor);
    const listed = (await api.walk('/api/v2/optimism/output-roots', '/v2/optimism/output-roots'))
      .filter((item) => BigInt(item.l1_block_number) <= cursor);
    expect(listed.map((item) => [ item.output_root, item.l2_output_index, item.l2_block_number ])).toEqual(onL1.map((log) =>
      [ log.topics[1], Number(BigInt(log.topics[2])), Number(BigInt(log.topics[3])) ]).reverse());
  });

  it('decodes each batch into its L2 blocks, counting their transactions as the L2 node does', async() => {
    const batches = await api.walk('/api/v2/optimism/batches', '/v2/optimism/batches');
    expect(batches.length).toBeGreaterThanOrEqual(2);
    for (const batch of batches) {
      let count = 0;
      for (let number = batch.l2_start_block_number; number <= batch.l2_end_block_number; number++) {
        count += await l2Client.getBlockTransactionCount({ blockNumber: BigInt(number) });
      }
      expect({ batch: batch.number, count }).toEqual({ batch: batch.number, count: batch.transactions_count });
      expect(batch.batch_data_container).toBe('in_calldata');
    }
    expect(await api.getValid(`/api/v2/optimism/batches/${ batches[0].number }`, '/v2/optimism/batches/{number}')).toEqual(batches[0]);
    // The older per-block view (not in the document): each batched block once, newest first, with its batch's L1 transactions.
    const perBlock: Array<{ l2_block_number: number; transactions_count: number; l1_transaction_hashes: string[] }> = [];
    for (let query = ''; ;) {
      const page = await api.get(`/api/v2/optimism/txn-batches${ query }`);
      perBlock.push(...page.items);
      if (!page.next_page_params) break;
      expect(page.items).toHaveLength(50);
      query = `?${ new URLSearchParams(Object.entries(page.next_page_params).map(([ key, value ]) => [ key, String(value) ])) }`;
    }
    const numbers = perBlock.map((row) => row.l2_block_number);
    expect(numbers).toEqual([ ...numbers ].sort((a, b) => b - a));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(await api.get('/api/v2/optimism/txn-batches/count')).toBeGreaterThanOrEqual(perBlock.length);
    const newest = batches[0];
    const row = perBlock.find((entry) => entry.l2_block_number === newest.l2_end_block_number)!;
    expect(row.l1_transaction_hashes).toEqual(newest.l1_transaction_hashes);
    expect(row.transactions_count).toBe(await l2Client.getBlockTransactionCount({ blockNumber: BigInt(newest.l2_end_block_number) }));
  });

  it('answers 404 for the rollup paths, and no rollup fields, where no rollup is configured', async() => {
    const plain = buildApp({ db, config: testApiConfig({ API_CACHE_TTL_MS: '0' }) });
    try {
      for (const url of [ '/api/v2/optimism/deposits', '/api/v2/optimism/withdrawals/count', '/api/v2/main-page/optimism-deposits' ]) {
        expect({ url, status: (await plain.inject({ method: 'GET', url })).statusCode }).toEqual({ url, status: 404 });
      }
      const [ deposit ] = (await api.get('/api/v2/optimism/deposits')).items;
      const transaction = (await plain.inject({ method: 'GET', url: `/api/v2/transactions/${ deposit.l2_transaction_hash }` })).json();
      expect(transaction).not.toHaveProperty('op_deposit');
    } finally {
      await plain.close();
    }
  });
});
