/**
 * Where live rows of a list go (/blocks, an address's transactions and transfers): on top of
 * page 1 at once only while that moves nothing the reader sees, i.e. the page is scrolled to
 * its top or the list has not come into view yet. A reader scrolled down keeps the rows under
 * their eyes where they are (no layout shift, and no reliance on the browser's scroll
 * anchoring, which Safari lacks); the rows wait, counted for the "N new …" notice, and go in
 * when the reader clicks it or scrolls back to the top. On a later page they are only
 * counted, and the notice leads back to page 1.
 */
import React from 'react';

export interface LiveListInsertOptions<T> {
  /** Page 1 is shown: new rows may go into it. */
  isFirstPage: boolean;
  /** The element the list starts with (the notice above the rows); the notice scrolls it into view. */
  listRef: React.RefObject<HTMLElement | null>;
  keyOf: (item: T) => string;
  /** Puts rows on top of page 1 (its cache entry); returns how many of them did not fit. */
  insert: (items: Array<T>) => number;
  /** Loads page 1 afresh: from a later page, or when more rows came than page 1 holds. */
  reload: () => void;
}

export interface LiveListInsert<T> {
  /** Rows that came in and are not shown yet. */
  count: number;
  /** Hands new rows over (rows already in the list are the caller's to update in place). */
  add: (items: Array<T>) => void;
  /** What the notice's button does: bring the waiting rows in, at the top of the list. */
  show: () => void;
  /** Forgets waiting rows, e.g. when a filter changes. */
  reset: () => void;
}

/**
 * True when rows put on top of the list move nothing on screen: the page is at its very top,
 * or the list starts below the bottom of the viewport.
 */
export function canInsertUnseen(element: HTMLElement | null): boolean {
  if (!element || window.scrollY < 1) return true;
  return element.getBoundingClientRect().top >= window.innerHeight;
}

export default function useLiveListInsert<T>({ isFirstPage, listRef, keyOf, insert, reload }: LiveListInsertOptions<T>): LiveListInsert<T> {
  // Waiting rows, newest batch first (the order they go on top in); the count re-renders the notice.
  const waitingRef = React.useRef<Array<T>>([]);
  const [ waitingCount, setWaitingCount ] = React.useState(0);
  // Rows that cannot go in from here (a later page, or page 1 is full): only a reload shows them.
  const [ unshownCount, setUnshownCount ] = React.useState(0);

  const flushWaiting = React.useCallback(() => {
    const items = waitingRef.current;
    waitingRef.current = [];
    setWaitingCount(0);
    const overflow = items.length > 0 ? insert(items) : 0;
    if (overflow > 0) setUnshownCount((count) => count + overflow);
  }, [ insert ]);

  const add = React.useCallback((items: Array<T>) => {
    if (items.length === 0) return;
    if (!isFirstPage) {
      setUnshownCount((count) => count + items.length);
      return;
    }
    const known = new Set(waitingRef.current.map(keyOf));
    waitingRef.current = [ ...items.filter((item) => !known.has(keyOf(item))), ...waitingRef.current ];
    // In at once only where nobody sees it move, and then all waiting ones together, so the order stays that of arrival.
    if (canInsertUnseen(listRef.current)) flushWaiting(); else setWaitingCount(waitingRef.current.length);
  }, [ flushWaiting, isFirstPage, keyOf, listRef ]);

  // Back at the top, the waiting rows go in: one passive listener, only while rows wait.
  React.useEffect(() => {
    if (waitingCount === 0 || !isFirstPage) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (canInsertUnseen(listRef.current)) flushWaiting();
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [ flushWaiting, isFirstPage, listRef, waitingCount ]);

  const reset = React.useCallback(() => {
    waitingRef.current = [];
    setWaitingCount(0);
    setUnshownCount(0);
  }, []);

  const show = React.useCallback(() => {
    listRef.current?.scrollIntoView({ block: 'start' });
    if (!isFirstPage || unshownCount > 0) {
      reset();
      reload();
      return;
    }
    flushWaiting();
  }, [ flushWaiting, isFirstPage, listRef, reload, reset, unshownCount ]);

  return { count: waitingCount + unshownCount, add, show, reset };
}
