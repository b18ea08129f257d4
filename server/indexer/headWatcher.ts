/**
 * Tells the realtime follower about new heads: `eth_subscribe('newHeads')` over
 * WebSocket when the node offers it, and polling `eth_blockNumber` always (slowly while the
 * subscription delivers), since subscriptions can die without a word: when a poll finds
 * heads the subscription never announced, it is taken for dead, polling goes back to full
 * speed and a new subscription is made on a new socket.
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

/** Heads a poll may find beyond the subscription's last one before it counts as silent (one may be in flight). */
const SILENT_AFTER_MISSED_HEADS = 2n;

interface Subscription {
  close(): Promise<void>;
}

/** Starts watching; resolves when `ctx.signal` aborts. */
export async function watchHeads(ctx: IndexerContext, options: HeadWatcherOptions): Promise<void> {
  const log = ctx.logger.child({ action: 'heads' });
  let subscribed = false;
  /** The newest head the current subscription delivered. */
  let subscribedHead: bigint | null = null;
  /** Counts announcements, so a poll can tell one arrived while it was in flight. */
  let announcements = 0;
  let subscription: Subscription | undefined;

  async function subscribe(wsUrl: string): Promise<Subscription | undefined> {
    let closeSocket: (() => Promise<void>) | undefined;
    try {
      const transport = webSocket(wsUrl, { reconnect: true, retryCount: 1000 })({});
      closeSocket = async() => (await transport.value!.getRpcClient()).close();
      const { unsubscribe } = await transport.value!.subscribe({
        params: [ 'newHeads' ],
        onData: (data: { result?: { number?: string } }) => {
          if (typeof data.result?.number !== 'string') return;
          subscribed = true;
          announcements++;
          subscribedHead = BigInt(data.result.number);
          options.onHead(subscribedHead);
        },
        onError: (error: Error) => {
          subscribed = false;
          log.warn({ err: error }, 'newHeads subscription failed; polling');
        },
      });
      return {
        async close() {
          await unsubscribe().catch(() => undefined);
          // Note: viem keeps the socket open for reuse; close it or the process cannot exit.
          await closeSocket?.().catch(() => undefined);
        },
      };
    } catch (error) {
      log.warn({ err: error }, 'WebSocket unavailable; polling');
      await closeSocket?.().catch(() => undefined);
      return undefined;
    }
  }

  if (options.wsUrl) subscription = await subscribe(options.wsUrl);

  while (!ctx.signal.aborted) {
    try {
      const announcedBefore = announcements;
      const head = await eth_blockNumber(ctx.rpc);
      // A poll answered before a newer announcement arrived is not a shorter chain: passing it on
      // would move the head back, and stages reading state "at the head" would read a block
      // from before contracts they have just met (a token's name read as absent).
      const overtaken = announcements !== announcedBefore && subscribedHead !== null && head < subscribedHead;
      if (!overtaken) options.onHead(head);
      if (subscribed && options.wsUrl && subscribedHead !== null && head >= subscribedHead + SILENT_AFTER_MISSED_HEADS) {
        log.warn({ head: Number(head), last_announced: Number(subscribedHead) }, 'newHeads subscription went silent; subscribing again');
        subscribed = false;
        subscribedHead = null;
        await subscription?.close();
        subscription = await subscribe(options.wsUrl);
      }
    } catch (error) {
      // An outage is logged once by the RPC client's outage reporter.
      log.debug({ err: error }, 'head poll failed');
    }
    // With a live subscription, polling is only a safety net.
    await sleep(subscribed ? options.pollIntervalMs * 5 : options.pollIntervalMs, ctx.signal);
  }
  await subscription?.close();
}
