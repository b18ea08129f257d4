import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { test as base, type BrowserContext, type BrowserContextOptions, type LaunchOptions, type Page, type PageScreenshotOptions } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The specs' `test`: browser contexts live as long as the worker, and each test gets fresh
 * pages in them.
 *
 * Why: Chromium keeps no compiled code for an incognito context, which is what
 * `browser.newContext()` makes, so every page load there parses and compiles the app's
 * JavaScript again. A persistent context (a profile directory of its own) keeps V8's code
 * cache, and a page loads in half the time: /withdrawals ready in 0.8–1.0 s instead of
 * 2.0–2.5 s on the 2-core CI machine, /txs 1.5 s instead of 3.3 s. Each distinct set of
 * options is one persistent context (its own Chromium) for the life of the worker.
 *
 * What a visitor carries is still forgotten between tests: when a test ends, its pages
 * close (with them their sessionStorage, init scripts and routes) and the context loses
 * its cookies, local storage, IndexedDB and granted permissions. A test that needs other
 * device settings asks `contexts.open(options)`; one context is kept per distinct options.
 */
export interface ContextPool {

  /** A context with these options (the project's when none), clean at the start of the test. */
  open(options?: BrowserContextOptions): Promise<BrowserContext>;
}

interface WorkerContexts {
  get(options: BrowserContextOptions): Promise<BrowserContext>;
}

const closedContexts = new WeakSet<BrowserContext>();

async function forget(context: BrowserContext) {
  if (closedContexts.has(context)) return;
  await Promise.all(context.pages().map((page) => page.close()));
  await context.setStorageState({ cookies: [], origins: [] });
  await context.clearPermissions();
}

export const test = base.extend<{ contexts: ContextPool }, { workerContexts: WorkerContexts }>({
  workerContexts: [ async({ playwright, launchOptions }, provide) => {
    const kept = new Map<string, Promise<BrowserContext>>();
    let launched = 0;
    const profiles = fs.mkdtempSync(path.join(os.tmpdir(), 'explorer-e2e-profiles-'));
    await provide({
      get({ defaultBrowserType: _, ...options }: BrowserContextOptions & { defaultBrowserType?: string }) {
        const key = JSON.stringify(options);
        let context = kept.get(key);
        if (!context) {
          const profile = path.join(profiles, String(launched++));
          context = playwright.chromium.launchPersistentContext(profile, { ...(launchOptions as LaunchOptions), ...options });
          kept.set(key, context);
          // A test that closes a context on purpose gets a new one next time.
          void context.then((opened) => opened.on('close', () => {
            kept.delete(key);
            closedContexts.add(opened);
          }));
        }
        return context;
      },
    });
    await Promise.all([ ...kept.values() ].map(async(context) => (await context).close()));
    fs.rmSync(profiles, { recursive: true, force: true });
  }, { scope: 'worker' } ],

  contexts: async({ workerContexts, contextOptions, viewport, baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch }, provide) => {
    // The project's settings, as Playwright would give its own per-test context.
    const projectOptions: BrowserContextOptions = { ...contextOptions, viewport, baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch };
    const used = new Set<BrowserContext>();
    await provide({
      async open(options) {
        const context = await workerContexts.get(options ? { baseURL, ...options } : projectOptions);
        used.add(context);
        return context;
      },
    });
    await Promise.all([ ...used ].map(forget));
  },

  context: async({ contexts }, provide) => {
    await provide(await contexts.open());
  },

  page: async({ context }, provide) => {
    await provide(await context.newPage());
  },
});

/**
 * Pictures of the pages for a person to look at, under test-results/screens. The test
 * command (scripts/test-all.sh) turns them off with E2E_SCREENSHOTS=off: nothing reads them
 * there, and a full-page picture costs Chromium about a second of CPU.
 */
const KEEP_SCREENSHOTS = process.env.E2E_SCREENSHOTS !== 'off';

export async function keepScreenshot(page: Page, name: string, options: Omit<PageScreenshotOptions, 'path'> = {}) {
  if (!KEEP_SCREENSHOTS) return;
  await page.screenshot({ ...options, path: `test-results/screens/${ name }.png` });
}
