/** @jest-environment node */
// The socket protocol on a listening server (no devnet): joins, leaves, heartbeats,
// refusals, malformed input, limits, idle timeout and the long-poll transport, with raw
// frames and with the stock phoenix client.
import { EventEmitter } from 'node:events';

import { LongPoll, Socket } from 'phoenix';
import { getAddress } from 'viem';

import '../test/injectUnderJest';
import { createSilentLogger } from '../../common/logger';
import { insertRows, type Database } from '../../db';
import type { IndexerEvents } from '../../indexer/context';
import { inProcessChainEvents, type ChainEventSource } from '../../events';
import type { IndexingStatus } from '../../indexer/context';
import { testApiConfig } from '../test/config';
import { startApiServer, type ApiServer } from '../server';
import { createOpenApiValidator } from '../test/openapi';
import { createSmallDatabase } from '../test/smallDatabase';
import { connectPhoenix, join, openRawSocket, record, socketUrl, upgradeStatus, type RawSocket } from './test/clients';

const ADDRESS = `0x${ 'ab'.repeat(20) }`;
const PENDING_HASH = `0x${ 'ee'.repeat(32) }`;
const PENDING_FROM = `0x${ '44'.repeat(20) }`;
const STATUS: IndexingStatus = {
  head: 100, indexedBlocks: 96, indexedBlocksRatio: 0.96, indexedInternalTransactionsRatio: 0.291,
  finishedBlocks: false, finishedInternalTransactions: false,
};

