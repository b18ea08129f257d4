import React from 'react';

import { BREAKPOINTS } from 'theme/breakpoints';

const QUERY = `(max-width: ${ parseInt(BREAKPOINTS.lg, 10) - 1 }px)`;

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** True below the lg breakpoint; false during server rendering and hydration. */
export default function useIsMobile(): boolean {
  return React.useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
}
