/**
 * "2h 5m left" for an end time, kept current. All labels share one timer, set for the soonest
 * change (see lib/hooks/useTimeAgo for the same idea counting up). Empty during server
 * rendering and hydration: the server cannot know when the page is read.
 */
import React from 'react';

import { formatTimeLeft, msUntilTimeLeftChanges } from './timeLeft';

const labels = new Map<() => void, { end: number; dueAt: number }>();
let timer: ReturnType<typeof setTimeout> | undefined;

function schedule() {
  clearTimeout(timer);
  timer = undefined;
  let soonest = Infinity;
  labels.forEach((label) => {
    soonest = Math.min(soonest, label.dueAt);
  });
  // A label past its end never changes again.
  if (soonest !== Infinity) timer = setTimeout(tick, Math.max(0, soonest - Date.now()));
}

function tick() {
  const now = Date.now();
  const due: Array<() => void> = [];
  labels.forEach((label, notify) => {
    if (label.dueAt > now) return;
    label.dueAt = now + msUntilTimeLeftChanges(label.end, now);
    due.push(notify);
  });
  due.forEach((notify) => notify());
  schedule();
}

function subscribe(end: number, notify: () => void): () => void {
  labels.set(notify, { end, dueAt: Date.now() + msUntilTimeLeftChanges(end) });
  schedule();
  return () => {
    labels.delete(notify);
    schedule();
  };
}

const serverSnapshot = () => '';

export default function useTimeLeft(end: string | null | undefined): string {
  const endMs = end ? new Date(end).getTime() : NaN;
  const isValid = Number.isFinite(endMs);
  const subscribeToClock = React.useCallback(
    (notify: () => void) => (isValid ? subscribe(endMs, notify) : () => undefined),
    [ endMs, isValid ],
  );
  const read = React.useCallback(() => (isValid ? formatTimeLeft(endMs) : ''), [ endMs, isValid ]);
  return React.useSyncExternalStore(subscribeToClock, read, serverSnapshot);
}
