/**
 * Starts Sentry in the browser once the page is interactive, so uncaught errors and rejected
 * promises are reported too; with no DSN nothing is loaded.
 */
import React from 'react';

import config from 'configs/app';
import { whenIdle } from 'lib/hooks/whenIdle';

import { loadSentry } from './sentry';

export default function useErrorMonitor() {
  const isEnabled = config.features.sentry.isEnabled;
  React.useEffect(() => {
    if (!isEnabled) return;
    return whenIdle(() => void loadSentry(), 3000);
  }, [ isEnabled ]);
}
