/**
 * Ads in Chromium against stand-ins of the networks: the spec starts one web app per banner
 * provider (coinzilla with its text ads, slise, adbutler) and routes the networks' hosts to
 * answers made here, so nothing leaves the machine. Checks the reserved slot (no shift), the
 * provider's tag, the text ad and its impression ping, the ad-blocker path and the off path.
 */
import { spawn, type ChildProcess } from 'node:child_process';

import { devices, type Page } from '@playwright/test';

import { AD_URLS } from '../lib/ads/providers';

import { E2E_ENV, WEB_PORT } from './env';
import { expect, keepScreenshot, test } from './fixtures';
import { STAND_IN_BLOCK } from './standIn/data';

const APPS = {
  coinzilla: { port: 3103, env: { NEXT_PUBLIC_AD_BANNER_PROVIDER: 'coinzilla', NEXT_PUBLIC_AD_COINZILLA_BANNER_ZONE: 'e2e-banner-zone',
    NEXT_PUBLIC_AD_TEXT_PROVIDER: 'coinzilla', NEXT_PUBLIC_AD_COINZILLA_TEXT_ZONE: 'e2e-text-zone' } },
  slise: { port: 3104, env: { NEXT_PUBLIC_AD_BANNER_PROVIDER: 'slise', NEXT_PUBLIC_AD_SLISE_PUB_ID: 'pub-e2e' } },
  adbutler: { port: 3105, env: { NEXT_PUBLIC_AD_BANNER_PROVIDER: 'adbutler', NEXT_PUBLIC_AD_ADBUTLER_ACCOUNT_ID: '4242',
    NEXT_PUBLIC_AD_ADBUTLER_CONFIG_DESKTOP: '{"id":"111","width":"728","height":"90"}', NEXT_PUBLIC_AD_ADBUTLER_CONFIG_MOBILE: '{"id":"222","width":"320","height":"100"}' } },
} as const;
const origin = (app: keyof typeof APPS) => `http://127.0.0.1:${ APPS[app].port }`;

const NETWORK_HOSTS = /^https:\/\/(coinzillatag\.com|request-global\.czilladx\.com|v1\.slise\.xyz|servedbyadbutler\.com)\//;

/** The networks' tags, as small as can be: each fills its slot the way the real one is asked to. */
const STAND_IN_SCRIPTS: Record<string, string> = {
  [AD_URLS.coinzillaBannerScript]: `
    for (const prefs of window.coinzilla_display || []) {
      const slot = document.querySelector('.coinzilla[data-zone="C-' + prefs.zone + '"]');
      if (slot) slot.textContent = 'Coinzilla banner ' + prefs.zone + ' ' + prefs.width + 'x' + prefs.height;
    }`,
  [AD_URLS.sliseScript]: `
    (function() {
      const fill = (item) => document.querySelectorAll('ins.adsbyslise[data-ad-slot="' + item.slot + '"]').forEach((slot) => {
        slot.textContent = 'Slise ' + slot.dataset.adPub + ' ' + item.slot + ' ' + slot.dataset.adFormat;
      });
      const queued = window.adsbyslise || [];
      window.adsbyslise = { push: fill };
      queued.forEach(fill);
    })();`,
  [AD_URLS.adButlerScript]: `
    (function() {
      const adButler = window.AdButler = window.AdButler || {};
      adButler.register = (account, zone, size, divId) => {
        document.getElementById(divId).textContent = 'AdButler ' + account + '/' + zone + ' ' + size.join('x');
      };
      const queued = adButler.ads || [];
      adButler.ads = { push: (item) => item.handler(item.opt) };
      queued.forEach((item) => item.handler(item.opt));
    })();`,
};

const TEXT_AD = { ad: { name: 'Stand-in DEX', description_short: 'Swap <b>tokens</b> fast', url: 'https://dex.example.org/?ref=e2e', cta_button: 'Try it',
  thumbnail: 'https://request-global.czilladx.com/thumb.png', impressionUrl: 'https://request-global.czilladx.com/impression?zone=e2e-text-zone' } };
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Routes the networks' hosts to the stand-ins (or refuses them all, as a blocker does); returns the URLs asked for. */
async function routeNetworks(page: Page, { blocked = false } = {}) {
  const asked: Array<string> = [];
  await page.route(NETWORK_HOSTS, async(route) => {
    const url = route.request().url();
    asked.push(url);
    if (blocked) return route.abort('blockedbyclient');
    if (url in STAND_IN_SCRIPTS) return route.fulfill({ contentType: 'text/javascript', body: STAND_IN_SCRIPTS[url] });
    if (url.startsWith(AD_URLS.coinzillaTextApi)) return route.fulfill({ json: TEXT_AD, headers: { 'access-control-allow-origin': '*' } });
    if (url.endsWith('.png') || url.includes('/impression')) return route.fulfill({ contentType: 'image/gif', body: PIXEL });
    return route.fulfill({ status: 200, body: '' });
  });
  return asked;
}

