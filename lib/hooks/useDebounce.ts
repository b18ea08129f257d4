import React from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: every change restarts the wait, so a
 * burst of keystrokes yields one value, `delayMs` after the last one.
 */
export default function useDebounce<T>(value: T, delayMs: number): T {
  const [ debounced, setDebounced ] = React.useState(value);
  React.useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [ value, delayMs ]);
  return debounced;
}
