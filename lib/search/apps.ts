/**
 * Marketplace apps as search results (spec §3 "app", §5 "App search"). The app list is the
 * operator's marketplace config; with the marketplace off there are no app results.
 */
import type { MarketplaceApp } from 'types/marketplace';

import { appHref, useMarketplaceAppsQuery } from 'lib/marketplace/apps';
import { ALL_APPS, filterApps } from 'lib/marketplace/filterApps';

export type { MarketplaceApp };
export { appHref };

/** Apps whose title contains the term, any case, sorted by title (spec §5). */
export function searchApps(apps: ReadonlyArray<MarketplaceApp>, term: string): Array<MarketplaceApp> {
  return term.trim() ? filterApps(apps, { term, category: ALL_APPS, favorites: new Set() }) : [];
}

const NO_APPS: Array<MarketplaceApp> = [];

/** The configured apps (empty while loading, on failure, and when the marketplace is off). */
export function useMarketplaceApps(): Array<MarketplaceApp> {
  return useMarketplaceAppsQuery().data ?? NO_APPS;
}
