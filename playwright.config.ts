import fs from 'node:fs';

import { defineConfig, devices } from '@playwright/test';

import { E2E_ENV, FEATURES_OFF_ENV, FEATURES_OFF_WEB_PORT, MONITORED_ENV, MONITORED_WEB_PORT, STAND_IN_PORT, WEB_PORT } from './playwright/env';
import { EXTERNAL_STACK, STACK_ACCOUNT_DIR, STACK_DATA_DIR, STACK_ENV, STACK_ROLLUP_WEB_ENV, STACK_ROLLUP_WEB_URL, STACK_WEB_URL } from './playwright/stack/env';

/**
 * `E2E_PROJECT=desktop` or `E2E_PROJECT=stack` runs one setup and starts only the servers it
 * needs: CI runs them one after the other, so the stack's devnet traffic and indexing do not
 * slow the shell specs, and each run has the worker count its specs allow.
 */
const ONLY_PROJECT = process.env.E2E_PROJECT;
const runs = (project: 'desktop' | 'stack') => !ONLY_PROJECT || ONLY_PROJECT === project;

/** The stand-in API and three `next start` of the same build, for the shell specs. */
const SHELL_SERVERS = [
  {
    command: `npx tsx playwright/standIn/server.ts`,
    url: `http://127.0.0.1:${ STAND_IN_PORT }/health`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
  {
    command: `npx next start -H 127.0.0.1 -p ${ WEB_PORT }`,
    url: `http://127.0.0.1:${ WEB_PORT }/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: E2E_ENV,
  },
  {
    // The same build with every optional feature off: their routes answer 404 (titles.spec.ts).
    command: `npx next start -H 127.0.0.1 -p ${ FEATURES_OFF_WEB_PORT }`,
    url: `http://127.0.0.1:${ FEATURES_OFF_WEB_PORT }/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: FEATURES_OFF_ENV,
  },
  {
    // The same build with analytics and the error monitor on (monitoring.spec.ts).
    command: `npx next start -H 127.0.0.1 -p ${ MONITORED_WEB_PORT }`,
    url: `http://127.0.0.1:${ MONITORED_WEB_PORT }/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: MONITORED_ENV,
  },
];

/** The whole explorer for the stack specs; a fresh database each run, so the chain the pages show is the devnet's of this run. */
const STACK_SERVER = {
  command: `rm -rf ${ STACK_DATA_DIR } ${ STACK_ACCOUNT_DIR } && node --import tsx server/start/cli.ts`,
  url: `${ STACK_WEB_URL }/api/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: STACK_ENV,
  gracefulShutdown: { signal: 'SIGINT' as const, timeout: 10_000 },
};

/** The rollup's web app (rollup.spec.ts): `npm start`'s web role alone, configured as an OP-stack explorer, on the stack's API. */
const STACK_ROLLUP_WEB_SERVER = {
  command: 'node --import tsx server/start/cli.ts',
  url: `${ STACK_ROLLUP_WEB_URL }/api/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: STACK_ROLLUP_WEB_ENV,
  gracefulShutdown: { signal: 'SIGINT' as const, timeout: 10_000 },
};

/**
 * Debian's headless shell when installed (scripts/test-all.sh installs it): the same engine
 * without the full browser's windowing layers, as Playwright's own headless runs use. Measured
 * on /blocks: a new context costs 0.25 s of CPU instead of 0.85 s, a first load 3.2 s
 * instead of 6.0 s.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';

/**
 * Browser tests in Debian's Chromium against `next start` (a production build), nothing
 * leaving the machine. Two setups: `desktop` runs the shell specs against a local stand-in
 * API (config JSON, account, forced 429/500); `stack` runs the page specs against the whole
 * explorer (devnet with traffic, indexer, API, web app) started the way `npm start` does.
 */
export default defineConfig({
  testDir: './playwright',
  testMatch: '**/*.spec.ts',
  // Runs clean only this folder, so screenshots under test-results/screens survive other runs.
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${ WEB_PORT }`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || CHROMIUM,
      args: [ '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic' ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', testIgnore: 'stack/**', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    {
      name: 'stack',
      testDir: './playwright/stack',
      timeout: 60_000,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, baseURL: STACK_WEB_URL },
    },
  ].filter((project) => runs(project.name as 'desktop' | 'stack')),
  // With an external stack only its specs run and nothing is started here.
  webServer: EXTERNAL_STACK ? [] : [ ...(runs('desktop') ? SHELL_SERVERS : []), ...(runs('stack') ? [ STACK_SERVER, STACK_ROLLUP_WEB_SERVER ] : []) ],
});
