/**
 * The marketplace list's rules (spec §5 "App search"): the search is a case-insensitive
 * substring of the title; 'All apps' shows every app, 'Favorites' the visitor's favorites,
 * any other category the apps in it; apps are sorted by title.
 */
import type { MarketplaceApp } from 'types/marketplace';

export const ALL_APPS = 'All apps';
export const FAVORITES = 'Favorites';

export function sortByTitle(apps: ReadonlyArray<MarketplaceApp>): Array<MarketplaceApp> {
  return [ ...apps ].sort((a, b) => a.title.localeCompare(b.title, 'en'));
}

export function filterApps(apps: ReadonlyArray<MarketplaceApp>, { term, category, favorites }:
{ term: string; category: string; favorites: ReadonlySet<string> }): Array<MarketplaceApp> {
  const needle = term.trim().toLowerCase();
  return sortByTitle(apps.filter((app) => {
    if (needle && !app.title.toLowerCase().includes(needle)) return false;
    if (category === ALL_APPS) return true;
    if (category === FAVORITES) return favorites.has(app.id);
    return app.categories?.includes(category) ?? false;
  }));
}

/** The filter's choices: 'All apps', 'Favorites', then every category of the list, sorted. */
export function appCategories(apps: ReadonlyArray<MarketplaceApp>): Array<string> {
  const categories = new Set(apps.flatMap((app) => app.categories ?? []));
  return [ ALL_APPS, FAVORITES, ...[ ...categories ].sort((a, b) => a.localeCompare(b, 'en')) ];
}
