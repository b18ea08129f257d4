import { defineConfig, devices } from '@playwright/test';

import { E2E_ENV, STAND_IN_PORT, WEB_PORT } from './playwright/env';

/**
 * Browser tests in Debian's Chromium against `next start` (a production build). The API is a
 * local stand-in until the built-in backend serves these paths; nothing leaves the machine.
 */
export default defineConfig({
  testDir: './playwright',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${ WEB_PORT }`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [ '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic' ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: [
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
  ],
});
