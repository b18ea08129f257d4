/** @jest-environment node */
// The request limit per client (plugins/rateLimit.ts): budgets per IP, client key, API key
// and whitelisted range, the 429 answer, who a request counts for (trusted proxies, the web
// app's signed visitor address) and the client key a solved captcha buys (POST /api/v2/key).
import './test/injectUnderJest';

import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance, InjectOptions } from 'fastify';

import { CLIENT_IP_HEADER, CLIENT_IP_SIGNATURE_HEADER, CLIENT_KEY_COOKIE, signClientIp } from '../../types/api/clients';
import { createApiKey } from '../account/apiKeys';
import { testAccountConfig } from '../account/testing';
import { upsertUser } from '../db/queries/account/users';
import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { buildApp } from './app';
import { readApiConfig, type ApiConfig } from './config';

const CLIENT_IP_SECRET = 'the-web-app-secret-of-32-characters!';
const TEST_ALTCHA_COST = { cost: 1, counterRange: [ 50, 200 ] as [ number, number ] };
const URL = '/api/v2/config/backend-version';

function configWith(env: Record<string, string>): ApiConfig {
  const config = readApiConfig({
    API_CACHE_TTL_MS: '0', API_RATE_LIMIT: '3', API_RATE_LIMIT_BY_CLIENT_TOKEN: '5', API_RATE_LIMIT_BY_API_KEY: '7',
    API_RATE_LIMIT_WHITELISTED_IPS: '10.1.0.0/16', API_RATE_LIMIT_BY_WHITELISTED_IP: '6', TRUSTED_PROXIES: '192.168.0.1',
    CLIENT_IP_SECRET, CAPTCHA_PROVIDER: 'altcha', ALTCHA_HMAC_KEY: 'test-hmac-key-0123456789', API_CORS_ORIGIN: 'http://localhost:3000', ...env,
  });
  config.csvExport!.captcha.altchaCost = TEST_ALTCHA_COST;
  return { ...config, account: testAccountConfig() };
}

/** Statuses of `count` requests made one after another. */
async function statuses(app: FastifyInstance, count: number, options: InjectOptions = {}): Promise<number[]> {
  const result: number[] = [];
  for (let index = 0; index < count; index += 1) result.push((await app.inject({ method: 'GET', url: URL, ...options })).statusCode);
  return result;
}

let db: Database;
let app: FastifyInstance;

beforeAll(async() => {
  db = await createTestDatabase();
  app = buildApp({ db, config: configWith({}) });
}, 60_000);

afterAll(async() => {
  await app?.close();
  await db?.close();
});

describe('a client IP', () => {
  it('gets its budget, then 429 with Retry-After and a message, while another IP goes on', async() => {
    const ip = '203.0.113.1';
    const first = await app.inject({ method: 'GET', url: URL, remoteAddress: ip });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-ratelimit-limit']).toBe('3');
    expect(first.headers['x-ratelimit-remaining']).toBe('2');
    expect(await statuses(app, 2, { remoteAddress: ip })).toEqual([ 200, 200 ]);

    const refused = await app.inject({ method: 'GET', url: URL, remoteAddress: ip, headers: { origin: 'http://localhost:3000' } });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({ message: `Too many requests: 3 per a minute for this ip. Retry in ${ retryAfter } s.` });
    // The browser can read the refusal: it carries the CORS headers.
    expect(refused.headers['access-control-allow-origin']).toBe('http://localhost:3000');

    expect(await statuses(app, 1, { remoteAddress: '203.0.113.2' })).toEqual([ 200 ]);
  });

  it('keeps health checks and the way out of a 429 (captcha challenge, client key) open', async() => {
    const ip = '203.0.113.3';
    expect(await statuses(app, 4, { remoteAddress: ip })).toEqual([ 200, 200, 200, 429 ]);
    for (const url of [ '/health', '/api/health/liveness', '/api/v1/captcha/altcha/challenge' ]) {
      expect((await app.inject({ method: 'GET', url, remoteAddress: ip })).statusCode).toBe(200);
    }
    expect((await app.inject({ method: 'POST', url: '/api/v2/key', payload: {}, remoteAddress: ip })).statusCode).toBe(403);
  });

  it('counts answers the response cache gives too', async() => {
    const cached = buildApp({ db, config: configWith({ API_CACHE_TTL_MS: '60000' }) });
    try {
      expect(await statuses(cached, 4, { remoteAddress: '203.0.113.4' })).toEqual([ 200, 200, 200, 429 ]);
    } finally {
      await cached.close();
    }
  });

  it('gets the larger budget inside a whitelisted range', async() => {
    expect(await statuses(app, 7, { remoteAddress: '10.1.2.3' })).toEqual([ 200, 200, 200, 200, 200, 200, 429 ]);
  });

  it('is not limited at all with API_RATE_LIMIT=0', async() => {
    const open = buildApp({ db, config: configWith({ API_RATE_LIMIT: '0' }) });
    try {
      const response = await open.inject({ method: 'GET', url: URL, remoteAddress: '203.0.113.5' });
      expect(response.headers['x-ratelimit-limit']).toBeUndefined();
      expect(await statuses(open, 10, { remoteAddress: '203.0.113.5' })).toEqual(Array(10).fill(200));
    } finally {
      await open.close();
    }
  });
});

