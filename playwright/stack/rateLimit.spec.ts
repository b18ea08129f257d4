import http from 'node:http';

import type { Page } from '@playwright/test';

import { CLIENT_KEY_COOKIE } from '../../types/api/clients';
import { expect as baseExpect, test } from '../fixtures';
import { STACK_API_URL, STACK_WEB_URL } from './env';

const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The rate limit as a visitor meets it, against the one-command start: every spec's own
 * requests come from 127.0.0.1, which the stack whitelists (env.ts); this visitor comes from
 * 127.0.0.2 — the browser's requests to the web app and to the API are sent from that
 * address (loopback has all of 127/8) — and so has the default budget of an unknown IP.
 */
const VISITOR_ADDRESS = '127.0.0.2';

interface Answer { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** One HTTP request sent from {@link VISITOR_ADDRESS}. */
function requestFromVisitor(url: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer | null } = {}): Promise<Answer> {
  const target = new URL(url);
  // The Host the browser would send (the web app redirects other hosts to its own).
  const headers = { host: target.host, ...options.headers };
  // The stack listens on IPv4 loopback; `localhost` could resolve to ::1, which 127.0.0.2 cannot reach.
  if (target.hostname === 'localhost') target.hostname = '127.0.0.1';
  return new Promise((resolve, reject) => {
    const request = http.request(target, { method: options.method ?? 'GET', headers, localAddress: VISITOR_ADDRESS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(options.body ?? undefined);
  });
}

/** Sends every request of `page` to the web app and the API from the visitor's address (page routes end with the page). */
async function browseAsVisitor(page: Page) {
  const origins = [ new URL(STACK_WEB_URL).origin, new URL(STACK_API_URL).origin, new URL(STACK_API_URL.replace('127.0.0.1', 'localhost')).origin ];
  await page.route((url) => origins.includes(url.origin), async(route) => {
    const request = route.request();
    // Uncompressed, so the body handed back to the browser is the one its headers describe.
    const headers = { ...await request.allHeaders(), 'accept-encoding': 'identity' };
    const answer = await requestFromVisitor(request.url(), { method: request.method(), headers, body: request.postDataBuffer() });
    const answerHeaders: Record<string, string> = {};
    for (const [ name, value ] of Object.entries(answer.headers)) {
      if (value === undefined || name === 'content-length' || name === 'transfer-encoding') continue;
      answerHeaders[name] = Array.isArray(value) ? value.join('\n') : value;
    }
    await route.fulfill({ status: answer.status, headers: answerHeaders, body: answer.body });
  });
}

/** Uses up the visitor's budget with a burst of API requests; returns the refusal. */
async function useUpBudget(url: string): Promise<Answer> {
  let answer = await requestFromVisitor(url);
  const limit = Number(answer.headers['x-ratelimit-limit']);
  expect(limit).toBe(300);
  for (let n = 1; n <= limit && answer.status !== 429; n += 1) answer = await requestFromVisitor(url);
  return answer;
}

test('a visitor past the limit gets the 429 screen, and the captcha lifts it', async({ page }) => {
  test.setTimeout(120_000);
  const url = `${ STACK_API_URL }/api/v2/config/backend-version`;
  let refused = await useUpBudget(url);
  // The window is a minute from the visitor's first request: leave the page enough of it.
  if (Number(refused.headers['retry-after']) < 30) {
    await new Promise((resolve) => setTimeout(resolve, (Number(refused.headers['retry-after']) + 1) * 1000));
    refused = await useUpBudget(url);
  }
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(JSON.parse(refused.body.toString())).toEqual({ message: expect.stringMatching(/^Too many requests: 300 per a minute for this ip\. Retry in \d+ s\.$/) });
  // A forged X-Forwarded-For changes nothing: 127.0.0.2 is no trusted proxy.
  expect((await requestFromVisitor(url, { headers: { 'x-forwarded-for': '198.51.100.1' } })).status).toBe(429);
  // The same request from this machine's own address still answers.
  expect((await fetch(url)).status).toBe(200);

  // The web app renders the page with the visitor's address (signed, server-side), so the API
  // refuses it too: the first HTML is the 429 screen, inside the usual frame.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await browseAsVisitor(page);
  const response = await page.goto('/block/1');
  expect(response?.status()).toBe(429);
  expect(await response?.text()).toContain('Too many requests');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Too many requests');
  await expect(page.getByText('You have exceeded the request rate for a given time period. Please reduce the number of requests and try again soon.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /search/i }).first()).toBeVisible();

  // The ALTCHA widget solves itself; its answer buys a client key (a cookie) and the page reloads, working.
  await expect(page.getByTestId('app-error-client-key').getByTestId('altcha-widget')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: 'Block #1' })).toBeVisible({ timeout: 60_000 });
  const cookies = await page.context().cookies(STACK_API_URL.replace('127.0.0.1', 'localhost'));
  expect(cookies.find((cookie) => cookie.name === CLIENT_KEY_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  // A list the browser loads itself works too.
  await page.goto('/blocks');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  expect(errors).toEqual([]);
});
