/**
 * Catch-up: finds the heights between genesis and the head that have no consensus block
 * and indexes them from the top down, so the newest history appears first. Restarts
 * resume by themselves, since the gaps are read from the database each round.
 */
import { indexBlocks } from './blockPipeline';
import type { IndexerContext } from './context';
import { backoffDelayMs, sleep } from './utils/backoff';
import { failureLogLevel } from './utils/failureLevel';

/** Heights handed to the pipeline at a time. */
const CHUNK_BLOCKS = 1000;
const IDLE_POLL_MS = 1000;

export interface HeightRange {
  from: number;
  to: number;
}

/** Gaps of consensus heights within [0, head], highest first. */
export async function findMissingRanges(ctx: Pick<IndexerContext, 'db'>, head: number, limit = 10): Promise<HeightRange[]> {
  const rows = await ctx.db.query<{ from_number: number; to_number: number }>(`
    WITH present AS (SELECT number FROM blocks WHERE consensus AND number <= $1),
    steps AS (SELECT number, lag(number) OVER (ORDER BY number) AS previous FROM present)
    SELECT previous + 1 AS from_number, number - 1 AS to_number FROM steps WHERE number - previous > 1
    UNION ALL SELECT 0, min(number) - 1 FROM present HAVING min(number) > 0
    UNION ALL SELECT COALESCE(max(number) + 1, 0), $1 FROM present HAVING COALESCE(max(number), -1) < $1
    ORDER BY to_number DESC LIMIT $2`, [ head, limit ]);
  return rows.map((row) => ({ from: Number(row.from_number), to: Number(row.to_number) }));
}

/**
 * Runs until `ctx.signal` aborts. Alongside a realtime follower (`belowRealtime`) it fills
 * only the heights below the follower's (`ctx.realtimeFrom`), and waits until the follower
 * has started: catch-up goes top down, and racing the follower at the tip would announce
 * new blocks late and out of order.
 */
export async function runCatchup(ctx: IndexerContext, options: { concurrency: number; belowRealtime?: boolean; onProgress?: () => void }): Promise<void> {
  const log = ctx.logger.child({ action: 'catchup' });
  let failures = 0;
  while (!ctx.signal.aborted) {
    const head = options.belowRealtime ?
      (ctx.realtimeFrom.number === null ? null : ctx.realtimeFrom.number - 1n) :
      ctx.head.number;
    if (head === null || head < 0n) {
      await sleep(IDLE_POLL_MS, ctx.signal);
      continue;
    }
    try {
      const [ range ] = await findMissingRanges(ctx, Number(head), 1);
      if (!range) {
        await sleep(IDLE_POLL_MS, ctx.signal);
        continue;
      }
      const lowest = Math.max(range.from, range.to - CHUNK_BLOCKS + 1);
      const numbers: bigint[] = [];
      for (let number = range.to; number >= lowest; number--) numbers.push(BigInt(number));
      const startedAt = Date.now();
      const written = await indexBlocks(ctx, numbers, options.concurrency);
      log.info({ from: lowest, to: range.to, blocks: written.length, duration_ms: Date.now() - startedAt }, 'catch-up chunk indexed');
      options.onProgress?.();
      failures = 0;
    } catch (error) {
      const delayMs = backoffDelayMs(failures++);
      log[failureLogLevel(ctx, error)]({ err: error, delay_ms: delayMs }, 'catch-up failed, retrying');
      await sleep(delayMs, ctx.signal);
    }
  }
}
