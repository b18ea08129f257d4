import { PAGE_TITLES } from '../lib/metadata/titles';

import { expect, test } from './fixtures';
import { FEATURES_OFF_WEB_PORT } from './env';
import { exampleUrl } from './routes';

function titleOf(html: string): string | undefined {
  return html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1];
}

test.describe('page titles in the server HTML', () => {
  for (const [ pattern, title ] of Object.entries(PAGE_TITLES)) {
    if (pattern === '/404' || pattern === '/auth/auth0' || pattern.startsWith('/tx/') || pattern === '/address/[hash]') {
      continue;
    }
    test(`${ pattern } is titled '${ title }'`, async({ request }) => {
      // Account pages render for a signed-in visitor (anyone else is sent to sign in, below).
      const signedIn = pattern.startsWith('/account/') || pattern === '/auth/profile' || pattern === '/auth/unverified-email';
      const response = await request.get(exampleUrl(pattern), { headers: signedIn ? { cookie: '_explorer_key=e2e-session' } : {} });
      expect(titleOf(await response.text())).toBe(title);
    });
  }

  test('/tx/[hash] is titled Transaction details even when the tx is unknown', async({ request }) => {
    const response = await request.get(`/tx/0x${ '2'.repeat(64) }`);
    expect(titleOf(await response.text())).toBe('Transaction details');
  });

  test('/address/[hash] is titled Address details', async({ request }) => {
    const response = await request.get(`/address/0x${ '1'.repeat(40) }`);
    expect(titleOf(await response.text())).toBe('Address details');
  });

  test('/auth/auth0 hands over to the auth service with the return path', async({ request }) => {
    const response = await request.get('/auth/auth0?path=%2Fblocks', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toMatch(/\/auth\/auth0\?path=%2Fblocks$/);
  });

  test('an account page sends an anonymous visitor to sign in, with the way back', async({ request }) => {
    const response = await request.get('/account/watchlist?tab=x', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('/login?path=%2Faccount%2Fwatchlist%3Ftab%3Dx');
  });

  test('any other path is an Unknown page with the 404 screen', async({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Unknown page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('This page is no longer explorable! If you are lost, use the search bar to find what you are looking for.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    // Header and search stay usable on an error screen.
    await expect(page.getByTestId('header-desktop').getByTestId('search-input')).toBeVisible();
  });
});

test('/404 answers 404 with the Page not found screen in the layout', async({ page }) => {
  const response = await page.goto('/404');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByTestId('footer')).toBeVisible();
});

/** The routes of optional features; with every feature off each answers 404. */
const FEATURE_ROUTES = [
  '/apps', '/apps/[id]', '/stats', '/graphiql', '/csv-export', '/visualize/sol2uml', '/withdrawals',
  '/l2-deposits', '/l2-output-roots', '/l2-txn-batches', '/l2-withdrawals',
  '/login', '/auth/auth0', '/auth/profile', '/auth/unverified-email', '/account/watchlist', '/account/api-key', '/account/custom-abi',
  '/account/public-tags-request', '/account/tag-address', '/account/verified-addresses',
];

test.describe('routes of features that are off answer the 404 screen under its title', () => {
  const origin = `http://127.0.0.1:${ FEATURES_OFF_WEB_PORT }`;

  test('every feature route answers 404 titled Page not found; unknown entities keep their route titles', async({ request }) => {
    const notFound: Array<string> = [];
    for (const [ pattern, title ] of Object.entries(PAGE_TITLES)) {
      if (pattern === '/404') continue;
      const response = await request.get(`${ origin }${ exampleUrl(pattern) }`);
      if (response.status() !== 404) continue;
      const html = await response.text();
      notFound.push(pattern);
      expect(titleOf(html), pattern).toBe(FEATURE_ROUTES.includes(pattern) ? PAGE_TITLES['/404'] : title);
      expect(html, pattern).toContain('Page not found');
    }
    // The feature routes all did (entity pages of unknown entities may answer 404 too).
    expect(notFound).toEqual(expect.arrayContaining(FEATURE_ROUTES));
  });

  for (const pattern of [ '/apps', '/stats', '/login', '/account/watchlist', '/l2-deposits', '/withdrawals' ]) {
    test(`${ pattern } shows the 404 screen titled 'Page not found', not '${ PAGE_TITLES[pattern] }'`, async({ page }) => {
      const response = await page.goto(`${ origin }${ exampleUrl(pattern) }`);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(PAGE_TITLES['/404']);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    });
  }

  test('a path no route matches is still an Unknown page', async({ page }) => {
    const response = await page.goto(`${ origin }/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Unknown page');
  });
});
