/**
 * Values known on the server for this request (cookies) that the client must start from,
 * so the first paint matches the server HTML.
 */
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';

type AppContextValue = Pick<PageProps, 'navCollapsed' | 'indexingAlertCookie'>;

const AppContext = React.createContext<AppContextValue>({ navCollapsed: null, indexingAlertCookie: null });

export function AppContextProvider({ value, children }: { value: AppContextValue; children: React.ReactNode }) {
  const memoized = React.useMemo(
    () => ({ navCollapsed: value.navCollapsed, indexingAlertCookie: value.indexingAlertCookie }),
    [ value.navCollapsed, value.indexingAlertCookie ],
  );
  return <AppContext.Provider value={ memoized }>{ children }</AppContext.Provider>;
}

export function useAppContext(): AppContextValue {
  return React.useContext(AppContext);
}
