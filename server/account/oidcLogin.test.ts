/** @jest-environment node */
// Sign-in end to end over real HTTP: the API's authorization-code flow with PKCE against the
// local OpenID Connect provider, followed by hand as a browser would (cookies per host,
// redirects one at a time), then the session it leaves and the logout. The provider mails its
// email codes through the account's mailer to a local SMTP server.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import pino from 'pino';

import { testApiConfig } from '../api/test/config';
import { startApiServer, type ApiServer } from '../api/server';
import { freePort } from '../common/freePort';
import { createSilentLogger } from '../common/logger';
import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { startLocalProvider, type LocalProvider } from './localProvider/provider';
import { createMailer } from './mail';
import { safeReturnPath } from './returnPath';
import { SESSION_COOKIE } from './session';
import { startTestSmtpServer, testAccountConfig } from './testing';

/**
 * Cookies by host:port, as a browser keeps them (enough for host-only cookies). Requests leave
 * from `localAddress`, so a test can play visitors at different IP addresses (all of 127/8 is this machine).
 */
class Browser {
  private readonly jar = new Map<string, Map<string, string>>();

  constructor(private readonly localAddress = '127.0.0.1') {}

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
    const payload = init.form ? new URLSearchParams(init.form).toString() : undefined;
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.request(target, {
        method: init.method ?? 'GET',
        localAddress: this.localAddress,
        headers: {
          cookie: [ ...cookies ].map(([ name, value ]) => `${ name }=${ value }`).join('; '),
          ...payload ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(payload) } : {},
        },
      }, resolve);
      request.on('error', reject);
      request.end(payload);
    });
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    const setCookies = response.headers['set-cookie'] ?? [];
    for (const header of setCookies) {
      const [ pair, ...attributes ] = header.split(';');
      const [ name, ...value ] = pair.split('=');
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired) cookies.delete(name.trim());
      else cookies.set(name.trim(), value.join('=').trim());
    }
    const location = response.headers.location;
    return { status: response.statusCode ?? 0, setCookies, location: location ? new URL(location, target).href : null,
      body: Buffer.concat(chunks).toString('utf8') };
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
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;

/** The last code the local provider mailed to `email`. */
function providerCodeTo(email: string): string {
  const mail = smtp.received.filter((item) => item.to === email).at(-1);
  const code = mail && /Your code to confirm this email is\s+(\d{6})/.exec(mail.body.replace(/=\r?\n/g, ''))?.[1];
  if (!code) throw new Error(`no code mailed to ${ email }`);
  return code;
}

/** The provider's form of a new sign-in from the explorer, and its interaction id. */
async function startSignIn(browser: Browser, returnPath = '/') {
  const start = await browser.follow(`${ api.url }/auth/auth0?path=${ encodeURIComponent(returnPath) }`, APP_URL);
  const uid = /action="\/interaction\/([\w-]+)\/login"/.exec(start.body)?.[1];
  if (!uid) throw new Error('no sign-in form');
  return { start, uid };
}

beforeAll(async() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'local-oidc-'));
  db = await createTestDatabase();
  smtp = await startTestSmtpServer();
  const smtpConfig = { url: smtp.url, from: 'Explorer <no-reply@localhost>' };
  const apiPort = await freePort();
  const publicUrl = `http://127.0.0.1:${ apiPort }`;
  const mailer = createMailer(db, testAccountConfig({ smtp: smtpConfig }), createSilentLogger());
  provider = await startLocalProvider({
    host: '127.0.0.1', port: 0, dataDir, logger: createSilentLogger(), mailer,
    client: { clientId: 'explorer', clientSecret: 'local-secret', redirectUri: `${ publicUrl }/auth/auth0/callback`, postLogoutRedirectUri: APP_URL },
  });
  const account = testAccountConfig({ publicUrl, appUrl: APP_URL, logoutRedirectUrl: APP_URL, smtp: smtpConfig,
    oidc: { issuer: provider.issuer, clientId: 'explorer', clientSecret: 'local-secret', scopes: 'openid email profile', allowInsecure: true } });
  api = await startApiServer({ db, logger: createSilentLogger(), config: { ...testApiConfig({ API_PORT: String(apiPort) }), account } });
}, 60_000);

