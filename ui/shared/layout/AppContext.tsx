/**
 * Values known on the server for this request (cookies, the device guess) that the client
 * must start from, so the first paint matches the server HTML.
 */
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';

type AppContextValue = Pick<PageProps, 'navCollapsed' | 'indexingAlertCookie' | 'viewport'>;

const AppContext = React.createContext<AppContextValue>({ navCollapsed: null, indexingAlertCookie: null, viewport: null });

/** `viewport` may be left out (tests, pages without server props): both list layouts render. */
type ProviderValue = Omit<AppContextValue, 'viewport'> & { viewport?: AppContextValue['viewport'] };

export function AppContextProvider({ value, children }: { value: ProviderValue; children: React.ReactNode }) {
  const viewport = value.viewport ?? null;
  const memoized = React.useMemo(
    () => ({ navCollapsed: value.navCollapsed, indexingAlertCookie: value.indexingAlertCookie, viewport }),
    [ value.navCollapsed, value.indexingAlertCookie, viewport ],
  );
  return <AppContext.Provider value={ memoized }>{ children }</AppContext.Provider>;
}

export function useAppContext(): AppContextValue {
  return React.useContext(AppContext);
}
