/**
 * Values known on the server for this request (cookies, the device guess) that the client
 * must start from, so the first paint matches the server HTML.
 */
import React from 'react';

import type { IndexingStatus } from 'types/api/indexingStatus';

import type { PageProps } from 'lib/next/serverProps';

type AppContextValue = Pick<PageProps, 'navCollapsed' | 'indexingAlertCookie' | 'viewport'> & {
  hasSessionCookie: boolean;
  adBlockCookie: string | null;
  internalTxsIndexingCookie: string | null;
  indexingStatus: IndexingStatus | null;
};

const AppContext = React.createContext<AppContextValue>({
  navCollapsed: null, indexingAlertCookie: null, internalTxsIndexingCookie: null, viewport: null, hasSessionCookie: false, adBlockCookie: null, indexingStatus: null,
});

/** `viewport` may be left out (tests, pages without server props): both list layouts render. */
type ProviderValue = Omit<AppContextValue, 'viewport' | 'hasSessionCookie' | 'adBlockCookie' | 'internalTxsIndexingCookie' | 'indexingStatus'> & {
  adBlockCookie?: string | null;
  indexingStatus?: IndexingStatus | null;
  viewport?: AppContextValue['viewport'];
  hasSessionCookie?: boolean;
  internalTxsIndexingCookie?: string | null;
};

export function AppContextProvider({ value, children }: { value: ProviderValue; children: React.ReactNode }) {
  const viewport = value.viewport ?? null;
  const hasSessionCookie = value.hasSessionCookie ?? false;
  const internalTxsIndexingCookie = value.internalTxsIndexingCookie ?? null;
  const indexingStatus = value.indexingStatus ?? null;
  const adBlockCookie = value.adBlockCookie ?? null;
  const memoized = React.useMemo(
    () => ({ navCollapsed: value.navCollapsed, indexingAlertCookie: value.indexingAlertCookie, internalTxsIndexingCookie, viewport, hasSessionCookie,
      adBlockCookie, indexingStatus }),
    [ value.navCollapsed, value.indexingAlertCookie, internalTxsIndexingCookie, viewport, hasSessionCookie, adBlockCookie, indexingStatus ],
  );
  return <AppContext.Provider value={ memoized }>{ children }</AppContext.Provider>;
}

export function useAppContext(): AppContextValue {
  return React.useContext(AppContext);
}
