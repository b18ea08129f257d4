/**
 * The home page's JavaScript per feature set: the same build started with every optional
 * feature off and with every one on (ads, analytics, error monitor, marketplace, wallets, CSV
 * export with its captcha, GraphQL, rollup), beside the explorer the bench started. For each:
 * the first-load JavaScript (the server HTML's own scripts, as the main table counts it) and
 * everything the page had run a few seconds after load in Chromium (lazy chunks included), with
 * the ad networks, analytics host and monitor answered locally so their code loads as it would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { chromium } from '@playwright/test';

import { extractScriptSrcs, gzipSize, TARGETS, toKb } from './report';
import { FEATURE_SET_PORTS, ROOT } from './stack';


const AD_HOSTS = /^https:\/\/(coinzillatag\.com|request-global\.czilladx\.com|v1\.slise\.xyz|servedbyadbutler\.com)\//;

function featureSets(collector: string): Array<{ name: string; env: Record<string, string> }> {
  return [
    { name: 'optional features off', env: {
      NEXT_PUBLIC_MARKETPLACE_ENABLED: 'false', NEXT_PUBLIC_WEB3_WALLETS: '[]', NEXT_PUBLIC_CSV_EXPORT_ENABLED: 'false', NEXT_PUBLIC_GRAPHQL_ENABLED: 'false',
      NEXT_PUBLIC_STATS_API_HOST: '', NEXT_PUBLIC_VISUALIZE_API_HOST: '', NEXT_PUBLIC_IS_ACCOUNT_SUPPORTED: 'false',
    } },
    { name: 'every feature on', env: {
      NEXT_PUBLIC_AD_BANNER_PROVIDER: 'coinzilla', NEXT_PUBLIC_AD_COINZILLA_BANNER_ZONE: 'bench', NEXT_PUBLIC_AD_TEXT_PROVIDER: 'coinzilla',
      NEXT_PUBLIC_AD_COINZILLA_TEXT_ZONE: 'bench', NEXT_PUBLIC_MIXPANEL_PROJECT_TOKEN: 'bench', NEXT_PUBLIC_MIXPANEL_API_HOST: `${ collector }/mixpanel`,
      NEXT_PUBLIC_SENTRY_DSN: `http://bench@${ new URL(collector).host }/1`, NEXT_PUBLIC_WEB3_WALLETS: '["metamask","coinbase","token_pocket"]',
      NEXT_PUBLIC_CSV_EXPORT_ENABLED: 'true', NEXT_PUBLIC_CAPTCHA_PROVIDER: 'altcha', NEXT_PUBLIC_GRAPHQL_ENABLED: 'true',
      NEXT_PUBLIC_ROLLUP_TYPE: 'optimistic', NEXT_PUBLIC_ROLLUP_L1_BASE_URL: 'https://l1.example.org',
    } },
  ];
}

export interface FeatureSetFigures { name: string; firstLoadJsKb: number; afterLoadJsKb: number; scriptsAfterLoad: number }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await fetch(`${ url }/api/health`).then((response) => response.ok, () => false)) return;
    await sleep(500);
  }
  throw new Error(`${ url } did not answer within ${ timeoutMs / 1000 } s`);
}

/** Collects nothing, answers everything: the analytics host and the monitor of the "on" set. */
function startCollector(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'access-control-allow-origin': req.headers.origin ?? '*', 'content-type': 'application/json' }).end('{}');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function firstLoadKb(origin: string): Promise<number> {
  await fetch(origin).then((response) => response.arrayBuffer());
  const html = await (await fetch(origin, { headers: { accept: 'text/html' } })).text();
  const { scripts } = extractScriptSrcs(html, origin);
  const sizes = await Promise.all(scripts.map(async(url) => gzipSize(new Uint8Array(await (await fetch(url)).arrayBuffer()))));
  return toKb(sizes.reduce((sum, size) => sum + size, 0));
}

export async function afterLoad(origin: string): Promise<{ kb: number; count: number }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [ '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync' ] });
  try {
    const page = await browser.newPage();
    await page.route(AD_HOSTS, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    const bodies: Array<Promise<number>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(origin)) {
        bodies.push(response.body().then((body) => gzipSize(new Uint8Array(body)), () => 0));
      }
    });
    await page.goto(origin, { waitUntil: 'networkidle' });
    // Analytics, the monitor and ads start when the browser is idle.
    await sleep(4000);
    const sizes = await Promise.all(bodies);
    return { kb: toKb(sizes.reduce((sum, size) => sum + size, 0)), count: sizes.length };
  } finally {
    await browser.close();
  }
}

/** Starts each feature set's web app against `apiUrl`, measures its home page, stops it. */
export async function measureFeatureSets(apiUrl: string, log: (line: string) => void): Promise<Array<FeatureSetFigures>> {
  const collector = await startCollector();
  const collectorUrl = `http://127.0.0.1:${ (collector.address() as AddressInfo).port }`;
  const api = new URL(apiUrl);
  const results: Array<FeatureSetFigures> = [];
  try {
    for (const [ index, set ] of featureSets(collectorUrl).entries()) {
      const port = FEATURE_SET_PORTS[index];
      const origin = `http://127.0.0.1:${ port }`;
      const child: ChildProcess = spawn(process.execPath, [ path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(port) ], {
        cwd: ROOT, stdio: 'ignore',
        env: { ...process.env, NEXT_PUBLIC_APP_HOST: '127.0.0.1', NEXT_PUBLIC_APP_PORT: String(port), NEXT_PUBLIC_API_HOST: api.hostname,
          NEXT_PUBLIC_API_PORT: api.port, ...set.env },
      });
      try {
        await waitForHealth(origin);
        const firstLoadJsKb = await firstLoadKb(origin);
        const after = await afterLoad(origin);
        results.push({ name: set.name, firstLoadJsKb, afterLoadJsKb: after.kb, scriptsAfterLoad: after.count });
        log(`  ${ set.name }: first-load ${ firstLoadJsKb } kB gz; after load ${ after.kb } kB gz in ${ after.count } scripts`);
      } finally {
        child.kill('SIGTERM');
      }
    }
  } finally {
    collector.close();
  }
  return results;
}

export function formatFeatureSets(rows: Array<FeatureSetFigures>): string {
  const lines = [ '| Feature set | First-load JS (kB gz) | JS after load (kB gz) | Target |', '|---|---|---|---|' ];
  for (const row of rows) {
    const bound = TARGETS.homeFirstLoadKb;
    const target = row.name === 'every feature on' ? `≤ ${ bound } first-load ${ row.firstLoadJsKb <= bound ? '✓' : '✗' }` : '';
    lines.push(`| ${ row.name } | ${ row.firstLoadJsKb } | ${ row.afterLoadJsKb } (${ row.scriptsAfterLoad } scripts) | ${ target } |`);
  }
  return lines.join('\n');
}
