/**
 * The one door to the error monitor. Sentry is loaded lazily on first use so it stays out of
 * the first-load bundle; with Sentry off (no DSN) this is a no-op and nothing is loaded.
 */
import { loadSentry } from './sentry';

/** Extra facts to attach to the report (url, status, ...). */
export type ErrorContext = Record<string, unknown>;

/**
 * Reports `error` to the monitor when the Sentry feature is on. Never throws and never awaits:
 * a broken monitor must not break the caller.
 */
export function reportError(error: unknown, context?: ErrorContext): void {
  loadSentry()
    .then((sentry) => {
      sentry?.captureException(error, context ? { extra: context } : undefined);
    })
    .catch(() => {
      // The monitor itself failed; nothing sensible left to do.
    });
}

export default reportError;
