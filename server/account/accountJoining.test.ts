/** @jest-environment node */
// Which account a sign-in joins. Accounts meet only on an email both sides proved: an issuer
// that says email_verified (the OIDC callback's upsert), a code mailed to it (send_otp, email
// link) or a confirmation link. An email an issuer did not verify joins nothing, and no
// account takes over one another proved. Codes and links are read from the outbox (no SMTP).
import '../api/test/injectUnderJest';

import type { FastifyInstance } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

import { buildApp } from '../api/app';
import { testApiConfig } from '../api/test/config';
import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { createSession, SESSION_COOKIE } from './session';
import { upsertUser, type Identity } from '../db/queries/account/users';
import { testAccountConfig } from './testing';

let db: Database;
let app: FastifyInstance;

interface Visitor { cookie: string; csrf: string }

/** An OIDC sign-in as the callback records it: the issuer's profile, upserted by (issuer, subject). */
function oidcSignIn(subject: string, email: string, emailVerified: boolean, name = subject) {
  return upsertUser(db, { issuer: 'https://issuer.test', subject, email, emailVerified, name });
}

async function sessionOf(identity: Identity | number): Promise<Visitor> {
  const id = typeof identity === 'number' ? identity : (await upsertUser(db, identity)).id;
  const cookie = `${ SESSION_COOKIE }=${ await createSession(db, testAccountConfig(), id) }`;
  const csrf = (await app.inject({ method: 'GET', url: '/api/account/v2/get_csrf', headers: { cookie } })).headers['x-bs-account-csrf'];
  return { cookie, csrf: String(csrf) };
}

let clients = 0;

/** Each request from an IP of its own: sends of codes are limited per client (IP), not tested here. */
function post(url: string, payload: object, visitor?: Visitor) {
  const headers: Record<string, string> = visitor ? { cookie: visitor.cookie, 'x-csrf-token': visitor.csrf } : {};
  return app.inject({ method: 'POST', url: `/api/account/v2${ url }`, payload, headers, remoteAddress: `198.51.100.${ ++clients }` });
}

async function lastMailTo(email: string): Promise<string> {
  const [ row ] = await db.query<{ body: string }>('SELECT body FROM account_email_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [ email ]);
  if (!row) throw new Error(`no mail to ${ email }`);
  return row.body;
}

/** Signs in with a code mailed to `email`; answers the account's user info. */
async function signInByCode(email: string) {
  expect((await post('/send_otp', { email })).statusCode).toBe(200);
  const otp = /Your code to sign in to the explorer is\s+(\d{6})/.exec(await lastMailTo(email))![1];
  const response = await post('/confirm_otp', { email, otp });
  expect(response.statusCode).toBe(200);
  const cookie = String(response.headers['set-cookie']).split(';')[0];
  const [ session ] = await db.query<{ user_id: number }>('SELECT user_id FROM account_sessions ORDER BY created_at DESC LIMIT 1');
  return { info: response.json(), cookie, userId: Number(session.user_id) };
}

/** Mails the account's confirmation link and answers its path. */
async function confirmationLink(visitor: Visitor): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/account/v2/email/resend', headers: { cookie: visitor.cookie, 'x-csrf-token': visitor.csrf } });
  expect(response.statusCode).toBe(200);
  const [ row ] = await db.query<{ recipient: string }>('SELECT recipient FROM account_email_outbox ORDER BY id DESC LIMIT 1');
  return /http:\/\/127\.0\.0\.1:4000(\/auth\/email\/confirm\?\S+)/.exec(await lastMailTo(row.recipient))![1];
}

async function verified(userId: number): Promise<boolean> {
  const [ row ] = await db.query<{ email_verified: boolean }>('SELECT email_verified FROM account_users WHERE id = $1', [ userId ]);
  return row.email_verified;
}

beforeAll(async() => {
  db = await createTestDatabase();
  app = buildApp({ db, config: { ...testApiConfig({ API_CACHE_TTL_MS: '0' }), account: testAccountConfig() } });
}, 60_000);

afterAll(async() => {
  await app?.close();
  await db?.close();
});

describe('OIDC, then an emailed code', () => {
  it('joins the account whose issuer verified the email', async() => {
    const oidc = await oidcSignIn('verified-1', 'ann@example.com', true, 'Ann');
    const signIn = await signInByCode('ann@example.com');
    expect(signIn.userId).toBe(oidc.id);
    expect(signIn.info.name).toBe('Ann');
  });

  it('never joins an account whose issuer did not verify the email: the code makes an account of its own', async() => {
    const oidc = await oidcSignIn('unverified-1', 'bob@example.com', false, 'Mallory');
    const signIn = await signInByCode('bob@example.com');
    expect(signIn.userId).not.toBe(oidc.id);
    expect(signIn.info.name).toBeNull();
    expect(await verified(oidc.id)).toBe(false);
    // The issuer's next sign-in, still unverified, changes nothing.
    await oidcSignIn('unverified-1', 'bob@example.com', false, 'Mallory');
    expect((await signInByCode('bob@example.com')).userId).toBe(signIn.userId);
  });
});

