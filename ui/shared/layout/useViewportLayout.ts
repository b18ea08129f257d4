/**
 * Which layout the page draws: 'desktop' (sidebar, tables) or 'mobile' (burger header, cards),
 * or 'both' with CSS showing the one for the viewport. Hydration starts from the server's
 * guess (`lib/next/viewportGuess.ts`), so the first paint matches the HTML; right after, the
 * real width decides, and keeps deciding on resize. Without a guess (no user agent, component
 * tests) both layouts stay.
 */
import React from 'react';

import { BREAKPOINTS } from 'theme/breakpoints';
import { useAppContext } from 'ui/shared/layout/AppContext';

export type ViewportLayout = 'desktop' | 'mobile' | 'both';

const DESKTOP_QUERY = `(min-width: ${ BREAKPOINTS.lg })`;

function subscribe(onChange: () => void) {
  const media = window.matchMedia(DESKTOP_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const currentLayout = (): ViewportLayout => window.matchMedia(DESKTOP_QUERY).matches ? 'desktop' : 'mobile';

const subscribeToNothing = () => () => undefined;

export default function useViewportLayout(): ViewportLayout {
  const { viewport } = useAppContext();
  const guessed = viewport ?? 'both';
  return React.useSyncExternalStore(
    viewport ? subscribe : subscribeToNothing,
    viewport ? currentLayout : () => guessed,
    () => guessed,
  );
}
