/**
 * Which sidebar row the pointer is on. A group's popover, opened from its row, closes when
 * the pointer moves onto another row of the sidebar (as a collapsed sidebar's icons invite),
 * so two popovers never stand side by side and none lingers over the next icon.
 */
type Listener = (row: string) => void;

const listeners = new Set<Listener>();

/** Called by the sidebar's rows on pointer enter, with the row's name. */
export function announceNavHover(row: string): void {
  listeners.forEach((listener) => listener(row));
}

/** Calls `listener` for each row the pointer enters; returns the unsubscribe function. */
export function onNavHover(listener: Listener): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}