afterAll(async() => {
  await api?.close();
  await provider?.close();
  await smtp.close();
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('sign-in through the local OpenID Connect provider', () => {
  it('signs a visitor up once the mailed code confirms their email, returns them to the page they came from, signed in; logout ends the session', async() => {
    const browser = new Browser();
    const { start, uid } = await startSignIn(browser, '/address/0xabc?tab=txs');
    // The provider's form, reached by the authorization request.
    expect(start.status).toBe(200);
    expect(start.body).toContain('Create an account');

    const weak = await browser.request(`${ provider.issuer }/interaction/${ uid }/signup`, { method: 'POST',
      form: { name: 'Ada <b>', email: 'ada@example.com', password: 'short' } });
    expect(weak.status).toBe(422);
    expect(weak.body).toContain('at least 8 characters');
    expect(weak.body).not.toContain('<b>');

    // The account is made, but its email is not the visitor's until the code mailed to it comes back.
    const signedUp = await browser.request(`${ provider.issuer }/interaction/${ uid }/signup`, { method: 'POST',
      form: { name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' } });
    expect(signedUp.status).toBe(200);
    expect(signedUp.location).toBeNull();
    expect(signedUp.body).toContain('We mailed a code to ada@example.com');
    const code = providerCodeTo('ada@example.com');
    const wrong = await browser.request(`${ provider.issuer }/interaction/${ uid }/verify`, { method: 'POST',
      form: { code: code === '000000' ? '111111' : '000000' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toContain('Wrong or expired code.');
    const verified = await browser.request(`${ provider.issuer }/interaction/${ uid }/verify`, { method: 'POST', form: { code } });
    const back = await browser.follow(verified.location!, APP_URL);
    expect(back.location).toBe(`${ APP_URL }/address/0xabc?tab=txs`);
    const session = browser.cookie(api.url, SESSION_COOKIE);
    expect(session).toBeTruthy();
    const setCookie = back.setCookies.find((header) => header.startsWith(`${ SESSION_COOKIE }=`));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Expires=/);

    const info = await browser.request(`${ api.url }/api/account/v1/user/info`);
    expect(JSON.parse(info.body)).toMatchObject({ email: 'ada@example.com', name: 'Ada' });
    const [ user ] = await db.query<{ email_verified: boolean }>("SELECT email_verified FROM account_users WHERE email = 'ada@example.com'");
    expect(user.email_verified).toBe(true);

    // Logout: our session is gone, and the provider is asked to end its own.
    const logout = await browser.request(`${ api.url }/auth/logout`);
    expect(logout.location).toMatch(new RegExp(`^${ provider.issuer }/session/end`));
    expect(browser.cookie(api.url, SESSION_COOKIE)).toBeUndefined();
    const after = await fetch(`${ api.url }/api/account/v1/user/info`, { headers: { cookie: `${ SESSION_COOKIE }=${ session }` } });
    expect(after.status).toBe(401);
  }, 60_000);

  it('signs the same user in again with the password, and refuses a wrong one', async() => {
    const browser = new Browser();
    const { uid } = await startSignIn(browser);
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

  it('never vouches for an email typed at sign-up: whoever types another\'s address cannot take over that email\'s account', async() => {
    const attacker = new Browser('127.0.0.4');
    const { uid } = await startSignIn(attacker);
    const signedUp = await attacker.request(`${ provider.issuer }/interaction/${ uid }/signup`, { method: 'POST',
      form: { name: 'Mallory', email: 'grace@example.com', password: 'correct horse battery' } });
    // The code goes to the victim's mailbox; without it there is no sign-in, only guesses that run out.
    expect(signedUp.status).toBe(200);
    expect(signedUp.location).toBeNull();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await attacker.request(`${ provider.issuer }/interaction/${ uid }/verify`, { method: 'POST', form: { code: '000000' } })).status);
    }
    expect(statuses.filter((status) => status === 200 || status === 302 || status === 303)).toEqual([]);
    // Signing in with the password asks for a new code again: an unconfirmed email is never passed on.
    const again = await startSignIn(attacker);
    const password = await attacker.request(`${ provider.issuer }/interaction/${ again.uid }/login`, { method: 'POST',
      form: { email: 'grace@example.com', password: 'correct horse battery' } });
    expect(password.status).toBe(200);
    expect(password.location).toBeNull();
    expect(attacker.cookie(api.url, SESSION_COOKIE)).toBeUndefined();
    expect(await db.query("SELECT id FROM account_users WHERE lower(email) = 'grace@example.com'")).toEqual([]);

    // The victim signs in by emailed code: a fresh account of their own.
    const sent = await fetch(`${ api.url }/api/account/v2/send_otp`, { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'grace@example.com' }) });
    expect(sent.status).toBe(200);
    const mail = smtp.received.filter((item) => item.to === 'grace@example.com').at(-1)!;
    const otp = /Your code to sign in to the explorer is\s+(\d{6})/.exec(mail.body.replace(/=\r?\n/g, ''))![1];
    const signedIn = await fetch(`${ api.url }/api/account/v2/confirm_otp`, { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'grace@example.com', otp }) });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ email: 'grace@example.com', name: null });
  }, 60_000);

  it('locks out a client (IP) after 10 wrong passwords, whatever email it tries, and never the owner elsewhere', async() => {
    const attacker = new Browser('127.0.0.3');
    const { uid } = await startSignIn(attacker);
    for (let attempt = 0; attempt < 10; attempt++) {
      const wrong = await attacker.request(`${ provider.issuer }/interaction/${ uid }/login`, { method: 'POST',
        form: { email: 'ada@example.com', password: `guess ${ attempt }` } });
      expect(wrong.body).toContain('Wrong email or password.');
    }
    const otherEmail = await attacker.request(`${ provider.issuer }/interaction/${ uid }/login`, { method: 'POST',
      form: { email: 'someone-else@example.com', password: 'guess again' } });
    expect(otherEmail.body).toContain('Too many attempts; wait a few minutes and try again.');

    // The owner, at their own address, signs in as usual.
    const owner = new Browser('127.0.0.1');
    const { uid: ownerUid } = await startSignIn(owner);
    const right = await owner.request(`${ provider.issuer }/interaction/${ ownerUid }/login`, { method: 'POST',
      form: { email: 'ada@example.com', password: 'correct horse battery' } });
    const back = await owner.follow(right.location!, APP_URL);
    expect(back.location).toBe(`${ APP_URL }/`);
  }, 60_000);

  it('refuses a callback that no sign-in of this browser started', async() => {
    const response = await new Browser().request(`${ api.url }/auth/auth0/callback?code=stolen&state=guess`);
    expect(response.location).toMatch(new RegExp(`^${ APP_URL }/login\\?error=`));
  });
});

