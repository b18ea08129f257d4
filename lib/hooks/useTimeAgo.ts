/**
 * Relative times ("12s ago") that stay true, from one clock for the whole page: one timer,
 * set for the moment the soonest label changes, wakes only the labels whose text changes.
 * While a label counts seconds that is every second; when every label on the page counts
 * minutes or more, the timer sleeps a minute or longer. No label owns a timer of its own.
 *
 * Labels read the time rounded down to the second, so they all tick together, and two
 * times a second apart never read the same once they are a few seconds old.
 */
import React from 'react';

import { formatTimeAgo, msUntilRelativeTimeChanges } from 'lib/format/formatRelativeTime';

const SECOND_MS = 1_000;
/** setTimeout's longest delay is ~24.8 days; waking once a day costs nothing. */
const MAX_SLEEP_MS = 24 * 60 * 60 * SECOND_MS;

interface Label {
  /** The time the label counts from, in ms. */
  then: number;
  /** When its text changes next, in ms. */
  dueAt: number;
}

const labels = new Map<() => void, Label>();
let timer: ReturnType<typeof setTimeout> | undefined;
let timerDueAt = Infinity;

/** The clock every label reads: the current time rounded down to the second. */
export function clockNow(): number {
  return Math.floor(Date.now() / SECOND_MS) * SECOND_MS;
}

/** The first whole second at which the label of `then` differs from the one it has now. */
function nextChange(then: number): number {
  const now = clockNow();
  return now + Math.ceil(msUntilRelativeTimeChanges(then, now) / SECOND_MS) * SECOND_MS;
}

function schedule(dueAt: number) {
  if (dueAt >= timerDueAt) return;
  clearTimeout(timer);
  timerDueAt = dueAt;
  timer = setTimeout(tick, Math.min(Math.max(0, dueAt - Date.now()), MAX_SLEEP_MS));
}

function tick() {
  timer = undefined;
  timerDueAt = Infinity;
  const now = Date.now();
  const due: Array<() => void> = [];
  let soonest = Infinity;
  labels.forEach((label, notify) => {
    if (label.dueAt <= now) {
      label.dueAt = nextChange(label.then);
      due.push(notify);
    }
    soonest = Math.min(soonest, label.dueAt);
  });
  due.forEach((notify) => notify());
  if (soonest !== Infinity) schedule(soonest);
}

function subscribe(then: number, notify: () => void): () => void {
  const label = { then, dueAt: nextChange(then) };
  labels.set(notify, label);
  schedule(label.dueAt);
  return () => {
    labels.delete(notify);
    if (labels.size === 0) {
      clearTimeout(timer);
      timer = undefined;
      timerDueAt = Infinity;
    }
  };
}

const serverSnapshot = () => '';

/**
 * "12s ago" for `timestamp`, kept current by the shared clock. Empty during server rendering
 * and hydration (the server cannot know when the page is read), so the HTML and the first
 * client render agree; the label appears right after.
 */
export default function useTimeAgo(timestamp: string | null | undefined): string {
  const then = timestamp ? new Date(timestamp).getTime() : NaN;
  const isValid = Number.isFinite(then);
  const subscribeToClock = React.useCallback(
    (notify: () => void) => (isValid ? subscribe(then, notify) : () => undefined),
    [ then, isValid ],
  );
  const read = React.useCallback(() => (isValid ? formatTimeAgo(then, clockNow()) : ''), [ then, isValid ]);
  return React.useSyncExternalStore(subscribeToClock, read, serverSnapshot);
}
