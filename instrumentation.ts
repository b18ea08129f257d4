/**
 * Runs once when the Next.js server starts. The checks live in Node-only modules so the edge
 * bundle never sees `process.exit` or the monitor's Node SDK.
 */
import type { Instrumentation } from 'next';

export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { exitOnInvalidEnv } = await import('./configs/app/exitOnInvalidEnv');
    exitOnInvalidEnv(process.env);
    const { startServerMonitor } = await import('./lib/monitoring/serverMonitor');
    await startServerMonitor();
  }
}

export const onRequestError: Instrumentation.onRequestError = async(...args) => {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { reportRequestError } = await import('./lib/monitoring/serverMonitor');
    reportRequestError(...args);
  }
};
