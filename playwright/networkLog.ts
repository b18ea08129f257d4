/**
 * What the browser asked for while it opened some pages: every request's URL and the text of
 * every script it ran. A fresh context (no cache, no code cache), so nothing is left out.
 */
import type { Browser, BrowserContextOptions } from '@playwright/test';

import { expect } from './fixtures';

export async function recordPages(browser: Browser, origin: string, paths: Array<string>,
  { options = {}, initScript }: { options?: BrowserContextOptions; initScript?: () => void } = {}) {
  const context = await browser.newContext({ ...options, baseURL: origin });
  const page = await context.newPage();
  if (initScript) await page.addInitScript(initScript);
  const requests: Array<string> = [];
  const scripts: Array<Promise<string>> = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByTestId('search-bar').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
  }
  // What starts when the browser is idle (analytics, the monitor, ads) has started by now.
  await page.waitForTimeout(1500);
  const code = (await Promise.all(scripts)).join('\n');
  await context.close();
  return { requests, code };
}

/**
 * A string only that feature's code contains (found in one lazy chunk each of the build; monitoring.spec.ts
 * sees the first two arrive when their features are on, featuresOff.spec.ts sees none of them when off).
 */
export const CODE_SIGNATURES = {
  'analytics (mixpanel-browser)': 'api-js.mixpanel.com',
  'error monitor (Sentry)': 'sentry_key',
  'coinzilla banner': 'coinzilla_display',
  'slise banner': 'adsbyslise',
  'ALTCHA widget': 'altcha-widget',
  'reCAPTCHA': 'grecaptcha',
  'wallet (wagmi, viem)': 'eth_requestAccounts',
};
