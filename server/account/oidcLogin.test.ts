/** @jest-environment node */
// Sign-in end to end over real HTTP: the API's authorization-code flow with PKCE against the
// local OpenID Connect provider, followed by hand as a browser would (cookies per host,
// redirects one at a time), then the session it leaves and the logout.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { readApiConfig } from '../api/config';
import { startApiServer, type ApiServer } from '../api/server';
import { freePort } from '../common/freePort';
import { createSilentLogger } from '../common/logger';
import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { startLocalProvider, type LocalProvider } from './localProvider/provider';
import { safeReturnPath } from './returnPath';
import { SESSION_COOKIE } from './session';
import { testAccountConfig } from './testing';

/** Cookies by host:port, as a browser keeps them (enough for host-only cookies). */
class Browser {
  private readonly jar = new Map<string, Map<string, string>>();

  private cookiesFor(url: URL) {
    let cookies = this.jar.get(url.host);
    if (!cookies) this.jar.set(url.host, cookies = new Map());
    return cookies;
  }

  cookie(url: string, name: string): string | undefined {
    return this.cookiesFor(new URL(url)).get(name);
  }

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const target = new URL(url);
    const cookies = this.cookiesFor(target);
    const response = await fetch(target, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: [ ...cookies ].map(([ name, value ]) => `${ name }=${ value }`).join('; '),
        ...init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const header of response.headers.getSetCookie()) {
      const [ pair, ...attributes ] = header.split(';');
      const [ name, ...value ] = pair.split('=');
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired) cookies.delete(name.trim());
      else cookies.set(name.trim(), value.join('=').trim());
    }
    const location = response.headers.get('location');
    return { response, location: location ? new URL(location, target).href : null, body: await response.text() };
  }

  /** Follows redirects until one leaves for `stopAt` (the explorer) or a page answers. */
  async follow(url: string, stopAt: string) {
    let current = await this.request(url);
    for (let hop = 0; current.location && !current.location.startsWith(stopAt) && hop < 10; hop++) {
      current = await this.request(current.location);
    }
    return current;
  }
}

const APP_URL = 'http://localhost:3999';
let db: Database;
let provider: LocalProvider;
let api: ApiServer;
let dataDir: string;

beforeAll(async() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'local-oidc-'));
  db = await createTestDatabase();
  const apiPort = await freePort();
  const publicUrl = `http://127.0.0.1:${ apiPort }`;
  provider = await startLocalProvider({
    host: '127.0.0.1', port: 0, dataDir, logger: createSilentLogger(),
    client: { clientId: 'explorer', clientSecret: 'local-secret', redirectUri: `${ publicUrl }/auth/auth0/callback`, postLogoutRedirectUri: APP_URL },
  });
  const account = testAccountConfig({ publicUrl, appUrl: APP_URL, logoutRedirectUrl: APP_URL,
    oidc: { issuer: provider.issuer, clientId: 'explorer', clientSecret: 'local-secret', scopes: 'openid email profile', allowInsecure: true } });
  api = await startApiServer({ db, logger: createSilentLogger(), config: { ...readApiConfig({ API_PORT: String(apiPort) }), account } });
}, 60_000);

afterAll(async() => {
  await api?.close();
  await provider?.close();
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('sign-in through the local OpenID Connect provider', () => {
  it('signs a visitor up, returns them to the page they came from, signed in; logout ends the session', async() => {
    const browser = new Browser();
    const start = await browser.follow(`${ api.url }/auth/auth0?path=${ encodeURIComponent('/address/0xabc?tab=txs') }`, APP_URL);
    // The provider's form, reached by the authorization request.
    expect(start.response.status).toBe(200);
    expect(start.body).toContain('Create an account');
    const uid = /action="\/interaction\/([\w-]+)\/signup"/.exec(start.body)?.[1];
    expect(uid).toBeTruthy();

    const weak = await browser.request(`${ provider.issuer }/interaction/${ uid }/signup`, { method: 'POST',
      form: { name: 'Ada <b>', email: 'ada@example.com', password: 'short' } });
    expect(weak.response.status).toBe(422);
    expect(weak.body).toContain('at least 8 characters');
    expect(weak.body).not.toContain('<b>');

    const signedUp = await browser.request(`${ provider.issuer }/interaction/${ uid }/signup`, { method: 'POST',
      form: { name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' } });
    const back = await browser.follow(signedUp.location!, APP_URL);
    expect(back.location).toBe(`${ APP_URL }/address/0xabc?tab=txs`);
    const session = browser.cookie(api.url, SESSION_COOKIE);
    expect(session).toBeTruthy();
    const setCookie = back.response.headers.getSetCookie().find((header) => header.startsWith(`${ SESSION_COOKIE }=`));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Expires=/);

    const info = await browser.request(`${ api.url }/api/account/v1/user/info`);
    expect(JSON.parse(info.body)).toMatchObject({ email: 'ada@example.com', name: 'Ada' });

    // Logout: our session is gone, and the provider is asked to end its own.
    const logout = await browser.request(`${ api.url }/auth/logout`);
    expect(logout.location).toMatch(new RegExp(`^${ provider.issuer }/session/end`));
    expect(browser.cookie(api.url, SESSION_COOKIE)).toBeUndefined();
    const after = await fetch(`${ api.url }/api/account/v1/user/info`, { headers: { cookie: `${ SESSION_COOKIE }=${ session }` } });
    expect(after.status).toBe(401);
  }, 60_000);

  it('signs the same user in again with the password, and refuses a wrong one', async() => {
    const browser = new Browser();
    const start = await browser.follow(`${ api.url }/auth/auth0?path=/`, APP_URL);
    const uid = /action="\/interaction\/([\w-]+)\/login"/.exec(start.body)?.[1];
    const wrong = await browser.request(`${ provider.issuer }/interaction/${ uid }/login`, { method: 'POST',
      form: { email: 'ada@example.com', password: 'wrong password' } });
    expect(wrong.body).toContain('Wrong email or password.');
    const right = await browser.request(`${ provider.issuer }/interaction/${ uid }/login`, { method: 'POST',
      form: { email: 'ADA@example.com', password: 'correct horse battery' } });
    const back = await browser.follow(right.location!, APP_URL);
    expect(back.location).toBe(`${ APP_URL }/`);
    const users = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM account_users');
    expect(users[0].count).toBe(1);
  }, 60_000);

  it('refuses a callback that no sign-in of this browser started', async() => {
    const response = await new Browser().request(`${ api.url }/auth/auth0/callback?code=stolen&state=guess`);
    expect(response.location).toMatch(new RegExp(`^${ APP_URL }/login\\?error=`));
  });
});

describe('the path sign-in returns to', () => {
  it.each([
    [ '/tx/0x1?tab=logs', '/tx/0x1?tab=logs' ],
    [ '//evil.example/x', '/' ],
    [ '/\\evil.example', '/' ],
    [ 'https://evil.example', '/' ],
    [ '/\t/evil.example', '/' ],
    [ 'javascript:alert(1)', '/' ],
    [ undefined, '/' ],
  ])('%p → %p', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });
});
