/**
 * A mutex: callers run one at a time. Waiting callers go in call order, except that an
 * urgent one (the realtime follower writing a new block) goes before every waiting
 * ordinary one (background stages writing traces or metadata), so a new block is never
 * held up behind a queue of background writes.
 */
export interface Mutex {
  run<T>(fn: () => Promise<T>, options?: { urgent?: boolean }): Promise<T>;
}

export function createMutex(): Mutex {
  const urgent: Array<() => void> = [];
  const ordinary: Array<() => void> = [];
  let busy = false;

  /** Hands the lock to the next waiter, or frees it. */
  function release() {
    const next = urgent.shift() ?? ordinary.shift();
    if (next) next();
    else busy = false;
  }

  return {
    async run(fn, options = {}) {
      if (busy) await new Promise<void>((resolve) => (options.urgent ? urgent : ordinary).push(resolve));
      busy = true;
      try {
        return await fn();
      } finally {
        release();
      }
    },
  };
}
