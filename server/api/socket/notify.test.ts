/** @jest-environment node */
// Socket broadcasts from an indexer that publishes its events with NOTIFY: on one PGlite
// instance (publisher and listener share it), and — with TEST_DATABASE_URL — from an
// indexer running in a separate process on the same PostgreSQL database.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import path from 'node:path';
import readline from 'node:readline';

import type { Socket } from 'phoenix';
import { getAddress, toHex, type Address, type Hash } from 'viem';

import '../test/injectUnderJest';
import { createSilentLogger } from '../../common/logger';
import { createDatabase, migrate, type Database } from '../../db';
import { createTestDatabase } from '../../db/testing';
import { createDevnet, type Devnet } from '../../devnet/node';
import type { IndexerEvents } from '../../indexer/context';
import { publishIndexerEvents, subscribeChainEvents, type ChainEventSource, type ChainEventsPublisher } from '../../events';
import { createIndexer, type Indexer } from '../../indexer/indexer';
import { waitUntil } from '../../indexer/testing/verifyChain';
import { testApiConfig } from '../test/config';
import { startApiServer, type ApiServer } from '../server';
import { createOpenApiValidator } from '../test/openapi';
import { connectPhoenix, join, record } from './test/clients';

type NewBlock = { average_block_time: string; block: { height: number; hash: string } };

const uniqueChannel = () => `socket_test_${ randomBytes(4).toString('hex') }`;
const openapi = createOpenApiValidator();

describe('socket fed through NOTIFY on one PGlite instance', () => {
  let devnet: Devnet;
  let db: Database;
  let indexer: Indexer;
  let publisher: ChainEventsPublisher;
  let events: ChainEventSource;
  let server: ApiServer;
  let client: Socket;
  const channel = uniqueChannel();
  const request = (method: string, params: unknown[] = []) => devnet.provider.request({ method, params });

  beforeAll(async() => {
    devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
    await request('evm_setAutomine', [ false ]);
    // PGlite explicitly: this is the single-instance path whatever TEST_DATABASE_URL says.
    db = await createDatabase();
    await migrate(db);
    indexer = createIndexer({ db, rpcUrl: devnet.url, wsUrl: devnet.wsUrl, pollIntervalMs: 100, stages: { nftMetadata: false } });
    publisher = publishIndexerEvents(indexer.events, db, { channel });
    events = await subscribeChainEvents(db, { channel });
    server = await startApiServer({ db, events, logger: createSilentLogger(), config: testApiConfig({ API_PORT: '0' }) });
    client = await connectPhoenix(server.url);
    await indexer.start();
  }, 60_000);

  afterAll(async() => {
    client?.disconnect();
    await server?.close();
    await events?.close();
    await indexer?.stop();
    await publisher?.stop();
    await db?.close();
    await devnet?.close();
  });

  it('delivers new blocks and address transactions that only travelled as NOTIFY payloads', async() => {
    const newBlocks = record<NewBlock>(await join(client, 'blocks:new_block'), [ 'new_block' ]);
    const recipient = devnet.accounts[9].address;
    const watcher = record(await join(client, `addresses:${ recipient.toLowerCase() }`), [ 'transaction', 'balance' ]);
    const hash = await request('eth_sendTransaction', [ { from: devnet.accounts[8].address, to: recipient, value: toHex(3n) } ]) as Hash;
    await devnet.mine();
    const block = await request('eth_getBlockByNumber', [ 'latest', false ]) as { number: string; hash: string };
    const announced = await newBlocks.waitFor('new_block', (payload) => payload.block.hash === block.hash);
    expect(announced.block.height).toBe(Number(block.number));
    expect(openapi.validate('/v2/blocks/{block_hash_or_number_param}', announced.block)).toEqual([]);
    const { transactions } = await watcher.waitFor('transaction') as { transactions: Array<{ hash: string; to: { hash: string } }> };
    expect(transactions.map((item) => [ item.hash, item.to.hash ])).toEqual([ [ hash, getAddress(recipient) ] ]);
    const balance = BigInt(await request('eth_getBalance', [ recipient, block.number ]) as string);
    expect(await watcher.waitFor('balance')).toEqual({ balance: balance.toString(), block_number: Number(block.number), exchange_rate: null });
  });

  it('splits long hash lists under the NOTIFY size limit and ignores payloads that are not chain events', async() => {
    // A bus of its own, standing in for the pending-transaction fetcher's events.
    const bus = new EventEmitter<IndexerEvents>();
    const own = publishIndexerEvents(bus, db, { channel });
    const counts = record<{ pending_transaction: number }>(await join(client, 'transactions:new_pending_transaction'), [ 'pending_transaction' ]);
    await db.notify(channel, 'not json');
    await db.notify(channel, JSON.stringify({ type: 'block', number: -1, hash: 'x', replaced: null }));
    await db.notify(channel, JSON.stringify({ type: 'pending_transactions', hashes: [ "0x'; DROP TABLE blocks; --" ] }));
    const hashes = Array.from({ length: 250 }, (_, index) => `0x${ index.toString(16).padStart(64, '0') }`);
    bus.emit('pending_transactions', { hashes });
    await own.stop();
    await waitUntil(() => counts.messages.reduce((sum, message) => sum + message.payload.pending_transaction, 0) >= 250, 10_000, 'the counts');
    expect(counts.messages.map((message) => message.payload.pending_transaction)).toEqual([ 100, 100, 50 ]);
    expect((await db.query('SELECT 1 FROM blocks LIMIT 1')).length).toBe(1);
  });
});

