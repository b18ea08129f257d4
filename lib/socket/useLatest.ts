import React from 'react';

/**
 * A ref that always holds the latest `value`. Lets socket subscriptions call the newest
 * callback without re-subscribing every time a parent passes a fresh closure.
 */
export function useLatest<V>(value: V): React.RefObject<V> {
  const ref = React.useRef(value);
  React.useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
