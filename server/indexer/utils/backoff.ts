/** Exponential back-off shared by the RPC client and the indexer loops. */

const BASE_DELAY_MS = 250;
const MAX_DELAY_MS = 10_000;

/** 250 ms, 500 ms, 1 s, … capped at 10 s, with ±20 % jitter so retries do not align. */
export function backoffDelayMs(attempt: number, random: () => number = Math.random): number {
  const delay = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
  return Math.round(delay * (0.8 + 0.4 * random()));
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

const RETRY_LATER_BASE_SECONDS = 1;
const RETRY_LATER_MAX_SECONDS = 300;

/**
 * Pause before a row whose read failed for a reason that may pass (token or NFT
 * metadata while the node is unavailable) is due again: 1 s, 2 s, 4 s, … capped at 5 min.
 * @param attempts failed attempts so far
 */
export function retryAfterSeconds(attempts: number): number {
  return Math.min(RETRY_LATER_MAX_SECONDS, RETRY_LATER_BASE_SECONDS * 2 ** Math.min(attempts, 20));
}
