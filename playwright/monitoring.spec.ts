/**
 * Analytics (Mixpanel) and the error monitor (Sentry) against the stand-in's collectors
 * (playwright/standIn/collectors.ts): what they receive, and that with the features off (or
 * Do-Not-Track on) the browser neither loads their code nor calls their hosts.
 */
import { devices, type Page } from '@playwright/test';

import { MONITORED_WEB_PORT, STAND_IN_PORT } from './env';
import { expect, test } from './fixtures';
import { CODE_SIGNATURES, recordPages } from './networkLog';

const STAND_IN = `http://127.0.0.1:${ STAND_IN_PORT }`;
const MONITORED = `http://127.0.0.1:${ MONITORED_WEB_PORT }`;

test.use({ baseURL: MONITORED });

interface MixpanelEvent { event: string; properties: Record<string, unknown> }
interface SentryEvent { exception?: { values: Array<{ type: string; value: string }> }; environment?: string; release?: string; platform?: string;
  extra?: Record<string, unknown>; user?: unknown; request?: { headers?: Record<string, string>; cookies?: unknown } }

async function collectedEvents(): Promise<Array<MixpanelEvent>> {
  const batches = await (await fetch(`${ STAND_IN }/_collected/mixpanel`)).json() as Array<{ endpoint: string; events: Array<MixpanelEvent> }>;
  return batches.filter((batch) => batch.endpoint === 'track').flatMap((batch) => batch.events);
}

async function collectedErrors(): Promise<Array<SentryEvent>> {
  const envelopes = await (await fetch(`${ STAND_IN }/_collected/sentry`)).json() as Array<{ items: Array<{ type: string; payload: SentryEvent }> }>;
  return envelopes.flatMap((envelope) => envelope.items).filter((item) => item.type === 'event').map((item) => item.payload);
}

const MIXPANEL_CODE = CODE_SIGNATURES['analytics (mixpanel-browser)'];
const SENTRY_CODE = CODE_SIGNATURES['error monitor (Sentry)'];

async function searchFor(page: Page, term: string) {
  const input = page.getByTestId('search-bar').first().getByRole('textbox');
  await input.fill(term);
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search-results\?q=/);
}

for (const [ device, options, expected ] of [
  [ 'desktop', {}, { 'Device type': 'desktop', 'Viewport width': 1440, 'Viewport height': 900 } ],
  [ 'mobile', devices['Pixel 5'], { 'Device type': 'mobile', 'Viewport width': 393, 'Viewport height': 727 } ],
] as const) {
  test(`analytics on ${ device }: batched page views and a search with the super-properties reach the collector`, async({ contexts }) => {
    const context = await contexts.open(device === 'desktop' ? undefined : options);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('search-bar').first()).toBeVisible();
    const term = `analytics-${ device }-${ Date.now() }`;
    await searchFor(page, term);

    // mixpanel-browser sends batches every 5 s (spec §9).
    let search: MixpanelEvent | undefined;
    await expect.poll(async() => {
      search = (await collectedEvents()).find((event) => event.event === 'Search query' && event.properties['Search query'] === term);
      return search;
    }, { timeout: 20_000 }).toBeTruthy();
    expect(search?.properties).toMatchObject({
      token: 'e2e-project-token', 'Chain id': '265', Environment: 'e2e', Authorized: false, Language: 'en-US', Source: 'search bar', ...expected,
    });
    const userId = search?.properties['User id'];
    expect(typeof userId).toBe('string');
    // The same visitor's page views: the home page, then the results.
    await expect.poll(async() => (await collectedEvents())
      .filter((event) => event.event === 'Page view' && event.properties['User id'] === userId)
      .map((event) => event.properties['Page type']), { timeout: 20_000 }).toEqual([ '/', '/search-results' ]);
  });
}

test('analytics honours Do-Not-Track: no library, no request', async({ browser }) => {
  const { requests, code } = await recordPages(browser, MONITORED, [ '/' ], { initScript: () => {
    Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });
  } });
  expect(code).not.toContain(MIXPANEL_CODE);
  expect(requests.filter((url) => url.includes('/mixpanel/'))).toEqual([]);
});

test('errors: a failed API call in the browser and an uncaught error reach the monitor, without personal data', async({ page }) => {
  await page.context().addCookies([ { name: 'private_cookie', value: 'secret-value', url: MONITORED } ]);
  await page.goto('/');
  // The stand-in has no quick search: the browser's call fails (404).
  await page.getByTestId('search-bar').first().getByRole('textbox').fill('0xabc');
  const marker = `uncaught-${ Date.now() }`;
  await expect.poll(async() => (await collectedErrors()).some((event) => event.platform === 'javascript' && String(event.extra?.url).includes('/search/quick?q=0xabc')),
    { timeout: 20_000 }).toBe(true);
  // Once the monitor has started, an error nobody catches is reported too.
  await page.evaluate((message) => setTimeout(() => {
    throw new Error(message);
  }), marker);

  await expect.poll(async() => (await collectedErrors()).find((event) => event.exception?.values.some((value) => value.value === marker)), { timeout: 20_000 })
    .toMatchObject({ environment: 'e2e', platform: 'javascript' });
  const browserErrors = (await collectedErrors()).filter((event) => event.platform === 'javascript');
  const failedFetch = browserErrors.find((event) => typeof event.extra?.status === 'number');
  expect(failedFetch?.extra).toMatchObject({ method: 'GET', url: expect.stringContaining(STAND_IN) });
  expect(failedFetch?.release).toBeTruthy();
  for (const event of browserErrors) {
    expect(event.user).toBeUndefined();
    expect(JSON.stringify(event)).not.toContain('secret-value');
  }
});

test('errors: a failed API call while the server renders a page reaches the monitor from the server', async({ page }) => {
  const response = await page.goto('/block/500');
  expect(response?.status()).toBe(500);
  await expect.poll(async() => (await collectedErrors())
    .find((event) => event.platform === 'node' && event.extra?.status === 500 && String(event.extra?.url).includes('/api/v2/blocks/500')), { timeout: 20_000 })
    .toMatchObject({ environment: 'e2e' });
});

test('with analytics and the monitor on, their code loads after the page (featuresOff.spec.ts checks the same strings stay away when off)', async({ browser }) => {
  const on = await recordPages(browser, MONITORED, [ '/', '/blocks' ]);
  expect(on.code).toContain(MIXPANEL_CODE);
  expect(on.code).toContain(SENTRY_CODE);
});
