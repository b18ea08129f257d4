/**
 * Whether a slot's ad may load: 'reserved' (room kept, nothing loaded yet), 'show' (no blocker)
 * or 'hidden' (a blocker: `onBlocked` lets the slot go). Detection waits for the browser's first
 * idle moment, so ads load after the page's own content.
 */
import React from 'react';

import { detectAdBlock } from 'lib/ads/adBlock';
import { whenIdle } from 'lib/hooks/whenIdle';

export type AdsState = 'reserved' | 'show' | 'hidden';

export default function useAdsState(onBlocked: () => void): AdsState {
  const [ state, setState ] = React.useState<AdsState>('reserved');

  React.useEffect(() => {
    let isCancelled = false;
    const start = () => detectAdBlock().then((isBlocked) => {
      if (isCancelled) return;
      setState(isBlocked ? 'hidden' : 'show');
      if (isBlocked) onBlocked();
    });
    const cancel = whenIdle(start, 2000);
    return () => {
      isCancelled = true;
      cancel();
    };
  }, [ onBlocked ]);

  return state;
}
