/**
 * EDR returns every execution's trace in a native object that V8 does not count toward its
 * heap, so V8 sees no reason to collect it: a million gas of execution keeps ~100 MB until
 * the next collection, and a few heavy `eth_call`s ran a process out of memory. After
 * requests that executed for a while in total, the devnet asks V8 for a collection.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

import type { EIP1193Provider } from 'hardhat/types';

/** Growth of the process's memory since the last collection that makes the next one due. */
const COLLECT_AFTER_GROWTH_BYTES = 256 * 1024 * 1024;
const RSS_LOOK_INTERVAL_MS = 100;

function loadCollector(): (() => void) | null {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  try {
    // `gc` is only reachable with --expose-gc; setting the flag now exposes it to new contexts.
    v8.setFlagsFromString('--expose-gc');
    return vm.runInNewContext('gc') as () => void;
  } catch {
    return null;
  }
}

/**
 * Wraps `provider.request` so that native traces are freed once they pile up. A collection
 * of a large heap takes a few hundred milliseconds, so it runs only when the process has
 * grown by {@link COLLECT_AFTER_GROWTH_BYTES}: after heavy calls, not after every request.
 */
export function reclaimTraceMemory(provider: EIP1193Provider): void {
  const collect = loadCollector();
  if (!collect) return;
  const request = provider.request.bind(provider);
  let baseline = process.memoryUsage.rss();
  let scheduled = false;
  // Reading the RSS is a system call: under an indexer's thousands of requests a second it
  // showed in profiles, and memory does not grow by 256 MB between two looks 100 ms apart.
  let lookedAt = 0;
  const due = () => {
    const now = Date.now();
    if (now - lookedAt < RSS_LOOK_INTERVAL_MS) return false;
    lookedAt = now;
    return process.memoryUsage.rss() - baseline > COLLECT_AFTER_GROWTH_BYTES;
  };
  provider.request = async(args) => {
    try {
      return await request(args);
    } finally {
      if (!scheduled && due()) {
        scheduled = true;
        // After the answer has gone out and the response object is unreachable.
        setImmediate(() => {
          collect();
          // Freed memory stays with the process for reuse, so growth counts from here.
          baseline = process.memoryUsage.rss();
          scheduled = false;
        });
      }
    }
  };
}
