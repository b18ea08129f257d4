/**
 * Sends an analytics event. This is all a page's first load carries of analytics: the library
 * and its set-up (./mixpanel.ts) are a chunk loaded only with the feature on.
 */
import config from 'configs/app';

import type { AnalyticsEventName, AnalyticsEvents } from './events';

export function trackEvent<Name extends AnalyticsEventName>(name: Name, properties: AnalyticsEvents[Name]): void {
  if (!config.features.mixpanel.isEnabled) return;
  import('./mixpanel').then((analytics) => analytics.trackEvent(name, properties)).catch(() => {});
}
