/**
 * The realtime follower: indexes every new head as it comes, with the blocks between the
 * last one it indexed and the head, in ascending order, one block per write, so each is
 * announced on its own and in order. It owns the heights from `ctx.realtimeFrom` up, and
 * catch-up (which goes top down) the ones below, so the two never race at the tip. It
 * takes over where the stored chain ends when that is at most {@link MAX_GAP_BLOCKS}
 * below the head, else at the head (after a longer outage too), leaving the gap to
 * catch-up. A head below the last one means the node's chain got shorter.
 */
import { indexBlocks, reconcile } from './blockPipeline';
import type { IndexerContext } from './context';
import { backoffDelayMs, sleep } from './utils/backoff';
import { failureLogLevel } from './utils/failureLevel';

export const MAX_GAP_BLOCKS = 50n;

export interface Realtime {
  /** Called by the head watcher. */
  onHead(number: bigint): void;
  /** Runs until `ctx.signal` aborts. */
  run(): Promise<void>;
}

/** The highest stored consensus height, or null for an empty database. */
async function readNewestStored(ctx: IndexerContext): Promise<bigint | null> {
  const [ row ] = await ctx.db.query<{ number: number | null }>('SELECT max(number) AS number FROM blocks WHERE consensus');
  return row?.number === null || row?.number === undefined ? null : BigInt(row.number);
}

export function createRealtime(ctx: IndexerContext): Realtime {
  const log = ctx.logger.child({ action: 'realtime' });
  let lastIndexed: bigint | null = null;
  let wake: (() => void) | null = null;

  async function followOnce(head: bigint) {
    // Where an earlier run stopped: the blocks since, if few, are this follower's.
    lastIndexed ??= await readNewestStored(ctx) ?? head - 1n;
    if (head < lastIndexed) {
      log.info({ head: Number(head), last_indexed: Number(lastIndexed) }, 'node head went back');
      await reconcile(ctx, head + 1n, 1);
      await reconcile(ctx, head, -1);
      lastIndexed = head;
      ctx.realtimeFrom.number ??= head + 1n;
      return;
    }
    // A long gap is catch-up's (quietly, below the tip): this follower goes on from the head.
    const jump = head - lastIndexed > MAX_GAP_BLOCKS;
    if (jump) lastIndexed = head - 1n;
    const from = lastIndexed + 1n;
    if (ctx.realtimeFrom.number === null || jump) ctx.realtimeFrom.number = from;
    const numbers: bigint[] = [];
    for (let number = from; number <= head; number++) numbers.push(number);
    if (numbers.length === 0) {
      // Same height, maybe another hash (a reorg of the tip).
      await reconcile(ctx, head, -1);
      return;
    }
    await indexBlocks(ctx, numbers, undefined, { realtime: true });
    lastIndexed = head;
  }

  return {
    onHead(number) {
      if (ctx.head.number === null || number !== ctx.head.number) {
        ctx.head.number = number;
        wake?.();
      }
    },
    async run() {
      let failures = 0;
      let followed: bigint | null = null;
      while (!ctx.signal.aborted) {
        const head = ctx.head.number;
        if (head === null || head === followed) {
          // One abort listener per wait, removed after it: a listener left behind per head would pile up.
          await new Promise<void>((resolve) => {
            const done = () => {
              ctx.signal.removeEventListener('abort', done);
              resolve();
            };
            wake = done;
            ctx.signal.addEventListener('abort', done, { once: true });
          });
          wake = null;
          continue;
        }
        try {
          await followOnce(head);
          followed = head;
          failures = 0;
        } catch (error) {
          const delayMs = backoffDelayMs(failures++);
          log[failureLogLevel(ctx, error)]({ err: error, head: Number(head), delay_ms: delayMs },
            'following the head failed, retrying');
          await sleep(delayMs, ctx.signal);
        }
      }
    },
  };
}
