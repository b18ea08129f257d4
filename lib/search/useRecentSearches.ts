import React from 'react';

import { getRecentSearches, getServerRecentSearches, subscribeRecentSearches } from './recentSearches';

/** The recent search keywords, kept in step with localStorage (empty on the server). */
export default function useRecentSearches(): Array<string> {
  return React.useSyncExternalStore(subscribeRecentSearches, getRecentSearches, getServerRecentSearches);
}
