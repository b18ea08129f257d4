/**
 * Calls `onScrollDown` when the window has scrolled down by {@link SCROLL_THRESHOLD_PX} or more
 * since it was enabled (or since the last check), checking at most once per
 * {@link SCROLL_THROTTLE_MS} (spec §9). The search dropdown closes this way on mobile.
 */
import React from 'react';

import { SCROLL_THRESHOLD_PX, SCROLL_THROTTLE_MS } from './constants';

/** The decision itself, for tests: did the page go down far enough? */
export function isScrolledDown(previousY: number, currentY: number): boolean {
  return currentY - previousY >= SCROLL_THRESHOLD_PX;
}

export default function useScrollDown(enabled: boolean, onScrollDown: () => void) {
  const callback = React.useRef(onScrollDown);
  React.useEffect(() => {
    callback.current = onScrollDown;
  });

  React.useEffect(() => {
    if (!enabled) return;
    let lastY = window.scrollY;
    let lastCheck = 0;
    let timer: number | undefined;

    const check = () => {
      timer = undefined;
      lastCheck = Date.now();
      const y = window.scrollY;
      if (isScrolledDown(lastY, y)) callback.current();
      lastY = y;
    };
    // Throttled with a trailing call, so the position where scrolling stops is always checked.
    const onScroll = () => {
      if (timer !== undefined) return;
      const wait = Math.max(0, lastCheck + SCROLL_THROTTLE_MS - Date.now());
      timer = window.setTimeout(check, wait);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [ enabled ]);
}
