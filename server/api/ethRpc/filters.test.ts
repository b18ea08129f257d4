/** @jest-environment node */
// The filters of `/api/eth-rpc` on hand-inserted blocks and logs, with a clock of our own:
// what each poll reports, how many a client and everyone may keep, and geth's expiry after
// five minutes without a poll.
import { insertRows, type Database } from '../../db';
import { createTestDatabase } from '../../db/testing';
import { createFilterMethods, type FilterLimits } from './filters';
import { JsonRpcError } from './protocol';

const EMITTER = `0x${ 'e1'.repeat(20) }`;
const OTHER = `0x${ 'e2'.repeat(20) }`;
const TOPIC_A = `0x${ 'aa'.repeat(32) }`;
const TOPIC_B = `0x${ 'bb'.repeat(32) }`;
const blockHash = (number: number) => `0x${ number.toString(16).padStart(64, '0') }`;
const txHash = (number: number) => `0x${ (1000 + number).toString(16).padStart(64, '0') }`;
const MINUTE_MS = 60_000;

describe('eth-rpc filters', () => {
  let db: Database;
  let clock: number;

  /** Blocks `from`…`to`, each with one transaction that emits a log from EMITTER (topic A) and one from OTHER (topic B). */
  async function addBlocks(from: number, to: number) {
    const numbers = Array.from({ length: to - from + 1 }, (_, index) => from + index);
    await insertRows(db, 'blocks', numbers.map((number) => ({ hash: blockHash(number), number, parent_hash: blockHash(number - 1),
      timestamp: new Date(Date.UTC(2030, 0, 1, 0, 0, number)).toISOString(), miner_hash: EMITTER, gas_used: '0', gas_limit: '30000000',
      difficulty: '0', nonce: '0x0000000000000000', transactions_count: 1 })));
    await insertRows(db, 'transactions', numbers.map((number) => ({ hash: txHash(number), block_hash: blockHash(number), block_number: number,
      block_timestamp: new Date(Date.UTC(2030, 0, 1, 0, 0, number)).toISOString(), index: 0, from_address_hash: OTHER, to_address_hash: EMITTER,
      value: '0', gas_limit: '100000', nonce: number, status: 1, input: '0x' })));
    await insertRows(db, 'logs', numbers.flatMap((number) => [ EMITTER, OTHER ].map((address, index) => ({ block_hash: blockHash(number),
      block_number: number, index, transaction_hash: txHash(number), transaction_index: 0, address_hash: address, first_topic: index === 0 ? TOPIC_A : TOPIC_B,
      data: '0x' }))));
  }

  beforeAll(async() => {
    db = await createTestDatabase();
    await addBlocks(0, 2);
  }, 60_000);

  afterAll(async() => {
    await db?.close();
  });

  beforeEach(() => {
    clock = Date.UTC(2030, 0, 1);
  });

  function filters(limits?: Partial<FilterLimits>) {
    const methods = createFilterMethods({ limits, now: () => clock });
    return async(method: string, params: unknown[] = [], client = '10.0.0.1') => {
      const answer = await methods[method](db, params, client);
      if (answer === 'proxy') throw new Error('filters never go to the node');
      return answer.result;
    };
  }

  const refusal = (call: Promise<unknown>) => call.then(() => null, (error: unknown) => (error as JsonRpcError).toObject());

  it('reports the blocks and the matching logs indexed since the last poll, once each', async() => {
    const call = filters();
    const blocks = await call('eth_newBlockFilter') as string;
    expect(blocks).toMatch(/^0x[0-9a-f]{32}$/);
    const logs = await call('eth_newFilter', [ { address: EMITTER } ]) as string;
    const topics = await call('eth_newFilter', [ { topics: [ [ TOPIC_B ] ], toBlock: '0x4' } ]) as string;
    expect(await call('eth_getFilterChanges', [ blocks ])).toEqual([]);

    await addBlocks(3, 5);
    expect(await call('eth_getFilterChanges', [ blocks ])).toEqual([ 3, 4, 5 ].map(blockHash));
    expect(await call('eth_getFilterChanges', [ blocks ])).toEqual([]);
    const changes = await call('eth_getFilterChanges', [ logs ]) as Array<Record<string, unknown>>;
    expect(changes).toEqual([ 3, 4, 5 ].map((number) => ({ address: EMITTER, blockHash: blockHash(number), blockNumber: `0x${ number.toString(16) }`,
      data: '0x', logIndex: '0x0', removed: false, topics: [ TOPIC_A ], transactionHash: txHash(number), transactionIndex: '0x0' })));
    // toBlock bounds what a filter reports.
    expect((await call('eth_getFilterChanges', [ topics ]) as Array<{ blockNumber: string }>).map((log) => log.blockNumber)).toEqual([ '0x3', '0x4' ]);
    // eth_getFilterLogs: everything the criteria match, up to the indexed head.
    expect((await call('eth_getFilterLogs', [ logs ]) as unknown[]).length).toBe(1);
    const all = await call('eth_newFilter', [ { fromBlock: 'earliest', address: [ EMITTER, OTHER ] } ]) as string;
    expect((await call('eth_getFilterLogs', [ all ]) as unknown[]).length).toBe(12);
    expect(await refusal(call('eth_getFilterLogs', [ blocks ]))).toEqual({ code: -32000, message: 'filter not found' });

    expect(await call('eth_uninstallFilter', [ blocks ])).toBe(true);
    expect(await call('eth_uninstallFilter', [ blocks ])).toBe(false);
    expect(await refusal(call('eth_getFilterChanges', [ blocks ]))).toEqual({ code: -32000, message: 'filter not found' });
    expect(await refusal(call('eth_newFilter', [ { address: '0x12' } ]))).toEqual({ code: -32602, message: 'Invalid params: address is malformed' });
    expect(await refusal(call('eth_getFilterChanges', [ 42 ]))).toEqual({ code: -32602, message: 'Invalid params: expected a filter id' });
  });

  it('forgets a filter five minutes after its last poll, as geth does', async() => {
    const call = filters();
    const id = await call('eth_newBlockFilter') as string;
    clock += 4 * MINUTE_MS;
    expect(await call('eth_getFilterChanges', [ id ])).toEqual([]);
    clock += 5 * MINUTE_MS - 1;
    expect(await call('eth_getFilterChanges', [ id ])).toEqual([]);
    clock += 5 * MINUTE_MS;
    expect(await refusal(call('eth_getFilterChanges', [ id ]))).toEqual({ code: -32000, message: 'filter not found' });
  });

  it('bounds the filters of one client and of everyone; expired ones make room', async() => {
    const call = filters({ perClient: 2, total: 3 });
    await call('eth_newBlockFilter', [], 'a');
    await call('eth_newBlockFilter', [], 'a');
    expect(await refusal(call('eth_newBlockFilter', [], 'a')))
      .toEqual({ code: -32005, message: expect.stringMatching(/^Limit exceeded: at most 2 filters per client/) });
    await call('eth_newBlockFilter', [], 'b');
    expect(await refusal(call('eth_newFilter', [ {} ], 'c'))).toEqual({ code: -32005, message: expect.stringMatching(/^Limit exceeded: at most 3 filters/) });
    clock += 5 * MINUTE_MS;
    expect(await call('eth_newBlockFilter', [], 'c')).toMatch(/^0x/);
  });
});
