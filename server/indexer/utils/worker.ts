/**
 * A background loop: runs `step` again and again; a step that found nothing to do makes
 * it rest `idleMs`. A step that fails with an error that may pass (the node or database
 * away, a chain that moved: {@link isRetryable}) makes it back off and try again; one that
 * would fail the same way every time (a bug in our reading of the node's answers, a
 * setting that must change) stops the loop, reported at error level, instead of retrying
 * it forever. Items that fail for good are the step's to set aside, so one bad item never
 * gets here. Ends when `signal` aborts.
 */
import { isRetryable } from '../../common/errors';
import type { Logger } from '../../common/logger';
import { backoffDelayMs, sleep } from './backoff';

export async function runWorker(options: {
  name: string;
  /** Resolves to the amount of work done; 0 means idle. */
  step: () => Promise<number>;
  idleMs: number;
  signal: AbortSignal;
  logger: Logger;
  /** Log level of a failed step that will be retried; `warn` unless told (see `failureLevel.ts`). */
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
      if (!isRetryable(error)) {
        log.error({ err: error }, `${ options.name } stopped: the error will not pass by trying again`);
        return;
      }
      const delayMs = backoffDelayMs(failures++);
      log[options.failureLevel?.(error) ?? 'warn']({ err: error, delay_ms: delayMs }, `${ options.name } failed, retrying`);
      await sleep(delayMs, options.signal);
    }
  }
}
