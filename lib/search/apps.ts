/**
 * Marketplace apps as search results (spec §3 "app", §5 "App search"). The app list is the
 * operator's marketplace config; with the marketplace off there are no app results.
 */
import config from 'configs/app';
import { useConfigJson } from 'lib/hooks/useConfigJson';

/** A marketplace app (spec §3), as far as search needs it. */
export interface MarketplaceApp {
  id: string;
  title: string;
  author?: string;
  logo?: string;
  logoDarkMode?: string;
  categories?: Array<string>;
  shortDescription?: string;
  description?: string;
  site?: string;
  /** True: the app is its own site (`url`), opened in a new tab; false: shown at /apps/{id}. */
  external?: boolean;
  url: string;
}

function isMarketplaceApp(value: unknown): value is MarketplaceApp {
  const app = value as MarketplaceApp;
  return typeof app === 'object' && app !== null && typeof app.id === 'string' && typeof app.title === 'string' &&
    typeof app.url === 'string';
}

export function isMarketplaceAppList(value: unknown): value is Array<MarketplaceApp> {
  return Array.isArray(value) && value.every(isMarketplaceApp);
}

/** Apps whose title contains the term, any case, sorted by title (spec §5). */
export function searchApps(apps: ReadonlyArray<MarketplaceApp>, term: string): Array<MarketplaceApp> {
  const needle = term.trim().toLowerCase();
  if (!needle) return [];
  return apps
    .filter((app) => app.title.toLowerCase().includes(needle))
    .sort((a, b) => a.title.localeCompare(b.title, 'en'));
}

/** Where an app result leads: its own page, or its site in a new tab for an external app. */
export function appHref(app: MarketplaceApp): { href: string; isExternal: boolean } {
  return app.external ? { href: app.url, isExternal: true } : { href: `/apps/${ encodeURIComponent(app.id) }`, isExternal: false };
}

const NO_APPS: Array<MarketplaceApp> = [];

/** The configured apps (empty while loading, on failure, and when the marketplace is off). */
export function useMarketplaceApps(): Array<MarketplaceApp> {
  const marketplace = config.features.marketplace;
  const url = marketplace.isEnabled ? marketplace.configUrl : '';
  const { data } = useConfigJson('marketplace-apps', url, isMarketplaceAppList);
  return url && data ? data : NO_APPS;
}
