/**
 * Whether ad slots show an ad: 'reserved' (room kept, nothing loaded yet), 'show' (no blocker,
 * load the ad) or 'hidden' (a blocker, now or on an earlier page). Detection waits for the
 * browser's first idle moment, so ads load after the page's own content.
 */
import React from 'react';

import config from 'configs/app';
import { detectAdBlock } from 'lib/ads/adBlock';
import { useAppContext } from 'ui/shared/layout/AppContext';

export type AdsState = 'reserved' | 'show' | 'hidden';

export default function useAdsState(): AdsState {
  const { adBlockCookie } = useAppContext();
  const [ state, setState ] = React.useState<AdsState>(adBlockCookie === 'true' ? 'hidden' : 'reserved');
  const isOn = config.features.adsBanner.isEnabled || config.features.adsText.isEnabled;

  React.useEffect(() => {
    if (!isOn) return;
    let isCancelled = false;
    const start = () => detectAdBlock().then((isBlocked) => {
      if (!isCancelled) setState(isBlocked ? 'hidden' : 'show');
    });
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 2000 });
      return () => {
        isCancelled = true;
        window.cancelIdleCallback(id);
      };
    }
    const timer = setTimeout(start, 500);
    return () => {
      isCancelled = true;
      clearTimeout(timer);
    };
  }, [ isOn ]);

  return state;
}
