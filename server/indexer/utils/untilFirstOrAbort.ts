/**
 * Resolves when the first of `work` settles or `signal` aborts, so a stop never waits for a
 * hanging fetch. The abort listener goes with each wait: the signal lives as long as the
 * indexer, and a listener left per wait would pile up.
 */
export async function untilFirstOrAbort(work: Array<Promise<unknown>>, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return;
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<void>((resolve) => {
    onAbort = resolve;
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    await Promise.race([ ...work, aborted ]);
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}
