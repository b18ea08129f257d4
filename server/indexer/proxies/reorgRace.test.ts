/** @jest-environment node */
import { EventEmitter } from 'node:events';

import pino from 'pino';

import { insertRows, type Database } from '../../db';
import { createTestDatabase } from '../../db/testing';
import type { IndexerContext, IndexerEvents } from '../context';
import { undoBlocks } from '../reorg';
import type { RpcClient } from '../rpc/client';
import { blockRow } from '../testing/blockRow';
import { createMutex } from '../utils/mutex';
import { createProxyDetector } from './detector';
import { SLOTS } from './patterns';
import { requestProxyChecks } from './requests';

const PROXY = `0x${ 'aa'.repeat(20) }`;
const IMPLEMENTATION_ON_LOST_BRANCH = `0x${ 'bb'.repeat(20) }`;

describe('a proxy check that reads the node while a reorg replaces the block it read', () => {
  let db: Database;
  beforeAll(async() => { db = await createTestDatabase(); }, 60_000);
  afterAll(async() => { await db?.close(); });

  it('does not store what it read on the lost branch: the check stays requested', async() => {
    await insertRows(db, 'blocks', Array.from({ length: 11 }, (_, number) => blockRow(number, true)));
    await requestProxyChecks(db, [ PROXY ]);

    // The node answers only when let go, so the reorg can happen while the reads are out.
    let letGo: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { letGo = resolve; });
    let readsSent!: () => void;
    const sent = new Promise<void>((resolve) => { readsSent = resolve; });
    const request = async(method: string, params: unknown[]) => {
      readsSent();
      await held;
      if (method === 'eth_getCode') return '0x6080604052';
      if (method === 'eth_getStorageAt' && params[1] === SLOTS.eip1967) return `0x${ IMPLEMENTATION_ON_LOST_BRANCH.slice(2).padStart(64, '0') }`;
      return '0x0';
    };
    const writeLock = createMutex();
    const ctx = {
      db, writeLock, events: new EventEmitter<IndexerEvents>(), head: { number: 10n }, realtimeFrom: { number: null },
      signal: new AbortController().signal, logger: pino({ level: 'silent' }),
      rpc: { url: 'http://node', request, requestOnce: request } as unknown as RpcClient,
    } as unknown as IndexerContext;

    const step = createProxyDetector(ctx).step();
    await sent;
    // Block 10, which the reads are at, loses consensus, as the block pipeline undoes it.
    await writeLock.run(() => db.transaction((tx) => undoBlocks(tx, [ blockRow(10).hash ])));
    letGo();
    await step;

    const [ row ] = await db.query<{ checked_block_number: number | null; implementation_address_hashes: string[] | null }>(
      'SELECT checked_block_number, implementation_address_hashes FROM proxy_implementations WHERE proxy_address_hash = $1', [ PROXY ]);
    expect(row).toEqual({ checked_block_number: null, implementation_address_hashes: expect.not.arrayContaining([ IMPLEMENTATION_ON_LOST_BRANCH ]) });
  });
});
