/**
 * Mixpanel, only with a project token and only for visitors without Do-Not-Track: the library
 * loads after the page (its own chunk, the core build without session recording) and sends
 * batches to the configured host. Its sender already follows spec §8/§9 (batches of 50, flush
 * every 5 s, 90 s timeout, retry with back-off and Retry-After, 413 halves the batch): we set
 * those numbers, we do not re-implement them.
 */
import config from 'configs/app';

import type { AnalyticsEventName, AnalyticsEvents } from './events';
import { superProperties, type SuperPropertiesInput } from './superProperties';

type Mixpanel = typeof import('mixpanel-browser/dist/mixpanel-core.cjs').default;

/** Spec §9: the sender's numbers, named as mixpanel-browser names them. */
export const SENDER_SETTINGS = {
  batch_requests: true,
  batch_size: 50,
  batch_flush_interval_ms: 5000,
  batch_request_timeout_ms: 90_000,
  cookie_expiration: 365,
  track_links_timeout: 300,
} as const;

/** Spec §9: the loader tries up to 3 more times, 500 ms apart. */
const LOADER_RETRIES = 3;
const LOADER_RETRY_MS = 500;

let loading: Promise<Mixpanel | null> | null = null;

export function isDoNotTrack(browser: { navigator: Navigator } & { doNotTrack?: string }): boolean {
  const navigator = browser.navigator as Navigator & { msDoNotTrack?: string };
  return [ navigator.doNotTrack, browser.doNotTrack, navigator.msDoNotTrack ].some((value) => value === '1' || value === 'yes');
}

async function importLibrary(): Promise<Mixpanel> {
  for (let attempt = 0; ; attempt++) {
    try {
      return (await import('mixpanel-browser/dist/mixpanel-core.cjs')).default;
    } catch (error) {
      if (attempt >= LOADER_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, LOADER_RETRY_MS));
    }
  }
}

/** Loads and starts Mixpanel once; resolves null (and loads nothing) when it must stay off. */
export function startAnalytics(input: Omit<SuperPropertiesInput, 'userId'>): Promise<Mixpanel | null> {
  const feature = config.features.mixpanel;
  if (!loading) {
    loading = !feature.isEnabled || isDoNotTrack(window) ? Promise.resolve(null) : importLibrary().then((mixpanel) => {
      mixpanel.init(feature.projectToken, {
        ...SENDER_SETTINGS,
        ...(feature.apiHost ? { api_host: feature.apiHost } : {}),
        persistence: 'localStorage',
        // The visitor's address is not used to place them on a map.
        ip: false,
        track_pageview: false,
      });
      mixpanel.register(superProperties({ ...input, userId: String(mixpanel.get_distinct_id()) }));
      return mixpanel;
    }).catch(() => null);
  }
  return loading;
}

/** Keeps the super-properties current (sign-in, a resized window). */
export function updateAnalytics(input: Omit<SuperPropertiesInput, 'userId'>): void {
  loading?.then((mixpanel) => mixpanel?.register(superProperties({ ...input, userId: String(mixpanel.get_distinct_id()) }))).catch(() => {});
}

/** Sends one event once analytics has started; a no-op when it is off. Never throws. */
export function trackEvent<Name extends AnalyticsEventName>(name: Name, properties: AnalyticsEvents[Name]): void {
  loading?.then((mixpanel) => mixpanel?.track(name, properties)).catch(() => {});
}

/** Tests only. */
export function resetAnalyticsForTests() {
  loading = null;
}
