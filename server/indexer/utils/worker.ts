/**
 * A background loop: runs `step` again and again; a step that found nothing to do makes
 * it rest `idleMs`, a failing step makes it back off. Ends when `signal` aborts.
 */
import type { Logger } from '../../common/logger';
import { backoffDelayMs, sleep } from './backoff';

export async function runWorker(options: {
  name: string;
  /** Resolves to the amount of work done; 0 means idle. */
  step: () => Promise<number>;
  idleMs: number;
  signal: AbortSignal;
  logger: Logger;
  /** Log level of a failed step; `warn` unless told (see `failureLevel.ts`). */
  failureLevel?: (error: unknown) => 'warn' | 'debug';
}): Promise<void> {
  const log = options.logger.child({ action: options.name });
  let failures = 0;
  while (!options.signal.aborted) {
    try {
      const done = await options.step();
      failures = 0;
      if (done === 0) await sleep(options.idleMs, options.signal);
    } catch (error) {
      const delayMs = backoffDelayMs(failures++);
      log[options.failureLevel?.(error) ?? 'warn']({ err: error, delay_ms: delayMs }, `${ options.name } failed, retrying`);
      await sleep(delayMs, options.signal);
    }
  }
}
