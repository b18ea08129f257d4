/** @jest-environment node */
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
});
