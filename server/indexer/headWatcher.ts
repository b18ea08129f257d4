/**
 * Tells the realtime follower about new heads: `eth_subscribe('newHeads')` over
 * WebSocket when the node offers it, and polling `eth_blockNumber` always (slowly when
 * the subscription works), since subscriptions can die without a word.
 */
import { webSocket } from 'viem';

import type { IndexerContext } from './context';
import { eth_blockNumber } from './rpc/actions';
import { sleep } from './utils/backoff';

export interface HeadWatcherOptions {
  wsUrl?: string;
  pollIntervalMs: number;
  onHead: (number: bigint) => void;
}

/** Starts watching; resolves when `ctx.signal` aborts. */
export async function watchHeads(ctx: IndexerContext, options: HeadWatcherOptions): Promise<void> {
  const log = ctx.logger.child({ action: 'heads' });
  let subscribed = false;
  let unsubscribe: (() => Promise<unknown>) | undefined;
  let closeSocket: (() => Promise<void>) | undefined;
  if (options.wsUrl) {
    try {
      const transport = webSocket(options.wsUrl, { reconnect: true, retryCount: 1000 })({});
      closeSocket = async() => (await transport.value!.getRpcClient()).close();
      const subscription = await transport.value!.subscribe({
        params: [ 'newHeads' ],
        onData: (data: { result?: { number?: string } }) => {
          if (typeof data.result?.number !== 'string') return;
          subscribed = true;
          options.onHead(BigInt(data.result.number));
        },
        onError: (error: Error) => {
          subscribed = false;
          log.warn({ err: error.message }, 'newHeads subscription failed; polling');
        },
      });
      unsubscribe = subscription.unsubscribe;
    } catch (error) {
      log.warn({ err: (error as Error).message }, 'WebSocket unavailable; polling');
      await closeSocket?.().catch(() => undefined);
      closeSocket = undefined;
    }
  }

  while (!ctx.signal.aborted) {
    try {
      options.onHead(await eth_blockNumber(ctx.rpc));
    } catch (error) {
      // An outage is logged once by the RPC client's outage reporter.
      log.debug({ err: (error as Error).message }, 'head poll failed');
    }
    // With a live subscription, polling is only a safety net.
    await sleep(subscribed ? options.pollIntervalMs * 5 : options.pollIntervalMs, ctx.signal);
  }
  await unsubscribe?.().catch(() => undefined);
  // Note: viem keeps the socket open for reuse; close it or the process cannot exit.
  await closeSocket?.().catch(() => undefined);
}
