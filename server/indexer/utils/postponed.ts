/**
 * Items (contracts, blocks) whose reads failed, each waiting on its own before it is tried
 * again: 1 s, 2 s, 4 s, … ({@link retryAfterSeconds}), so one failing item never holds up
 * the others and is not asked for again and again while it fails.
 */
import { retryAfterSeconds } from './backoff';

export function createPostponed(now: () => number = Date.now) {
  const entries = new Map<string, { attempts: number; dueAt: number }>();
  return {
    /** Whether `key` may be tried now (it never failed, or its pause is over). */
    isDue: (key: string) => (entries.get(key)?.dueAt ?? 0) <= now(),
    /** The keys still in their pause. */
    waiting: () => [ ...entries ].filter(([ , entry ]) => entry.dueAt > now()).map(([ key ]) => key),
    /** Records a failure of `key` and starts its pause; resolves to its failures in a row. */
    failed(key: string): number {
      const attempts = (entries.get(key)?.attempts ?? 0) + 1;
      entries.set(key, { attempts, dueAt: now() + retryAfterSeconds(attempts - 1) * 1000 });
      return attempts;
    },
    /** `key` succeeded or was settled otherwise: forgotten. */
    forget: (key: string) => { entries.delete(key); },
  };
}
