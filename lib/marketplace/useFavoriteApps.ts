/**
 * The visitor's favorite apps, kept in this browser (local storage) and shared by its tabs.
 * The server renders none; the browser's own list follows right after hydration.
 */
import React from 'react';

const STORAGE_KEY = 'marketplace_favorite_apps';
const NONE = '[]';
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function readStored(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? NONE;
  } catch {
    return NONE;
  }
}

function parse(stored: string): ReadonlySet<string> {
  try {
    const value: unknown = JSON.parse(stored);
    return new Set(Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export default function useFavoriteApps() {
  const stored = React.useSyncExternalStore(subscribe, readStored, () => NONE);
  const favorites = React.useMemo(() => parse(stored), [ stored ]);

  const toggle = React.useCallback((id: string) => {
    const next = new Set(parse(readStored()));
    if (next.has(id)) next.delete(id);
    else next.add(id);
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify([ ...next ]));
    } catch {
      // Storage blocked: nothing to keep the choice in.
    }
    listeners.forEach((listener) => listener());
  }, []);

  return { favorites, toggle };
}
