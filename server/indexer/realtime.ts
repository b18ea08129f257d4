/**
 * The realtime follower: indexes every new head as it comes, with the blocks between the
 * last one it indexed and the head (at most {@link MAX_GAP_BLOCKS}; a longer gap is
 * catch-up's job). A head below the last one means the node's chain got shorter.
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

export function createRealtime(ctx: IndexerContext): Realtime {
  const log = ctx.logger.child({ action: 'realtime' });
  let lastIndexed: bigint | null = null;
  let wake: (() => void) | null = null;

  async function followOnce(head: bigint) {
    if (lastIndexed !== null && head < lastIndexed) {
      log.info({ head: Number(head), last_indexed: Number(lastIndexed) }, 'node head went back');
      await reconcile(ctx, head + 1n, 1);
      await reconcile(ctx, head, -1);
      lastIndexed = head;
      return;
    }
    const from = lastIndexed === null || head - lastIndexed > MAX_GAP_BLOCKS ? head : lastIndexed + 1n;
    const numbers: bigint[] = [];
    for (let number = from; number <= head; number++) numbers.push(number);
    if (numbers.length === 0) {
      // Same height, maybe another hash (a reorg of the tip).
      await reconcile(ctx, head, -1);
      return;
    }
    await indexBlocks(ctx, numbers);
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
          log[failureLogLevel(ctx, error)]({ err: (error as Error).message, head: Number(head), delay_ms: delayMs },
            'following the head failed, retrying');
          await sleep(delayMs, ctx.signal);
        }
      }
    },
  };
}
