/**
 * One voice for a dependency (the node, the database) that goes away: a warning when it
 * goes down, a summary now and then while it stays down, and a line when it is back.
 * Every request that fails meanwhile reports here instead of logging on its own, so a
 * 30-second outage writes three lines, not a thousand.
 */
import type { Logger } from './logger';

export interface OutageReporter {
  /** True from the first failure until the next success. */
  readonly down: boolean;
  /** When the current outage began; null while up. */
  readonly downSince: Date | null;
  /** A request to the dependency failed because it could not be reached. */
  failed(error: unknown): void;
  /**
   * A request reached the dependency (whatever it answered). `startedAt` (ms, the clock of
   * `now`) is when it was sent: one sent before the latest failure proves nothing (a query
   * finishing on a connection the server is shutting down), so it does not end the outage.
   */
  succeeded(startedAt?: number): void;
  /** The reporter's clock, for `succeeded(startedAt)`. */
  now(): number;
}

export interface OutageReporterOptions {
  /** What is down, for the log: `node`, `database`. */
  dependency: string;
  logger: Logger;
  /** Fields added to every line (the node's URL, …). */
  fields?: Record<string, unknown>;
  /** Time between summaries while the outage lasts; default 30 s. */
  summaryIntervalMs?: number;
  now?: () => number;
}

const DEFAULT_SUMMARY_INTERVAL_MS = 30_000;

export function createOutageReporter(options: OutageReporterOptions): OutageReporter {
  const summaryIntervalMs = options.summaryIntervalMs ?? DEFAULT_SUMMARY_INTERVAL_MS;
  const now = options.now ?? Date.now;
  const fields = { dependency: options.dependency, ...options.fields };
  let downSince: number | null = null;
  let lastSummaryAt = 0;
  let lastFailureAt = 0;
  let failures = 0;

  return {
    get down() { return downSince !== null; },
    get downSince() { return downSince === null ? null : new Date(downSince); },
    now,
    failed(error) {
      failures++;
      const at = now();
      lastFailureAt = at;
      if (downSince === null) {
        downSince = at;
        lastSummaryAt = at;
        options.logger.warn({ ...fields, err: error }, `${ options.dependency } unreachable`);
      } else if (at - lastSummaryAt >= summaryIntervalMs) {
        lastSummaryAt = at;
        options.logger.warn({ ...fields, err: error, down_for_ms: at - downSince, failed_requests: failures },
          `${ options.dependency } still unreachable`);
      }
    },
    succeeded(startedAt) {
      if (downSince === null) return;
      if (startedAt !== undefined && startedAt < lastFailureAt) return;
      options.logger.warn({ ...fields, down_for_ms: now() - downSince, failed_requests: failures }, `${ options.dependency } reachable again`);
      downSince = null;
      failures = 0;
    },
  };
}
