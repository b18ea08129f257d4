/**
 * Starts analytics after the first render (nothing loads with the feature off or Do-Not-Track
 * on), keeps its super-properties current and sends a page view per route.
 */
import { useRouter } from 'next/router';
import React from 'react';

import config from 'configs/app';

import { trackEvent } from './trackEvent';

type Start = Parameters<typeof import('./mixpanel').startAnalytics>[0];

/** Starts analytics (the first call) or brings its super-properties up to date, loading it on first use. */
function startOrUpdate(input: Start) {
  import('./mixpanel').then(async(analytics) => {
    await analytics.startAnalytics(input);
    analytics.updateAnalytics(input);
  }).catch(() => {});
}

export default function useAnalytics(isAuthorized: boolean) {
  const router = useRouter();
  const isEnabled = config.features.mixpanel.isEnabled;

  React.useEffect(() => {
    if (isEnabled) startOrUpdate({ isAuthorized, window });
  }, [ isEnabled, isAuthorized ]);

  React.useEffect(() => {
    if (!isEnabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => startOrUpdate({ isAuthorized, window }), 500);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [ isEnabled, isAuthorized ]);

  // One view per page opened (a new path; not a new tab or list page); sent as the route's
  // pattern (`/tx/[hash]`): which kind of page, not which hash.
  const path = router.asPath.split(/[?#]/)[0];
  React.useEffect(() => {
    if (isEnabled && router.isReady) trackEvent('Page view', { 'Page type': router.pathname });
  }, [ isEnabled, router.isReady, router.pathname, path ]);
}
