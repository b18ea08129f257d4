import React from 'react';

/**
 * One shared clock per interval: every component asking for the time every `intervalMs`
 * reads the same timer, so a list of 50 rows does not run 50 intervals.
 */
interface Clock {
  now: number;
  listeners: Set<() => void>;
  timer?: ReturnType<typeof setInterval>;
}

const clocks = new Map<number, Clock>();

function getClock(intervalMs: number): Clock {
  let clock = clocks.get(intervalMs);
  if (!clock) {
    clock = { now: Date.now(), listeners: new Set() };
    clocks.set(intervalMs, clock);
  }
  return clock;
}

function subscribe(intervalMs: number, listener: () => void): () => void {
  const clock = getClock(intervalMs);
  clock.listeners.add(listener);
  if (!clock.timer) {
    clock.now = Date.now();
    clock.timer = setInterval(() => {
      clock.now = Date.now();
      clock.listeners.forEach((notify) => notify());
    }, intervalMs);
  }
  return () => {
    clock.listeners.delete(listener);
    if (clock.listeners.size === 0 && clock.timer) {
      clearInterval(clock.timer);
      clock.timer = undefined;
    }
  };
}

/** The current time, re-read every `intervalMs`, so relative times ("12s ago") stay true. */
export default function useNow(intervalMs = 1_000): number {
  const subscribeToClock = React.useCallback((listener: () => void) => subscribe(intervalMs, listener), [ intervalMs ]);
  const read = React.useCallback(() => getClock(intervalMs).now, [ intervalMs ]);
  return React.useSyncExternalStore(subscribeToClock, read, read);
}
