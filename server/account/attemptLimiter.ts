/**
 * Counts failed attempts (passwords, one-time codes) per key in a sliding window, so a
 * guesser is stopped after a few tries while a user who mistypes once is not.
 */
export interface AttemptLimiter {
  /** Whether `key` may try now. */
  allowed(key: string): boolean;
  failed(key: string): void;
  succeeded(key: string): void;
}

export function createAttemptLimiter(options: { maxFailures: number; windowMs: number; now?: () => number }): AttemptLimiter {
  const now = options.now ?? (() => Date.now());
  const failures = new Map<string, number[]>();
  let sweptAt = now();
  /** Keys not seen again would stay forever: once per window, those with no recent attempt go. */
  const sweep = () => {
    if (now() - sweptAt < options.windowMs) return;
    sweptAt = now();
    for (const [ key, times ] of failures) {
      if (times[times.length - 1] <= sweptAt - options.windowMs) failures.delete(key);
    }
  };
  const recent = (key: string) => {
    const since = now() - options.windowMs;
    const times = (failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };
  return {
    allowed: (key) => recent(key).length < options.maxFailures,
    failed: (key) => {
      sweep();
      failures.set(key, [ ...recent(key), now() ]);
    },
    succeeded: (key) => {
      failures.delete(key);
    },
  };
}
