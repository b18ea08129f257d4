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

/** One media query list for every component that asks (the lists draw many of them). */
let desktopQuery: MediaQueryList | undefined;
const getDesktopQuery = () => desktopQuery ??= window.matchMedia(DESKTOP_QUERY);

function subscribe(onChange: () => void) {
  const media = getDesktopQuery();
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const isDesktopWidth = () => getDesktopQuery().matches;
const currentLayout = (): ViewportLayout => isDesktopWidth() ? 'desktop' : 'mobile';
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

/** True below the lg breakpoint; on the server and while hydrating, the server's guess. */
export function useIsMobile(): boolean {
  const { viewport } = useAppContext();
  return React.useSyncExternalStore(subscribe, () => !isDesktopWidth(), () => viewport === 'mobile');
}