// A separate process needs a database both can reach: PostgreSQL only. CI runs this file on both,
// so the case is defined only where it can run instead of being skipped.
const describeWithPostgres = process.env.TEST_DATABASE_URL ? describe : () => undefined;

describeWithPostgres('socket fed by an indexer in another process through PostgreSQL NOTIFY', () => {
  let db: Database;
  let events: ChainEventSource;
  let server: ApiServer;
  let client: Socket;
  let child: ChildProcess;
  let rpcUrl: string;
  const channel = uniqueChannel();

  async function rpc(method: string, params: unknown[] = []): Promise<unknown> {
    const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
    const body = await response.json() as { result?: unknown; error?: { message: string } };
    if (body.error) throw new Error(body.error.message);
    return body.result;
  }

  beforeAll(async() => {
    db = await createTestDatabase();
    const [ { schema } ] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
    events = await subscribeChainEvents(db, { channel });
    server = await startApiServer({ db, events, logger: createSilentLogger(), config: testApiConfig({ API_PORT: '0' }) });
    client = await connectPhoenix(server.url);

    const root = path.resolve(__dirname, '../../..');
    const { NODE_OPTIONS: _nodeOptions, ...env } = process.env;
    child = spawn(process.execPath, [ path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(__dirname, 'test/indexerProcess.ts') ], {
      cwd: root, env: { ...env, DATABASE_URL: process.env.TEST_DATABASE_URL, DATABASE_SCHEMA: schema, CHAIN_EVENTS_CHANNEL: channel },
      stdio: [ 'ignore', 'pipe', 'inherit' ],
    });
    rpcUrl = await new Promise<string>((resolve, reject) => {
      readline.createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line).rpcUrl));
      child.once('exit', (code) => reject(new Error(`indexer process exited with ${ code }`)));
    });
  }, 90_000);

  afterAll(async() => {
    client?.disconnect();
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await server?.close();
    await events?.close();
    await db?.close();
  }, 30_000);

  it('delivers the blocks another process indexes, in order, and its indexing status', async() => {
    const newBlocks = record<NewBlock>(await join(client, 'blocks:new_block'), [ 'new_block' ]);
    const indexing = record(await join(client, 'blocks:indexing'), [ 'block_index_status' ]);
    const sender = (await rpc('eth_accounts') as Address[])[0];
    await rpc('eth_sendTransaction', [ { from: sender, to: sender, value: '0x1' } ]);
    for (let index = 0; index < 3; index++) await rpc('evm_mine');
    const head = Number(await rpc('eth_blockNumber'));
    await newBlocks.waitFor('new_block', (payload) => payload.block.height === head, 30_000);
    const heights = newBlocks.messages.map((message) => message.payload.block.height);
    expect(heights.slice(-3)).toEqual([ head - 2, head - 1, head ]);
    expect(new Set(heights).size).toBe(heights.length);
    for (const { payload } of newBlocks.messages) {
      const node = await rpc('eth_getBlockByNumber', [ toHex(payload.block.height), false ]) as { hash: string };
      expect(payload.block.hash).toBe(node.hash);
    }
    expect(await indexing.waitFor('block_index_status', undefined, 30_000)).toEqual({ finished: true, ratio: '1.00', node_reachable: true });
  });
});
