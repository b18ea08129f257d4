import type { MarketplaceApp } from 'types/marketplace';

import { ALL_APPS, appCategories, FAVORITES, filterApps } from './filterApps';

const app = (id: string, title: string, categories?: Array<string>): MarketplaceApp => ({ id, title, categories, url: `https://${ id }.example.org` });
const APPS = [
  app('swap', 'zSwap', [ 'DeFi' ]),
  app('faucet', 'QNM Faucet', [ 'Tools', 'Faucets' ]),
  app('bridge', 'Bridge', [ 'DeFi', 'Infra' ]),
  app('docs', 'Docs'),
];
const NO_FAVORITES = new Set<string>();
const titles = (apps: Array<MarketplaceApp>) => apps.map((item) => item.title);

describe('marketplace list rules', () => {
  it('shows every app under All apps, sorted by title', () => {
    expect(titles(filterApps(APPS, { term: '', category: ALL_APPS, favorites: NO_FAVORITES }))).toEqual([ 'Bridge', 'Docs', 'QNM Faucet', 'zSwap' ]);
  });

  it('searches titles for the term in any case, ignoring the spaces around it', () => {
    expect(titles(filterApps(APPS, { term: '  fAUC ', category: ALL_APPS, favorites: NO_FAVORITES }))).toEqual([ 'QNM Faucet' ]);
    expect(filterApps(APPS, { term: 'defi', category: ALL_APPS, favorites: NO_FAVORITES })).toEqual([]);
  });

  it('keeps the apps of a category, and of the favorites', () => {
    expect(titles(filterApps(APPS, { term: '', category: 'DeFi', favorites: NO_FAVORITES }))).toEqual([ 'Bridge', 'zSwap' ]);
    expect(titles(filterApps(APPS, { term: '', category: FAVORITES, favorites: new Set([ 'swap', 'docs' ]) }))).toEqual([ 'Docs', 'zSwap' ]);
    expect(titles(filterApps(APPS, { term: 'sw', category: FAVORITES, favorites: new Set([ 'swap', 'docs' ]) }))).toEqual([ 'zSwap' ]);
  });

  it('offers All apps, Favorites and each category once, sorted', () => {
    expect(appCategories(APPS)).toEqual([ ALL_APPS, FAVORITES, 'DeFi', 'Faucets', 'Infra', 'Tools' ]);
    expect(appCategories([])).toEqual([ ALL_APPS, FAVORITES ]);
  });
});