describe('an issuer that announces another name than the one configured', () => {
  it('names the mismatch in the log and on the page the visitor lands on', async() => {
    // The provider announces http://127.0.0.1:<port>; the explorer is told http://localhost:<port>, the same server.
    const configured = provider.issuer.replace('127.0.0.1', 'localhost');
    const logs: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => { logs.push(JSON.parse(line) as Record<string, unknown>); } });
    const apiPort = await freePort();
    const account = testAccountConfig({ publicUrl: `http://127.0.0.1:${ apiPort }`, appUrl: APP_URL, logoutRedirectUrl: APP_URL,
      oidc: { issuer: configured, clientId: 'explorer', clientSecret: 'local-secret', scopes: 'openid email profile', allowInsecure: true } });
    const mismatched = await startApiServer({ db, logger, config: { ...testApiConfig({ API_PORT: String(apiPort) }), account } });
    try {
      const start = await new Browser().request(`${ mismatched.url }/auth/auth0?path=/`);
      const expected = `The sign-in service announces itself as ${ provider.issuer }, not ${ configured }: ` +
        `set ACCOUNT_OIDC_ISSUER to ${ provider.issuer }`;
      expect(start.location).toBe(`${ APP_URL }/login?error=${ encodeURIComponent(expected) }`);
      expect(logs).toContainEqual(expect.objectContaining({ level: 40, issuer: configured, announced: provider.issuer, msg: expected }));
    } finally {
      await mismatched.close();
    }
  }, 60_000);
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
