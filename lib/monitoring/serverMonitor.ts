/**
 * Sentry in the web server (Node only, started by instrumentation.ts): errors of server
 * rendering and of our API routes are reported with the same options as the browser's.
 */
import type { Instrumentation } from 'next';

import { sentryOptions } from './sentryOptions';

type Sentry = typeof import('@sentry/nextjs');

let started: Sentry | null = null;

/** Starts the monitor when a DSN is configured; otherwise loads nothing. */
export async function startServerMonitor(): Promise<void> {
  const options = sentryOptions();
  if (!options || started) return;
  started = await import('@sentry/nextjs');
  started.init(options);
}

/** Next's `onRequestError`: a request that failed on the server, reported with its route. */
export function reportRequestError(...args: Parameters<Instrumentation.onRequestError>): void {
  started?.captureRequestError(...args);
}

/** Sends what is queued (tests, and a server about to exit). */
export async function flushServerMonitor(timeoutMs = 2000): Promise<void> {
  await started?.flush(timeoutMs);
}