const servers: Array<ChildProcess> = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async() => {
  test.setTimeout(90_000);
  for (const app of Object.keys(APPS) as Array<keyof typeof APPS>) {
    const { port, env } = APPS[app];
    // A server left on the port (by a run that was killed) would answer with another build's pages.
    const taken = await fetch(`${ origin(app) }/api/health`).then(() => true, () => false);
    if (taken) throw new Error(`port ${ port } is taken: a server of an earlier run is still there`);
    // In a process group of their own: npx starts next-server as a child, which a signal to npx alone would leave running.
    servers.push(spawn('npx', [ 'next', 'start', '-H', '127.0.0.1', '-p', String(port) ], {
      env: { ...process.env, ...E2E_ENV, NEXT_PUBLIC_APP_PORT: String(port), ...env }, stdio: 'ignore', detached: true,
    }));
  }
  for (const app of Object.keys(APPS) as Array<keyof typeof APPS>) {
    await expect.poll(() => fetch(`${ origin(app) }/api/health`).then((response) => response.status, () => 0), { timeout: 60_000 }).toBe(200);
  }
});

test.afterAll(async() => {
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      resolve();
    }
  })));
});

test('coinzilla: the banner fills a slot reserved from the first paint, the text ad is text and pings its impression', async({ page }) => {
  const asked = await routeNetworks(page);
  await page.goto(`${ origin('coinzilla') }/`);
  const slot = page.getByTestId('ad-banner');
  // Before the ad the room is already there, so what follows the slot does not move when it comes.
  const room = () => slot.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { height: box.height, nextAt: (element.nextElementSibling?.getBoundingClientRect().top ?? 0) - box.top };
  });
  const before = await room();
  expect(before.height).toBe(90);
  await expect(slot).toHaveText('Coinzilla banner e2e-banner-zone 728x90');
  expect(await room()).toEqual(before);

  const textAd = page.getByTestId('text-ad');
  await expect(textAd).toContainText('Sponsored:');
  await expect(textAd).toContainText('Stand-in DEX – Swap <b>tokens</b> fast');
  await expect(textAd.locator('b')).toHaveCount(0);
  await expect(textAd.getByRole('link', { name: 'Try it' })).toHaveAttribute('href', TEXT_AD.ad.url);
  await expect.poll(() => asked.filter((url) => url === TEXT_AD.ad.impressionUrl).length).toBe(1);
  expect(asked).toContain(`${ AD_URLS.coinzillaTextApi }?z=e2e-text-zone`);
  await keepScreenshot(page, 'ads-home-coinzilla-desktop');

  // The block page has the text ad under its title.
  await page.goto(`${ origin('coinzilla') }/block/${ STAND_IN_BLOCK.height }`);
  await expect(page.getByTestId('text-ad')).toContainText('Stand-in DEX');
});

test('coinzilla on a phone: the 320×100 banner', async({ contexts }) => {
  const page = await (await contexts.open({ ...devices['Pixel 5'], baseURL: origin('coinzilla') })).newPage();
  await routeNetworks(page);
  await page.goto('/');
  const slot = page.getByTestId('ad-banner');
  await expect(slot).toHaveText('Coinzilla banner e2e-banner-zone 320x100');
  expect((await slot.boundingBox())?.height).toBe(100);
  await expect(page.getByTestId('text-ad')).toContainText('Stand-in DEX');
  await keepScreenshot(page, 'ads-home-coinzilla-mobile');
});

test('an ad blocker: no tag, no text ad, and the next page reserves no room', async({ page }) => {
  const asked = await routeNetworks(page, { blocked: true });
  await page.goto(`${ origin('coinzilla') }/`);
  await expect(page.getByTestId('ad-banner')).toHaveCount(0);
  await expect(page.getByTestId('text-ad')).toHaveCount(0);
  // Only the probe was tried.
  expect(asked).toEqual([ AD_URLS.adBlockProbe ]);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'adblock_detected')?.value).toBe('true');
  const html = await (await page.goto(`${ origin('coinzilla') }/`))?.text();
  expect(html).not.toContain('data-testid="ad-banner"');
  expect(html).not.toContain('data-testid="text-ad"');
});

test('slise: its embed for this site\'s slot and publisher', async({ page }) => {
  await routeNetworks(page);
  await page.goto(`${ origin('slise') }/`);
  await expect(page.getByTestId('ad-banner')).toHaveText('Slise pub-e2e 127.0.0.1 728x90');
  await expect(page.getByTestId('text-ad')).toHaveCount(0);
});

for (const [ device, options, expected ] of [
  [ 'desktop', {}, 'AdButler 4242/111 728x90' ],
  [ 'phone', devices['Pixel 5'], 'AdButler 4242/222 320x100' ],
] as const) {
  test(`adbutler on a ${ device }: the placement configured for it`, async({ contexts }) => {
    const page = await (await contexts.open({ ...options, baseURL: origin('adbutler') })).newPage();
    await routeNetworks(page);
    await page.goto('/');
    await expect(page.getByTestId('ad-banner')).toHaveText(expected);
  });
}

test('ads off: no slot, no request to any network', async({ page }) => {
  const asked = await routeNetworks(page);
  await page.goto(`http://127.0.0.1:${ WEB_PORT }/`);
  await expect(page.getByTestId('home-hero')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('ad-banner')).toHaveCount(0);
  await expect(page.getByTestId('text-ad')).toHaveCount(0);
  expect(asked).toEqual([]);
});
