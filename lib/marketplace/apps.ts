/**
 * The operator's marketplace list (NEXT_PUBLIC_MARKETPLACE_CONFIG_URL): loaded once per page
 * and kept (spec §9: marketplace data is never stale); /apps, /apps/{id} and the search
 * share it.
 */
import type { MarketplaceApp } from 'types/marketplace';

import config from 'configs/app';
import { useConfigJson } from 'lib/hooks/useConfigJson';

function isMarketplaceApp(value: unknown): value is MarketplaceApp {
  const app = value as MarketplaceApp;
  return typeof app === 'object' && app !== null && typeof app.id === 'string' && typeof app.title === 'string' &&
    typeof app.url === 'string';
}

export function isMarketplaceAppList(value: unknown): value is Array<MarketplaceApp> {
  return Array.isArray(value) && value.every(isMarketplaceApp);
}

/** The list as a query: pending, failed or loaded; never asked for with the marketplace off. */
export function useMarketplaceAppsQuery() {
  const marketplace = config.features.marketplace;
  return useConfigJson('marketplace-apps', marketplace.isEnabled ? marketplace.configUrl : '', isMarketplaceAppList);
}

/** Where an app leads: its page in the explorer, or its own site in a new tab for an external app. */
export function appHref(app: MarketplaceApp): { href: string; isExternal: boolean } {
  return app.external ? { href: app.url, isExternal: true } : { href: `/apps/${ encodeURIComponent(app.id) }`, isExternal: false };
}
