import { type Page, type Response } from '@playwright/test';
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { parseContentSecurityPolicy } from '../lib/security/contentSecurityPolicy';

import { expect, test } from './fixtures';
import { STAND_IN_PORT } from './env';
import { exampleUrl, PAGE_ROUTES } from './routes';

/**
 * Every page is sent with its security headers and a nonce-based Content-Security-Policy, and
 * still works under it in Chromium: no violation is reported, and the page hydrates (the colour
 * mode switch responds, which needs Next's scripts and ours to have run).
 */

/** Pages that render under a route of their own beyond the title table: any other path, the 429 screen (reCAPTCHA). */
const EXTRA_URLS = [ '/no/such/page', '/block/429' ];
/** Hands over to the auth service with a redirect, so there is no page to check. */
const REDIRECTS = [ '/auth/auth0' ];

const PAGE_URLS = [ ...PAGE_ROUTES.filter((route) => !REDIRECTS.includes(route)).map(exampleUrl), ...EXTRA_URLS ];

function expectSecurityHeaders(response: Response | null): string {
  expect(response).not.toBeNull();
  const headers = response!.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');

  const policy = parseContentSecurityPolicy(headers['content-security-policy'] ?? '');
  const scripts = policy['script-src'] ?? [];
  expect(scripts).toContain('\'strict-dynamic\'');
  expect(scripts).not.toContain('\'unsafe-inline\'');
  expect(scripts).not.toContain('\'unsafe-eval\'');
  expect(policy['frame-ancestors']).toEqual([ '\'none\'' ]);
  expect(policy['connect-src']).toEqual(expect.arrayContaining([ `http://127.0.0.1:${ STAND_IN_PORT }`, `ws://127.0.0.1:${ STAND_IN_PORT }` ]));
  const nonce = scripts.find((source) => source.startsWith('\'nonce-'))?.slice('\'nonce-'.length, -1);
  expect(nonce).toBeTruthy();
  return nonce!;
}

/** Records CSP violations as the page reports them, from before its first script. */
async function watchViolations(page: Page): Promise<Array<string>> {
  const messages: Array<string> = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: Array<string> = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${ event.effectiveDirective } blocked ${ event.blockedURI || 'inline' } (${ event.sourceFile }:${ event.lineNumber })`);
    });
  });
  return messages;
}

async function reportedViolations(page: Page): Promise<Array<string>> {
  return page.evaluate(() => (window as unknown as { __cspViolations: Array<string> }).__cspViolations);
}

/** Clicks the colour mode switch until the page is dark: only a hydrated page responds. */
async function expectHydrated(page: Page) {
  const html = page.locator('html');
  await expect(async() => {
    if (!/\bdark\b/.test(await html.getAttribute('class') ?? '')) {
      await page.getByTestId('color-mode-toggle').first().click();
    }
    await expect(html).toHaveClass(/\bdark\b/, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByTestId('color-mode-toggle').first()).toHaveAttribute('data-mode', 'dark');
}

test.describe('security headers and CSP on every page', () => {
  for (const url of PAGE_URLS) {
    test(`${ url } is sent with a nonce CSP and runs under it without violations`, async({ page }) => {
      const consoleViolations = await watchViolations(page);
      // Account pages render for a signed-in visitor; others are sent to sign in.
      if (/^\/(account\/|auth\/(profile|unverified-email))/.test(url)) {
        await page.context().addCookies([ { name: '_explorer_key', value: 'e2e-session', domain: '127.0.0.1', path: '/' } ]);
      }
      const response = await page.goto(url);
      const nonce = expectSecurityHeaders(response);

      // Every script of the server HTML carries this response's nonce.
      const scriptTags = (await response!.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(scriptTags.length).toBeGreaterThan(0);
      expect(scriptTags.filter((tag) => !tag.includes(` nonce="${ nonce }"`))).toEqual([]);

      await expectHydrated(page);
      // Let the parts that load after hydration (lazy chunks, config documents, the socket) start.
      await page.waitForLoadState('networkidle');
      expect(await reportedViolations(page)).toEqual([]);
      expect(consoleViolations).toEqual([]);
    });
  }

  test('every page file is in the list above', () => {
    const pagesDir = path.resolve('pages');
    const routes = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx$/.test(file) && !/^(_|api\/|\[\.\.\.slug\])/.test(file))
      .map((file) => '/' + file.replace(/\.tsx$/, '').replace(/(^|\/)index$/, ''))
      .map((route) => route.replace(/\/$/, '') || '/');
    expect(routes.filter((route) => !PAGE_ROUTES.includes(route))).toEqual([]);
  });

  test('each response gets a nonce of its own', async({ request }) => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const header = (await request.get('/blocks')).headers()['content-security-policy'];
      nonces.add(parseContentSecurityPolicy(header)['script-src'].find((source) => source.startsWith('\'nonce-')) ?? '');
    }
    expect(nonces.size).toBe(3);
  });

  test('static assets and API routes are sent with nosniff', async({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    expect((await request.get(asset!)).headers()['x-content-type-options']).toBe('nosniff');

    for (const route of [ '/api/health', '/node-api/health', '/node-api/proxy/api/v2/config/backend-version' ]) {
      const headers = (await request.get(route)).headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['content-security-policy']).toBe('default-src \'none\'; frame-ancestors \'none\'');
    }
  });
});
