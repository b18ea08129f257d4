/** A promise-chain mutex: callers run one at a time, in call order. */
export interface Mutex {
  run<T>(fn: () => Promise<T>): Promise<T>;
}

export function createMutex(): Mutex {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run(fn) {
      const result = tail.then(fn, fn);
      // The next caller waits for this one whether it succeeds or fails.
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
