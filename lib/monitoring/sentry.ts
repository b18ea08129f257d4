/**
 * Sentry in the browser, loaded and started once, on first need: the app starts it after the
 * page is interactive (so uncaught errors are reported) and `reportError` waits for it.
 */
import config from 'configs/app';

type Sentry = typeof import('@sentry/nextjs');

let loading: Promise<Sentry | null> | undefined;

/**
 * The started SDK, or null when the feature is off or the SDK failed to load. On the server
 * (reports from server rendering) instrumentation.ts has started it already.
 */
export function loadSentry(): Promise<Sentry | null> {
  if (!loading) {
    const isBrowser = typeof window !== 'undefined';
    loading = config.features.sentry.isEnabled ?
      Promise.all([ import('@sentry/nextjs'), import('./sentryOptions') ]).then(([ sentry, { sentryOptions } ]) => {
        const options = sentryOptions();
        if (isBrowser && options) sentry.init(options);
        return sentry;
      }).catch(() => null) :
      Promise.resolve(null);
  }
  return loading;
}

/** Tests only: forget the started SDK. */
export function resetSentryForTests() {
  loading = undefined;
}