describe('an emailed code, then OIDC', () => {
  it('an issuer\'s unverified email stays beside the code\'s account, never joined to it, and cannot be confirmed away from it', async() => {
    const byCode = await signInByCode('cy@example.com');
    const oidc = await oidcSignIn('unverified-2', 'cy@example.com', false, 'Mallory');
    expect(oidc.id).not.toBe(byCode.userId);
    expect(oidc.email_verified).toBe(false);
    // Its confirmation link, even opened by the owner, cannot make it a second account of that email.
    const link = await confirmationLink(await sessionOf(oidc.id));
    const confirmed = await app.inject({ method: 'GET', url: link });
    expect(confirmed.headers.location).toBe(`http://localhost:3000/login?error=${ encodeURIComponent('This email is already linked to another account.') }`);
    expect(await verified(oidc.id)).toBe(false);
    expect((await signInByCode('cy@example.com')).userId).toBe(byCode.userId);
  });

  it('an issuer\'s verified email is a separate account; the code keeps signing in to the first one', async() => {
    const byCode = await signInByCode('dee@example.com');
    const oidc = await oidcSignIn('verified-2', 'dee@example.com', true);
    expect(oidc.id).not.toBe(byCode.userId);
    expect((await signInByCode('dee@example.com')).userId).toBe(byCode.userId);
  });
});

describe('a wallet, then an email link', () => {
  it('joins the email the mailed code proves, whatever an issuer claimed for it', async() => {
    const unverified = await oidcSignIn('unverified-3', 'eve@example.com', false, 'Mallory');
    const wallet = privateKeyToAccount(generatePrivateKey());
    const visitor = await sessionOf({ issuer: 'siwe', subject: wallet.address.toLowerCase(), addressHash: wallet.address.toLowerCase() });
    expect((await post('/send_otp', { email: 'eve@example.com' }, visitor)).statusCode).toBe(200);
    const otp = /Your code to add this email to your account on the explorer is\s+(\d{6})/.exec(await lastMailTo('eve@example.com'))![1];
    const linked = await post('/email/link', { email: 'eve@example.com', otp }, visitor);
    expect(linked.statusCode).toBe(200);
    const signIn = await signInByCode('eve@example.com');
    expect(signIn.info.address_hash).toBe(wallet.address);
    expect(await verified(unverified.id)).toBe(false);
  });

  it('refuses an email another account proved', async() => {
    await signInByCode('fay@example.com');
    const wallet = privateKeyToAccount(generatePrivateKey());
    const visitor = await sessionOf({ issuer: 'siwe', subject: wallet.address.toLowerCase(), addressHash: wallet.address.toLowerCase() });
    await post('/send_otp', { email: 'fay@example.com' }, visitor);
    const otp = /Your code to add this email to your account on the explorer is\s+(\d{6})/.exec(await lastMailTo('fay@example.com'))![1];
    const refused = await post('/email/link', { email: 'fay@example.com', otp }, visitor);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.email).toEqual([ 'is already linked to another account' ]);
  });
});

describe('a confirmation link', () => {
  it('verifies only the account that asked for it, so another account of the same unverified email never becomes the email\'s', async() => {
    const mallory = await oidcSignIn('mallory', 'gil@example.com', false, 'Mallory');
    const gil = await oidcSignIn('gil', 'gil@example.com', false, 'Gil');
    const malloryLink = await confirmationLink(await sessionOf(mallory.id));
    const gilLink = await confirmationLink(await sessionOf(gil.id));
    expect(malloryLink).not.toBe(gilLink);
    expect((await app.inject({ method: 'GET', url: gilLink })).headers.location).toBe('http://localhost:3000/auth/profile');
    expect(await verified(gil.id)).toBe(true);
    expect(await verified(mallory.id)).toBe(false);
    expect((await signInByCode('gil@example.com')).info.name).toBe('Gil');
    // Mallory's own link, even if Gil is fooled into opening it, is refused now that the email is Gil's.
    expect((await app.inject({ method: 'GET', url: malloryLink })).headers.location).toMatch(/^http:\/\/localhost:3000\/login\?error=/);
    expect(await verified(mallory.id)).toBe(false);
  });

  it('stays confirmed when the issuer, asked again, still does not vouch for that email', async() => {
    const user = await oidcSignIn('hal', 'hal@example.com', false, 'Hal');
    const link = await confirmationLink(await sessionOf(user.id));
    await app.inject({ method: 'GET', url: link });
    const again = await oidcSignIn('hal', 'hal@example.com', false, 'Hal');
    expect(again.email_verified).toBe(true);
    // A different, unproved address from the issuer does not replace the proved one.
    const changed = await oidcSignIn('hal', 'hal-new@example.com', false, 'Hal');
    expect(changed).toMatchObject({ email: 'hal@example.com', email_verified: true });
    // One the issuer does prove does.
    const proved = await oidcSignIn('hal', 'hal-new@example.com', true, 'Hal');
    expect(proved).toMatchObject({ email: 'hal-new@example.com', email_verified: true });
  });
});
