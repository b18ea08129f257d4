/** @jest-environment node */
import { EventEmitter } from 'node:events';

import pino from 'pino';

import { insertRows, type Database } from '../db';
import { createTestDatabase } from '../db/testing';
import type { IndexerContext, IndexerEvents } from './context';
import { RpcError } from './errors';
import { createInternalTransactionsFetcher, MAX_DEFINITE_FAILURES } from './internalTransactions';
import type { RpcClient } from './rpc/client';
import { blockRow } from './testing/blockRow';
import { createMutex } from './utils/mutex';

/** Block 5 holds the one transaction; the node's traces of it are whatever `answer` gives. */
const BAD_BLOCK = 5;

describe('a block whose internal transactions cannot be read', () => {
  let db: Database;
  let answer: () => unknown;
  let clock: number;
  let lines: Array<{ level: number; msg: string; block_number?: number }>;
  let emitted: number[];

  function context(): IndexerContext {
    const request = async() => answer();
    const events = new EventEmitter<IndexerEvents>();
    events.on('internal_transactions', (event) => emitted.push(event.blockNumber));
    return {
      db, events, writeLock: createMutex(), head: { number: 9n }, realtimeFrom: { number: null }, signal: new AbortController().signal,
      rpc: { url: 'http://node', request, requestOnce: request } as unknown as RpcClient,
      logger: pino({ level: 'debug' }, { write: (line: string) => { lines.push(JSON.parse(line)); } }),
      capabilities: { callTracer: true, traceReplay: false, structLogs: false, blockReceipts: false },
    } as IndexerContext;
  }

  const traced = async() => (await db.query<{ number: number }>(
    'SELECT number FROM blocks WHERE internal_transactions_indexed ORDER BY number')).map((row) => Number(row.number));

  beforeAll(async() => { db = await createTestDatabase(); }, 60_000);
  afterAll(async() => { await db?.close(); });
  beforeEach(async() => {
    await db.query('DELETE FROM transactions');
    await db.query('DELETE FROM blocks');
    await insertRows(db, 'blocks', Array.from({ length: 10 }, (_, number) => blockRow(number)));
    const block = blockRow(BAD_BLOCK);
    await insertRows(db, 'transactions', [ {
      hash: `0x${ 'ab'.repeat(32) }`, block_hash: block.hash, block_number: BAD_BLOCK, index: 0, block_timestamp: block.timestamp,
      from_address_hash: `0x${ '22'.repeat(20) }`, to_address_hash: `0x${ '33'.repeat(20) }`, value: '0', gas_limit: '21000',
      gas_used: '21000', nonce: 0, input: '0x', status: 1,
    } ]);
    clock = 1_000_000;
    lines = [];
    emitted = [];
  });

  it('is set aside with its reason after failing the same way five times, while the blocks around it are traced', async() => {
    // A node that answers every trace with something that is not a trace.
    answer = () => 42;
    const fetcher = createInternalTransactionsFetcher(context(), { now: () => clock });
    for (let step = 0; step < 10 && (await traced()).length < 9; step++) await fetcher.step();
    expect(await traced()).toEqual([ 0, 1, 2, 3, 4, 6, 7, 8, 9 ]);

    // Tried again only when due, and kept until the last of its tries.
    for (let attempt = 2; attempt <= MAX_DEFINITE_FAILURES; attempt++) {
      expect(await fetcher.step()).toBe(0);
      expect(await traced()).not.toContain(BAD_BLOCK);
      clock += 60_000;
      expect(await fetcher.step()).toBe(1);
    }
    expect(await traced()).toContain(BAD_BLOCK);
    const [ row ] = await db.query<{ internal_transactions_error: string }>(
      'SELECT internal_transactions_error FROM blocks WHERE number = $1', [ BAD_BLOCK ]);
    expect(row.internal_transactions_error).toMatch(/not an object|not an array/);
    const reported = lines.filter((line) => line.level >= 50);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({ block_number: BAD_BLOCK, msg: `internal transactions of block ${ BAD_BLOCK } cannot be read; set aside` });
    expect(emitted).toContain(BAD_BLOCK);
  });

  it('is never set aside for an error that may pass: the step fails and the worker backs off', async() => {
    await db.query('UPDATE blocks SET internal_transactions_indexed = true WHERE number <> $1', [ BAD_BLOCK ]);
    answer = () => { throw new RpcError('debug_traceTransaction: header not found', { method: 'debug_traceTransaction', retryable: true }); };
    const fetcher = createInternalTransactionsFetcher(context(), { now: () => clock });
    for (let attempt = 0; attempt < MAX_DEFINITE_FAILURES + 2; attempt++) {
      await expect(fetcher.step()).rejects.toThrow(/header not found/);
      clock += 60_000;
    }
    expect(await traced()).not.toContain(BAD_BLOCK);
    const [ row ] = await db.query<{ internal_transactions_error: string | null }>(
      'SELECT internal_transactions_error FROM blocks WHERE number = $1', [ BAD_BLOCK ]);
    expect(row.internal_transactions_error).toBeNull();

    // Once the node answers, the block is traced like any other.
    answer = () => ({ type: 'CALL', from: `0x${ '22'.repeat(20) }`, to: `0x${ '33'.repeat(20) }`, value: '0x0', gas: '0x5208', gasUsed: '0x5208',
      input: '0x', output: '0x' });
    for (let step = 0; step < 5 && !(await traced()).includes(BAD_BLOCK); step++) await fetcher.step();
    expect(await traced()).toContain(BAD_BLOCK);
  });
});
