/**
 * Starts Sentry in the browser once the page is interactive, so uncaught errors and rejected
 * promises are reported too; with no DSN nothing is loaded.
 */
import React from 'react';

import config from 'configs/app';

import { loadSentry } from './sentry';

export default function useErrorMonitor() {
  const isEnabled = config.features.sentry.isEnabled;
  React.useEffect(() => {
    if (!isEnabled) return;
    const start = () => void loadSentry();
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 1000);
    return () => clearTimeout(timer);
  }, [ isEnabled ]);
}