describe('who a request counts for', () => {
  it('ignores a forged X-Forwarded-For from an address that is not a trusted proxy', async() => {
    const attacker = '203.0.113.10';
    const forged = (n: number) => ({ remoteAddress: attacker, headers: { 'x-forwarded-for': `198.51.100.${ n }` } });
    const seen = [];
    for (let n = 0; n < 4; n += 1) seen.push((await app.inject({ method: 'GET', url: URL, ...forged(n) })).statusCode);
    expect(seen).toEqual([ 200, 200, 200, 429 ]);
  });

  it('believes the trusted proxy: each client it forwards has its own budget', async() => {
    const viaProxy = (client: string) => ({ remoteAddress: '192.168.0.1', headers: { 'x-forwarded-for': client } });
    expect(await statuses(app, 4, viaProxy('198.51.100.20'))).toEqual([ 200, 200, 200, 429 ]);
    expect(await statuses(app, 1, viaProxy('198.51.100.21'))).toEqual([ 200 ]);
  });

  it('counts the web app\'s requests for a visitor on the visitor\'s budget, and ignores a wrong signature', async() => {
    const webServer = '127.0.0.1';
    const vouched = (visitor: string, signature = signClientIp(visitor, CLIENT_IP_SECRET)) =>
      ({ remoteAddress: webServer, headers: { [CLIENT_IP_HEADER]: visitor, [CLIENT_IP_SIGNATURE_HEADER]: signature } });
    expect(await statuses(app, 4, vouched('198.51.100.30'))).toEqual([ 200, 200, 200, 429 ]);
    // Another visitor rendered by the same web server is not limited with the first.
    expect(await statuses(app, 1, vouched('198.51.100.31'))).toEqual([ 200 ]);
    // A visitor who sends the headers themselves cannot sign: they count as who they are.
    const forger = '203.0.113.11';
    const forged = { remoteAddress: forger, headers: { [CLIENT_IP_HEADER]: '198.51.100.32', [CLIENT_IP_SIGNATURE_HEADER]: signClientIp('198.51.100.32', 'a-guessed-secret-of-32-characters!!') } };
    expect(await statuses(app, 3, forged)).toEqual([ 200, 200, 200 ]);
    expect(await statuses(app, 1, { remoteAddress: forger })).toEqual([ 429 ]);
  });
});

describe('the client key', () => {
  async function solvedCaptcha(): Promise<string> {
    const challenge = (await app.inject({ method: 'GET', url: '/api/v1/captcha/altcha/challenge' })).json() as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  it('is bought with a solved captcha and gives its own budget to a limited IP', async() => {
    const ip = '203.0.113.20';
    expect(await statuses(app, 4, { remoteAddress: ip })).toEqual([ 200, 200, 200, 429 ]);

    const bought = await app.inject({ method: 'POST', url: '/api/v2/key', remoteAddress: ip, payload: { recaptcha_response: await solvedCaptcha() } });
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toEqual({ message: 'OK', expires_at: expect.any(String) });
    expect(Date.parse(bought.json().expires_at) - Date.now()).toBeGreaterThan(17_000_000);
    const setCookie = String(bought.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${ CLIENT_KEY_COOKIE }=[^;]+; Path=/; Max-Age=18000; .*HttpOnly; SameSite=Lax`));
    const cookie = setCookie.split(';')[0];

    expect(await statuses(app, 6, { remoteAddress: ip, headers: { cookie } })).toEqual([ 200, 200, 200, 200, 200, 429 ]);
    const refused = await app.inject({ method: 'GET', url: URL, remoteAddress: ip, headers: { cookie } });
    expect(refused.json().message).toMatch(/for this client key/);
  });

  it('is refused without a solved captcha, and a forged key counts as nothing', async() => {
    const ip = '203.0.113.21';
    const unsolved = await app.inject({ method: 'POST', url: '/api/v2/key', remoteAddress: ip, payload: { recaptcha_response: 'not-a-solution' } });
    expect(unsolved.statusCode).toBe(403);
    expect(unsolved.headers['set-cookie']).toBeUndefined();
    const forged = { remoteAddress: ip, headers: { cookie: `${ CLIENT_KEY_COOKIE }=made-up.${ Math.floor(Date.now() / 1000) + 3600 }.AAAA` } };
    expect(await statuses(app, 4, forged)).toEqual([ 200, 200, 200, 429 ]);
  });

  it('is not for sale when no captcha is configured', async() => {
    const noCaptcha = buildApp({ db, config: configWith({ CAPTCHA_PROVIDER: 'none' }) });
    try {
      const response = await noCaptcha.inject({ method: 'POST', url: '/api/v2/key', payload: { recaptcha_response: 'x' } });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Client keys need a captcha: none is configured');
    } finally {
      await noCaptcha.close();
    }
  });
});

describe('an API key', () => {
  it('has the larger budget of its own, whichever IP sends it', async() => {
    const user = await upsertUser(db, { issuer: 'https://issuer.test', subject: 'bot-owner', email: 'bot@example.com', emailVerified: true, name: 'bot' });
    const created = await createApiKey(db, user.id, 'bot', 3);
    const withKey = (ip: string) => ({ remoteAddress: ip, url: `${ URL }?apikey=${ created?.key }` });
    const seen = [];
    for (let n = 0; n < 8; n += 1) seen.push((await app.inject({ method: 'GET', ...withKey(`203.0.113.${ 30 + n }`) })).statusCode);
    expect(seen).toEqual([ 200, 200, 200, 200, 200, 200, 200, 429 ]);
  });
});
