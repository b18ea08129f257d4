/**
 * Scrolls a tab strip sideways so that its active tab is in view: on a phone a strip of seven
 * tabs shows three, and a link to the last one would otherwise open with it hidden. Only the
 * strip scrolls, never the page. Tab counters arrive after the first paint and widen the tabs
 * before the active one, so the strip follows their size until the reader touches it.
 */
import React from 'react';

/** Room kept beside the active tab, so the next one peeks out and says the strip scrolls. */
const MARGIN_PX = 24;

/** Scrolls `strip` the least that shows its selected tab whole. */
function bringActiveTabIntoView(strip: HTMLElement) {
  const tab = strip.querySelector<HTMLElement>(`[role="tab"][aria-selected="true"]`);
  if (!tab) return;
  const stripBox = strip.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  if (tabBox.left < stripBox.left) {
    strip.scrollLeft -= stripBox.left - tabBox.left + MARGIN_PX;
  } else if (tabBox.right > stripBox.right) {
    strip.scrollLeft += tabBox.right - stripBox.right + MARGIN_PX;
  }
}

export default function useActiveTabInView(stripRef: React.RefObject<HTMLElement | null>, active: string | undefined): void {
  React.useEffect(() => {
    const strip = stripRef.current;
    if (!strip || active === undefined) return;
    bringActiveTabIntoView(strip);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => bringActiveTabIntoView(strip));
    strip.querySelectorAll('[role="tab"]').forEach((tab) => observer.observe(tab));
    // Once the reader scrolls the strip themselves, it stays where they put it.
    const stop = () => observer.disconnect();
    const events = [ 'pointerdown', 'wheel', 'touchstart', 'keydown' ] as const;
    events.forEach((event) => strip.addEventListener(event, stop, { once: true, passive: true }));
    return () => {
      observer.disconnect();
      events.forEach((event) => strip.removeEventListener(event, stop));
    };
  }, [ stripRef, active ]);
}
