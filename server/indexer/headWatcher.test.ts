/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { WebSocketServer } from 'ws';

import { createDevnet, type Devnet } from '../devnet/node';
import type { IndexerContext } from './context';
import { watchHeads } from './headWatcher';
import { createRpcClient } from './rpc/client';
import { waitUntil } from './testing/verifyChain';

/** A WebSocket node that takes `eth_subscribe` and then never says a word: a subscription dead without an error. */
function startSilentNode() {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  let subscriptions = 0;
  server.on('connection', (socket) => socket.on('message', (data) => {
    const request = JSON.parse(data.toString()) as { id: number; method: string };
    if (request.method === 'eth_subscribe') subscriptions++;
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: request.id, result: request.method === 'eth_subscribe' ? `0x${ subscriptions }` : true }));
    // One announcement on the first subscription, so the watcher takes it for live.
    if (request.method === 'eth_subscribe' && subscriptions === 1) {
      socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'eth_subscription', params: { subscription: '0x1', result: { number: '0x0' } } }));
    }
  }));
  const url = new Promise<string>((resolve) => server.on('listening', () => resolve(`ws://127.0.0.1:${ (server.address() as { port: number }).port }`)));
  return { url, subscriptions: () => subscriptions, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * A node whose `eth_blockNumber` answers after 300 ms with the head as it was when asked, while
 * its subscription announces the next head at once: the race of a poll and an announcement.
 */
async function startRacingNode() {
  let head = 1;
  const sockets = new Set<import('ws').WebSocket>();
  const announce = (number: number) => sockets.forEach((socket) => socket.send(JSON.stringify({
    jsonrpc: '2.0', method: 'eth_subscription', params: { subscription: '0x1', result: { number: `0x${ number.toString(16) }` } } })));
  const ws = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  const wsListening = new Promise<void>((resolve) => ws.on('listening', resolve));
  ws.on('connection', (socket) => socket.on('message', (data) => {
    const request = JSON.parse(data.toString()) as { id: number };
    sockets.add(socket);
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: request.id, result: '0x1' }));
  }));
  let polls = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => body += chunk);
    req.on('end', () => {
      const parsed = JSON.parse(body) as { id: number } | Array<{ id: number }>;
      const asked = head;
      polls++;
      // The chain moves on while this answer travels; the subscription says so first.
      if (polls === 3) announce(++head);
      const answer = (request: { id: number }) => ({ jsonrpc: '2.0', id: request.id, result: `0x${ asked.toString(16) }` });
      setTimeout(() => res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed))), 300);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await wsListening;
  return {
    url: `http://127.0.0.1:${ (server.address() as AddressInfo).port }`,
    wsUrl: `ws://127.0.0.1:${ (ws.address() as AddressInfo).port }`,
    polls: () => polls,
    close: async() => {
      ws.clients.forEach((socket) => socket.terminate());
      await new Promise((resolve) => ws.close(resolve));
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('watchHeads', () => {
  let devnet: Devnet;
  beforeAll(async() => {
    devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
  });
  afterAll(async() => {
    await devnet.close();
  });

  it('takes a subscription that stops announcing heads for dead: polls at full speed and subscribes again', async() => {
    const node = startSilentNode();
    const controller = new AbortController();
    const heads: bigint[] = [];
    const logger = { child: () => logger, warn: jest.fn(), debug: jest.fn(), info: jest.fn(), error: jest.fn() };
    const ctx = { logger, rpc: createRpcClient({ url: devnet.url }), signal: controller.signal } as unknown as IndexerContext;
    const watching = watchHeads(ctx, { wsUrl: await node.url, pollIntervalMs: 100, onHead: (head) => heads.push(head) });
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await devnet.mine(3);
      // The safety-net poll (5 × 100 ms) sees 3 heads the subscription never announced, and subscribes again
      // (within about 800 ms on an idle machine; a busy one delays timers, so this waits for it).
      await waitUntil(() => node.subscriptions() >= 2, 10_000, 'a second subscription');
      expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ last_announced: 0 }), 'newHeads subscription went silent; subscribing again');
      // From then on, polling at full speed: a new head is seen within a poll or two.
      const before = heads.length;
      await devnet.mine(1);
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(heads.slice(before)).toContain(4n);
    } finally {
      controller.abort();
      await watching;
      await node.close();
    }
  });

  it('never moves the head back to a poll answer that a newer announcement overtook', async() => {
    const node = await startRacingNode();
    const controller = new AbortController();
    const heads: bigint[] = [];
    const logger = { child: () => logger, warn: jest.fn(), debug: jest.fn(), info: jest.fn(), error: jest.fn() };
    const ctx = { logger, rpc: createRpcClient({ url: node.url }), signal: controller.signal } as unknown as IndexerContext;
    const watching = watchHeads(ctx, { wsUrl: node.wsUrl, pollIntervalMs: 10, onHead: (head) => heads.push(head) });
    try {
      await waitUntil(() => node.polls() >= 5, 10_000, 'five polls');
      // Head 2 was announced while the third poll, asked at head 1, was on its way back.
      expect(heads).toContain(2n);
      expect(heads.slice(heads.indexOf(2n))).not.toContain(1n);
    } finally {
      controller.abort();
      await watching;
      await node.close();
    }
  });
});