describe('socket /socket/v2', () => {
  let db: Database;
  let bus: EventEmitter<IndexerEvents>;
  let events: ChainEventSource;
  let server: ApiServer;
  const sockets: RawSocket[] = [];
  const openapi = createOpenApiValidator();

  async function open(query?: string, headers?: Record<string, string>): Promise<RawSocket> {
    const socket = await openRawSocket(server.url, query, headers);
    sockets.push(socket);
    return socket;
  }

  beforeAll(async() => {
    db = await createSmallDatabase();
    await insertRows(db, 'transactions', [ {
      hash: PENDING_HASH, from_address_hash: PENDING_FROM, to_address_hash: ADDRESS, value: '5', gas_limit: '21000',
      max_fee_per_gas: '2000000000', max_priority_fee_per_gas: '1000000000', nonce: 0, type: 2, input: '0x',
    } ], { conflict: 'hash' });
    bus = new EventEmitter<IndexerEvents>();
    events = inProcessChainEvents(bus);
    server = await startApiServer({
      db, events, logger: createSilentLogger(), config: testApiConfig({ API_PORT: '0' }),
      socket: { maxTopicsPerConnection: 4, longPollWindowMs: 300 },
    });
  }, 30_000);

  afterEach(() => {
    sockets.splice(0).forEach((socket) => socket.ws.terminate());
  });

  afterAll(async() => {
    await server?.close();
    await events?.close();
    await db?.close();
  });

  it('answers heartbeats on topic phoenix', async() => {
    const socket = await open();
    socket.send([ null, '7', 'phoenix', 'heartbeat', {} ]);
    expect(await socket.next()).toEqual([ null, '7', 'phoenix', 'phx_reply', { status: 'ok', response: {} } ]);
  });

  it('accepts the served topics and refuses malformed hashes and unserved topics with a reason', async() => {
    const socket = await open();
    const joinReply = async(topic: string) => {
      socket.send([ '1', '1', topic, 'phx_join', {} ]);
      const frame = await socket.next();
      expect(frame.slice(0, 4)).toEqual([ '1', '1', topic, 'phx_reply' ]);
      const { status, response } = frame[4] as { status: string; response: { reason?: string } };
      if (status !== 'ok') return response.reason;
      // Leave again, reading the reply and the close, so the topic limit is not reached.
      socket.send([ '1', '2', topic, 'phx_leave', {} ]);
      await socket.next();
      await socket.next();
      return 'ok';
    };
    for (const topic of [ 'blocks:new_block', 'blocks:indexing', 'blocks:indexing_internal_transactions', 'transactions:new_transaction',
      'transactions:new_pending_transaction', `transactions:${ PENDING_HASH.toUpperCase().replace('0X', '0x') }`, `addresses:${ getAddress(ADDRESS) }`,
      `tokens:${ ADDRESS }`, `token_instances:${ ADDRESS }`, `blocks:${ ADDRESS }`, 'addresses:new_address', 'exchange_rate:new_rate' ]) {
      expect({ topic, reply: await joinReply(topic) }).toEqual({ topic, reply: 'ok' });
    }
    expect(await joinReply('addresses:0xbad')).toBe('invalid address hash');
    expect(await joinReply(`addresses:${ ADDRESS }'; DROP TABLE blocks; --`)).toBe('invalid address hash');
    expect(await joinReply('transactions:0x1234')).toBe('invalid transaction hash');
    expect(await joinReply(`tokens:${ ADDRESS.slice(0, -1) }g`)).toBe('invalid token address hash');
    expect(await joinReply('blocks:latest')).toBe('invalid miner address hash');
    for (const topic of [ 'optimism:new_deposits', 'Blocks:new_block', 'blocks', '', 'constructor:x', '__proto__:x', 'phoenix', 'exchange_rate:other',
      `addresses:${ 'a'.repeat(5000) }` ]) {
      expect({ topic: topic.slice(0, 40), reply: await joinReply(topic) }).toEqual({ topic: topic.slice(0, 40), reply: 'unmatched topic' });
    }
    // The database was not touched by any of it.
    expect((await db.query('SELECT 1 FROM blocks')).length).toBe(1);
  });

  it('confirms a leave, then closes the channel and sends it nothing more', async() => {
    const socket = await open();
    socket.send([ '3', '3', 'blocks:indexing', 'phx_join', {} ]);
    expect((await socket.next())[4]).toEqual({ status: 'ok', response: {} });
    socket.send([ '3', '9', 'blocks:indexing', 'phx_leave', {} ]);
    expect(await socket.next()).toEqual([ '3', '9', 'blocks:indexing', 'phx_reply', { status: 'ok', response: {} } ]);
    expect(await socket.next()).toEqual([ '3', '3', 'blocks:indexing', 'phx_close', {} ]);
    bus.emit('status', STATUS);
    expect(await socket.drain(200)).toEqual([]);
  });

  it('tells a client writing to a topic it has not joined to close it', async() => {
    const socket = await open();
    socket.send([ '5', '6', 'blocks:new_block', 'new_block', { hello: 1 } ]);
    expect(await socket.next()).toEqual([ '5', '5', 'blocks:new_block', 'phx_close', {} ]);
    socket.send([ '5', '7', 'blocks:new_block', 'phx_join', {} ]);
    expect((await socket.next())[4]).toEqual({ status: 'ok', response: {} });
    socket.send([ '5', '8', 'blocks:new_block', 'refetch', {} ]);
    expect(await socket.next()).toEqual([ '5', '8', 'blocks:new_block', 'phx_reply', { status: 'error', response: { reason: 'unhandled event' } } ]);
  });

  it('closes the old channel when a topic is joined again', async() => {
    const socket = await open();
    socket.send([ '1', '1', 'blocks:indexing', 'phx_join', {} ]);
    await socket.next();
    socket.send([ '2', '2', 'blocks:indexing', 'phx_join', {} ]);
    expect(await socket.next()).toEqual([ '1', '1', 'blocks:indexing', 'phx_close', {} ]);
    expect(await socket.next()).toEqual([ '2', '2', 'blocks:indexing', 'phx_reply', { status: 'ok', response: {} } ]);
    bus.emit('status', STATUS);
    // One channel, so one copy of each event.
    const frames = await socket.drain(200);
    expect(frames.map((frame) => frame[3])).toEqual([ 'block_index_status', 'index_status' ]);
  });

  it('ignores malformed frames and keeps serving the connection', async() => {
    const socket = await open();
    for (const text of [ 'not json', '{}', '[]', '[1,2,3]', '[null,null,1,2,{}]', '[1,"1","phoenix","heartbeat",{}]', 'null',
      `[${ '['.repeat(2000) }${ ']'.repeat(2000) }]`, '"phx_join"', JSON.stringify([ null, null, 'phoenix', 'heartbeat', {}, 'extra' ]) ]) {
      socket.send(text);
    }
    socket.ws.send(Buffer.from([ 0, 1, 2, 3 ]), { binary: true });
    socket.send([ null, '8', 'phoenix', 'heartbeat', {} ]);
    expect(await socket.next()).toEqual([ null, '8', 'phoenix', 'phx_reply', { status: 'ok', response: {} } ]);
  });

  it('closes a connection that sends a frame over 64 KiB, and keeps accepting others', async() => {
    const socket = await open();
    socket.send([ null, '1', 'phoenix', 'heartbeat', { filler: 'x'.repeat(70 * 1024) } ]);
    expect((await socket.closed).code).toBe(1009);
    const other = await open();
    other.send([ null, '1', 'phoenix', 'heartbeat', {} ]);
    expect((await other.next())[4]).toEqual({ status: 'ok', response: {} });
  });

  it('refuses joins beyond the per-connection topic limit', async() => {
    const socket = await open();
    const topics = [ 'blocks:new_block', 'blocks:indexing', 'transactions:new_transaction', 'transactions:new_pending_transaction', 'exchange_rate:new_rate' ];
    const replies = [];
    for (const [ index, topic ] of topics.entries()) {
      socket.send([ String(index), String(index), topic, 'phx_join', {} ]);
      replies.push((await socket.next())[4]);
    }
    expect(replies.slice(0, 4)).toEqual(Array(4).fill({ status: 'ok', response: {} }));
    expect(replies[4]).toEqual({ status: 'error', response: { reason: 'too many topics' } });
  });

  it('refuses upgrades with another protocol version, a foreign origin or another path', async() => {
    const base = `${ socketUrl(server.url) }/websocket`;
    expect(await upgradeStatus(`${ base }?vsn=2.0.0`)).toBe(101);
    expect(await upgradeStatus(`${ base }?vsn=2.0.0`, { origin: 'http://localhost:3000' })).toBe(101);
    expect(await upgradeStatus(`${ base }?vsn=1.0.0`)).toBe(400);
    expect(await upgradeStatus(base)).toBe(400);
    expect(await upgradeStatus(`${ base }?vsn=2.0.0`, { origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeStatus(`${ socketUrl(server.url) }/other?vsn=2.0.0`)).toBe(404);
    expect(await upgradeStatus(`${ server.url.replace('http', 'ws') }/api/v2/blocks?vsn=2.0.0`)).toBe(404);
    // Plain HTTP to the endpoint stays an API 404 with a message.
    const response = await fetch(`${ server.url }/socket/v2/websocket?vsn=2.0.0`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it('broadcasts the indexing status under both event names, with decimal-string ratios', async() => {
    const client = await connectPhoenix(server.url);
    try {
      const blocks = record(await join(client, 'blocks:indexing'), [ 'block_index_status', 'index_status' ]);
      const traces = record(await join(client, 'blocks:indexing_internal_transactions'), [ 'internal_txs_index_status', 'index_status' ]);
      bus.emit('status', STATUS);
      expect(await blocks.waitFor('block_index_status')).toEqual({ finished: false, ratio: '0.96', node_reachable: true });
      expect(await blocks.waitFor('index_status')).toEqual({ finished: false, ratio: '0.96', node_reachable: true });
      expect(await traces.waitFor('internal_txs_index_status')).toEqual({ finished: false, ratio: '0.29' });
      expect(await traces.waitFor('index_status')).toEqual({ finished: false, ratio: '0.29' });
    } finally {
      client.disconnect();
    }
  });

  it('announces pending transactions: a count to everyone, the transactions to watchers of their addresses', async() => {
    const client = await connectPhoenix(server.url);
    try {
      const counts = record(await join(client, 'transactions:new_pending_transaction'), [ 'pending_transaction' ]);
      // Checksummed and lower-case spellings of one address are one topic.
      const checksummed = record(await join(client, `addresses:${ getAddress(PENDING_FROM) }`), [ 'pending_transaction' ]);
      const lower = record(await join(client, `addresses:${ ADDRESS }`), [ 'pending_transaction' ]);
      const unrelated = record(await join(client, `addresses:0x${ '99'.repeat(20) }`), [ 'pending_transaction' ]);
      bus.emit('pending_transactions', { hashes: [ PENDING_HASH, `0x${ 'ff'.repeat(32) }` ] });
      expect(await counts.waitFor('pending_transaction')).toEqual({ pending_transaction: 2 });
      for (const recorder of [ checksummed, lower ]) {
        const payload = await recorder.waitFor('pending_transaction') as { transactions: Array<Record<string, unknown>> };
        expect(payload.transactions.map((item) => item.hash)).toEqual([ PENDING_HASH ]);
        expect(openapi.validate('/v2/transactions', { items: payload.transactions, next_page_params: null })).toEqual([]);
        expect(payload.transactions[0]).toMatchObject({ from: { hash: getAddress(PENDING_FROM) }, to: { hash: getAddress(ADDRESS) }, block_number: null });
      }
      await server.socket.idle();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(unrelated.messages).toEqual([]);
    } finally {
      client.disconnect();
    }
  });

  it('serves the same protocol over long-poll', async() => {
    const client = new Socket(socketUrl(server.url), { transport: LongPoll as never, heartbeatIntervalMs: 100, longpollerTimeout: 2000 });
    try {
      client.connect();
      const channel = await join(client, 'blocks:indexing');
      const recorder = record(channel, [ 'index_status' ]);
      bus.emit('status', { ...STATUS, indexedBlocksRatio: 1, finishedBlocks: true });
      expect(await recorder.waitFor('index_status', undefined, 5000)).toEqual({ finished: true, ratio: '1.00', node_reachable: true });
      // Heartbeats go over POST and keep the session (and its channel) alive across windows.
      await new Promise((resolve) => setTimeout(resolve, 800));
      bus.emit('status', STATUS);
      expect(await recorder.waitFor('index_status', (payload) => payload.ratio === '0.96', 5000))
        .toEqual({ finished: false, ratio: '0.96', node_reachable: true });
      expect(channel.state).toBe('joined');
    } finally {
      client.disconnect();
    }
  });

  it('answers long-poll requests without a valid session or version as the client expects', async() => {
    const url = `${ server.url }/socket/v2/longpoll`;
    const fresh = await (await fetch(`${ url }?vsn=2.0.0`)).json();
    expect(fresh).toEqual({ status: 410, token: expect.stringMatching(/^[\w-]{24}$/) });
    expect(await (await fetch(`${ url }?vsn=2.0.0&token=${ fresh.token }`)).json()).toEqual({ status: 204, token: fresh.token });
    expect(await (await fetch(`${ url }?vsn=2.0.0&token=unknown`)).json()).toEqual({ status: 410, token: null });
    const post = await fetch(`${ url }?vsn=2.0.0&token=unknown`, { method: 'POST', headers: { 'content-type': 'application/x-ndjson' }, body: '[]' });
    expect(await post.json()).toEqual({ status: 410, token: null });
    const heartbeat = await fetch(`${ url }?vsn=2.0.0&token=${ fresh.token }`, {
      method: 'POST', headers: { 'content-type': 'application/x-ndjson' }, body: `not json\n${ JSON.stringify([ null, '1', 'phoenix', 'heartbeat', {} ]) }`,
    });
    expect(await heartbeat.json()).toEqual({ status: 200, token: fresh.token });
    expect(await (await fetch(`${ url }?vsn=2.0.0&token=${ fresh.token }`)).json())
      .toEqual({ status: 200, token: fresh.token, messages: [ JSON.stringify([ null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} } ]) ] });
    // A browser on the frontend's origin may POST frames (CORS preflight of the ndjson body).
    const preflight = await fetch(`${ url }?vsn=2.0.0&token=${ fresh.token }`, { method: 'OPTIONS', headers: {
      origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const bad = await fetch(`${ url }?vsn=1.0.0`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'vsn: expected 2.0.0' });
    const tooBig = await fetch(`${ url }?vsn=2.0.0&token=${ fresh.token }`, {
      method: 'POST', headers: { 'content-type': 'application/x-ndjson' }, body: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ message: expect.any(String) });
  });
});

describe('socket idle timeout', () => {
  let db: Database;
  let server: ApiServer;

  beforeAll(async() => {
    db = await createSmallDatabase();
    server = await startApiServer({ db, logger: createSilentLogger(), config: testApiConfig({ API_PORT: '0' }), socket: { idleTimeoutMs: 500 } });
  }, 30_000);

  afterAll(async() => {
    await server?.close();
    await db?.close();
  });

  it('closes a silent connection and keeps one that sends heartbeats', async() => {
    const silent = await openRawSocket(server.url);
    const client = await connectPhoenix(server.url, { heartbeatIntervalMs: 150 });
    let closes = 0;
    client.onClose(() => { closes++; });
    try {
      const channel = await join(client, 'blocks:new_block');
      const startedAt = Date.now();
      expect(await silent.closed).toEqual({ code: 1000, reason: 'idle timeout' });
      expect(Date.now() - startedAt).toBeLessThan(2000);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(closes).toBe(0);
      expect(client.isConnected()).toBe(true);
      expect(channel.state).toBe('joined');
    } finally {
      client.disconnect();
    }
  });

  it('closes open connections with 1001 when the server stops', async() => {
    const socket = await openRawSocket(server.url);
    await server.close();
    expect((await socket.closed).code).toBe(1001);
  });
});
