/**
 * Values known on the server for this request (cookies, the device guess) that the client
 * must start from, so the first paint matches the server HTML.
 */
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';

type AppContextValue = Pick<PageProps, 'navCollapsed' | 'indexingAlertCookie' | 'viewport'> & { hasSessionCookie: boolean };

const AppContext = React.createContext<AppContextValue>({ navCollapsed: null, indexingAlertCookie: null, viewport: null, hasSessionCookie: false });

/** `viewport` may be left out (tests, pages without server props): both list layouts render. */
type ProviderValue = Omit<AppContextValue, 'viewport' | 'hasSessionCookie'> & { viewport?: AppContextValue['viewport']; hasSessionCookie?: boolean };

export function AppContextProvider({ value, children }: { value: ProviderValue; children: React.ReactNode }) {
  const viewport = value.viewport ?? null;
  const hasSessionCookie = value.hasSessionCookie ?? false;
  const memoized = React.useMemo(
    () => ({ navCollapsed: value.navCollapsed, indexingAlertCookie: value.indexingAlertCookie, viewport, hasSessionCookie }),
    [ value.navCollapsed, value.indexingAlertCookie, viewport, hasSessionCookie ],
  );
  return <AppContext.Provider value={ memoized }>{ children }</AppContext.Provider>;
}

export function useAppContext(): AppContextValue {
  return React.useContext(AppContext);
}
