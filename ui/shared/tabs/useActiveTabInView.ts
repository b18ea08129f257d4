/**
 * Scrolls a tab strip sideways so that its active tab is in view: on a phone a strip of seven
 * tabs shows three, and a link to the last one would otherwise open with it hidden. Only the
 * strip scrolls, never the page.
 */
import React from 'react';

/** Room kept beside the active tab, so the next one peeks out and says the strip scrolls. */
const MARGIN_PX = 24;

export default function useActiveTabInView(stripRef: React.RefObject<HTMLElement | null>, active: string | undefined): void {
  React.useEffect(() => {
    const strip = stripRef.current;
    if (!strip || active === undefined) return;
    const tab = strip.querySelector<HTMLElement>(`[role="tab"][aria-selected="true"]`);
    if (!tab) return;
    const stripBox = strip.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    if (tabBox.left < stripBox.left) {
      strip.scrollLeft -= stripBox.left - tabBox.left + MARGIN_PX;
    } else if (tabBox.right > stripBox.right) {
      strip.scrollLeft += tabBox.right - stripBox.right + MARGIN_PX;
    }
  }, [ stripRef, active ]);
}
