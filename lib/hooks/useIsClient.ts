import React from 'react';

const subscribeNever = () => () => {};

/**
 * A value that exists only in the browser (a cookie, an injected wallet), read without a
 * hydration mismatch: the server and the hydrating render get `serverValue`.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return React.useSyncExternalStore(subscribeNever, read, () => serverValue);
}

/** False on the server and in the hydrating render, true afterwards. */
export default function useIsClient(): boolean {
  return useClientValue(() => true, false);
}
