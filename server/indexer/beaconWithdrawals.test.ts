/** @jest-environment node */
// Beacon withdrawals from the node to the API. The devnet has no beacon chain, so a replayed
// node serves a recorded post-Shanghai chain (testing/fixtures/beacon-withdrawals-chain.json):
// a genesis and four blocks, withdrawals 0–11 to two receivers in blocks 1, 3 and 4 (amounts
// in gwei, one a 32 ETH exit), none in block 2, a transfer in blocks 1 and 2. The node has
// no tracer and no mempool API. Every expectation below is read from the fixture itself.
import type { FastifyInstance } from 'fastify';
import { getAddress } from 'viem';

import '../api/test/injectUnderJest';
import { buildApp } from '../api/app';
import { createApiClient } from '../api/test/apiClient';
import { testApiConfig } from '../api/test/config';
import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { createIndexer, type Indexer } from './indexer';
import recorded from './testing/fixtures/beacon-withdrawals-chain.json';
import { createReplayNode, type RecordedChain, type ReplayNode } from './testing/replayNode';
import { diffDatabaseAndChain, isFullyIndexed, waitUntil } from './testing/verifyChain';

type Json = Record<string, unknown> & { items?: Json[]; next_page_params?: Record<string, unknown> | null };

const GWEI = 10n ** 9n;
const chain = recorded as RecordedChain;
const blocks = recorded.blocks;
const withdrawals = blocks.flatMap((block) => block.withdrawals.map((withdrawal) => ({
  index: Number(withdrawal.index),
  validator_index: Number(withdrawal.validatorIndex),
  amount: (BigInt(withdrawal.amount) * GWEI).toString(),
  receiver: withdrawal.address,
  block_number: Number(block.number),
  timestamp: new Date(Number(block.timestamp) * 1000).toISOString(),
})));
const newestFirst = (items: typeof withdrawals) => [ ...items ].sort((a, b) => b.index - a.index);
const receivers = [ ...new Set(withdrawals.map((withdrawal) => withdrawal.receiver)) ];
/** Indexed first by catch-up and the realtime follower's first head; the rest arrive one head later. */
const FIRST_HEAD = 2;

describe(`beacon withdrawals from a replayed node (${ process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite' })`, () => {
  let node: ReplayNode;
  let db: Database;
  let indexer: Indexer;
  let app: FastifyInstance;
  const { get, getValid, walk } = createApiClient<Json>(() => app);

  beforeAll(async() => {
    node = await createReplayNode(chain, { head: FIRST_HEAD });
    db = await createTestDatabase();
    indexer = createIndexer({ db, rpcUrl: node.url, pollIntervalMs: 100,
      // Tracing and mempool stay on: their probes must cope with a node that has neither.
      stages: { tokenMetadata: false, nftMetadata: false, proxies: false, stats: false, rollup: false } });
    await indexer.start();
    await waitUntil(() => isFullyIndexed(db, indexer, FIRST_HEAD), 10_000, `blocks up to ${ FIRST_HEAD }`);
    node.setHead(blocks.length - 1);
    await waitUntil(() => isFullyIndexed(db, indexer, blocks.length - 1), 10_000, 'the newer blocks');
    app = buildApp({ db, config: testApiConfig({ API_CACHE_TTL_MS: '0' }) });
  }, 30_000);

  afterAll(async() => {
    await indexer?.stop();
    await app?.close();
    await db?.close();
    await node?.close();
  });

  it('indexes without a tracer or a mempool: the node says -32601 to their probes, inside batches too', () => {
    expect(indexer.context?.capabilities).toEqual({ blockReceipts: true, callTracer: false, traceReplay: false, structLogs: false });
    expect(new Set(node.unsupported)).toEqual(new Set([ 'debug_traceTransaction', 'trace_replayBlockTransactions', 'txpool_content',
      'eth_pendingTransactions' ]));
    expect(node.requests).toContainEqual(expect.arrayContaining([ 'debug_traceTransaction', 'trace_replayBlockTransactions' ]));
  });

  it('holds every block once, with the node\'s transactions and balances', async() => {
    expect(await diffDatabaseAndChain(db, node.url, { tokenMetadata: false, nftMetadata: false })).toEqual([]);
  });

  it('lists every withdrawal newest first, in wei, with receiver, height and time', async() => {
    const items = await walk('/api/v2/withdrawals', '/v2/withdrawals');
    expect(items).toEqual(newestFirst(withdrawals).map(({ receiver, ...withdrawal }) => ({
      ...withdrawal, receiver: expect.objectContaining({ hash: getAddress(receiver), is_contract: false }),
    })));
  });

  it('counts and sums every withdrawal', async() => {
    const sum = withdrawals.reduce((total, withdrawal) => total + BigInt(withdrawal.amount), 0n);
    expect(await getValid('/api/v2/withdrawals/counters', '/v2/withdrawals/counters'))
      .toEqual({ withdrawals_count: String(withdrawals.length), withdrawals_sum: sum.toString() });
  });

  it('lists each block\'s withdrawals, an empty list for a block without, and counts them on the block', async() => {
    for (const block of blocks) {
      const number = Number(block.number);
      const expected = newestFirst(withdrawals.filter((withdrawal) => withdrawal.block_number === number))
        .map(({ index, validator_index: validatorIndex, amount, receiver }) => ({
          index, validator_index: validatorIndex, amount, receiver: expect.objectContaining({ hash: getAddress(receiver) }),
        }));
      const spec = '/v2/blocks/{block_hash_or_number_param}/withdrawals';
      expect(await walk(`/api/v2/blocks/${ number }/withdrawals`, spec)).toEqual(expected);
      expect(await walk(`/api/v2/blocks/${ block.hash }/withdrawals`, spec)).toEqual(expected);
      expect(await getValid(`/api/v2/blocks/${ number }`, '/v2/blocks/{block_hash_or_number_param}')).toMatchObject({
        height: number, hash: block.hash, parent_hash: block.parentHash, timestamp: new Date(Number(block.timestamp) * 1000).toISOString(),
        transactions_count: block.transactions.length, withdrawals_count: block.withdrawals.length,
      });
    }
    expect(blocks.some((block) => block.withdrawals.length === 0 && block.transactions.length > 0)).toBe(true);
    const list = await walk('/api/v2/blocks', '/v2/blocks');
    expect(list.map((item) => [ item.height, item.withdrawals_count ]))
      .toEqual([ ...blocks ].reverse().map((block) => [ Number(block.number), block.withdrawals.length ]));
  });

  it('lists each receiver\'s withdrawals, and its balance holds them', async() => {
    expect(receivers).toHaveLength(2);
    for (const receiver of receivers) {
      const own = newestFirst(withdrawals.filter((withdrawal) => withdrawal.receiver === receiver));
      const items = await walk(`/api/v2/addresses/${ getAddress(receiver) }/withdrawals`, '/v2/addresses/{address_hash_param}/withdrawals');
      expect(items).toEqual(own.map(({ receiver: _receiver, ...withdrawal }) => withdrawal));
      // The receiver has nothing but its withdrawals; the indexer read the balance at each block that paid it.
      const sum = own.reduce((total, withdrawal) => total + BigInt(withdrawal.amount), 0n);
      expect(await getValid(`/api/v2/addresses/${ receiver }`, '/v2/addresses/{address_hash_param}'))
        .toMatchObject({ coin_balance: sum.toString(), has_beacon_chain_withdrawals: true, block_number_balance_updated_at: own[0].block_number });
      expect(await get(`/api/v2/addresses/${ receiver }/tabs-counters`)).toMatchObject({ withdrawals_count: own.length });
    }
  });
});
