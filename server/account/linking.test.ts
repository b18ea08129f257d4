/** @jest-environment node */
// Adding a sign-in way to a signed-in account: an email proven by a code mailed through a real
// (local) SMTP server, a wallet proven by its signature of the explorer's message. Afterwards
// the new way signs in to the same account; an email or wallet of another account stays theirs.
import '../api/test/injectUnderJest';


import type { FastifyInstance } from 'fastify';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';

import { buildApp } from '../api/app';
import { testApiConfig } from '../api/test/config';
import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { createSession, SESSION_COOKIE } from './session';
import { upsertUser, type Identity } from '../db/queries/account/users';
import { startTestSmtpServer, testAccountConfig } from './testing';

let db: Database;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let app: FastifyInstance;

interface Visitor { cookie: string; csrf: string }

/** A new account of `identity`, signed in, with its CSRF token. */
async function signedIn(identity: Identity): Promise<Visitor> {
  const user = await upsertUser(db, identity);
  const cookie = `${ SESSION_COOKIE }=${ await createSession(db, testAccountConfig(), user.id) }`;
  const csrf = (await app.inject({ method: 'GET', url: '/api/account/v2/get_csrf', headers: { cookie } })).headers['x-bs-account-csrf'];
  return { cookie, csrf: String(csrf) };
}

function post(url: string, payload: object, visitor?: Visitor, options: { csrf?: boolean } = {}) {
  const headers: Record<string, string> = {};
  if (visitor) headers.cookie = visitor.cookie;
  if (visitor && options.csrf !== false) headers['x-csrf-token'] = visitor.csrf;
  return app.inject({ method: 'POST', url, payload, headers });
}

async function userInfo(visitor: Visitor) {
  return (await app.inject({ method: 'GET', url: '/api/account/v2/user/info', headers: { cookie: visitor.cookie } })).json();
}

/** The last code mailed to `email` (quoted-printable may fold the line). */
function lastCodeTo(email: string, intro: RegExp): string {
  const mail = smtp.received.filter((item) => item.to === email).at(-1);
  const code = mail && new RegExp(`${ intro.source }\\s+(\\d{6})`).exec(mail.body.replace(/=\r?\n/g, ''))?.[1];
  if (!code) throw new Error(`no code mailed to ${ email }`);
  return code;
}
const LINK_INTRO = /Your code to add this email to your account on the explorer is/;
const SIGN_IN_INTRO = /Your code to sign in to the explorer is/;
const otherCode = (code: string) => code === '000000' ? '111111' : '000000';

async function signedMessage(wallet: PrivateKeyAccount, visitor?: Visitor) {
  const headers = visitor ? { cookie: visitor.cookie } : {};
  const response = await app.inject({ method: 'GET', url: `/api/account/v2/siwe_message?address=${ wallet.address }`, headers });
  const message: string = response.json().siwe_message;
  return { message, signature: await wallet.signMessage({ message }) };
}

function walletUser(wallet: PrivateKeyAccount): Identity {
  return { issuer: 'siwe', subject: wallet.address.toLowerCase(), addressHash: wallet.address.toLowerCase() };
}

beforeAll(async() => {
  db = await createTestDatabase();
  smtp = await startTestSmtpServer();
  const account = testAccountConfig({ smtp: { url: smtp.url, from: 'Explorer <no-reply@localhost>' } });
  app = buildApp({ db, config: { ...testApiConfig({ API_CACHE_TTL_MS: '0' }), account } });
}, 60_000);

afterAll(async() => {
  await app?.close();
  await smtp.close();
  await db?.close();
});

describe('linking an email', () => {
  it('adds the email the mailed code proves, and that email then signs in to the same account', async() => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const visitor = await signedIn(walletUser(wallet));
    expect((await post('/api/account/v2/send_otp', { email: 'Ada@Example.com' }, visitor)).statusCode).toBe(200);
    const code = lastCodeTo('ada@example.com', LINK_INTRO);

    const wrong = await post('/api/account/v2/email/link', { email: 'ada@example.com', otp: otherCode(code) }, visitor);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.otp).toEqual([ 'is wrong or expired' ]);
    // The code of one email does not link another.
    const elsewhere = await post('/api/account/v2/email/link', { email: 'eve@example.com', otp: code }, visitor);
    expect(elsewhere.statusCode).toBe(422);
    // A linking code does not sign anyone in.
    expect((await post('/api/account/v2/confirm_otp', { email: 'ada@example.com', otp: code })).statusCode).toBe(422);

    const linked = await post('/api/account/v1/email/link', { email: 'ada@example.com', otp: code }, visitor);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ name: null, nickname: null, email: 'ada@example.com', avatar: null, address_hash: wallet.address });
    expect((await userInfo(visitor)).email).toBe('ada@example.com');
    // The code is spent.
    expect((await post('/api/account/v2/email/link', { email: 'ada@example.com', otp: code }, visitor)).statusCode).toBe(422);

    // Signing in by email now reaches the wallet's account, not a new one.
    expect((await post('/api/account/v2/send_otp', { email: 'ada@example.com' })).statusCode).toBe(200);
    const signIn = await post('/api/account/v2/confirm_otp', { email: 'ada@example.com', otp: lastCodeTo('ada@example.com', SIGN_IN_INTRO) });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().address_hash).toBe(wallet.address);
    const [ { count } ] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM account_users WHERE lower(email) = 'ada@example.com'");
    expect(count).toBe(1);
  });

  it("refuses the email of another account and leaves both accounts as they were", async() => {
    await upsertUser(db, { issuer: 'https://issuer.test', subject: 'owner', email: 'taken@example.com', emailVerified: true, name: 'Owner' });
    const visitor = await signedIn(walletUser(privateKeyToAccount(generatePrivateKey())));
    await post('/api/account/v2/send_otp', { email: 'taken@example.com' }, visitor);
    const refused = await post('/api/account/v2/email/link', { email: 'taken@example.com', otp: lastCodeTo('taken@example.com', LINK_INTRO) }, visitor);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.email).toEqual([ 'is already linked to another account' ]);
    expect((await userInfo(visitor)).email).toBeNull();
    const owners = await db.query<{ subject: string }>("SELECT subject FROM account_users WHERE email = 'taken@example.com' AND email_verified");
    expect(owners.map((row) => row.subject)).toEqual([ 'owner' ]);
  });

  it('refuses an account that already has an email', async() => {
    const visitor = await signedIn({ issuer: 'https://issuer.test', subject: 'has-email', email: 'has@example.com', emailVerified: true });
    const refused = await post('/api/account/v2/email/link', { email: 'new@example.com', otp: '123456' }, visitor);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.email).toEqual([ 'is already set on this account' ]);
  });
});

describe('linking a wallet', () => {
  it('adds the wallet that signed the message, and that wallet then signs in to the same account', async() => {
    const visitor = await signedIn({ issuer: 'https://issuer.test', subject: 'lovelace', email: 'lovelace@example.com', emailVerified: true, name: 'Ada Lovelace' });
    const wallet = privateKeyToAccount(generatePrivateKey());
    const stranger = privateKeyToAccount(generatePrivateKey());

    const forged = await signedMessage(wallet, visitor);
    const bad = await post('/api/account/v2/address/link', { message: forged.message, signature: await stranger.signMessage({ message: forged.message }) }, visitor);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.signature).toEqual([ 'is invalid or the message expired' ]);
    expect((await userInfo(visitor)).address_hash).toBeNull();

    const signed = await signedMessage(wallet, visitor);
    const linked = await post('/api/account/v1/address/link', signed, visitor);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ name: 'Ada Lovelace', nickname: null, email: 'lovelace@example.com', avatar: null, address_hash: wallet.address });
    // The message's nonce is spent.
    expect((await post('/api/account/v2/address/link', signed, visitor)).statusCode).toBe(422);

    const signIn = await post('/api/account/v2/authenticate_via_wallet', await signedMessage(wallet));
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().email).toBe('lovelace@example.com');
    const [ { count } ] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM account_users WHERE address_hash = $1', [ wallet.address.toLowerCase() ]);
    expect(count).toBe(1);

    // Now it has a wallet: a second one is refused.
    const another = await post('/api/account/v2/address/link', await signedMessage(stranger, visitor), visitor);
    expect(another.statusCode).toBe(422);
    expect(another.json().errors.address).toEqual([ 'is already set on this account' ]);
  });

  it('refuses a signed message that names another URI, and links nothing', async() => {
    const visitor = await signedIn({ issuer: 'https://issuer.test', subject: 'hopper', email: 'hopper@example.com', emailVerified: true });
    const wallet = privateKeyToAccount(generatePrivateKey());
    const { message: issued } = await signedMessage(wallet, visitor);
    const message = issued.replace('URI: http://localhost:3000', 'URI: https://evil.example/phish');
    const refused = await post('/api/account/v2/address/link', { message, signature: await wallet.signMessage({ message }) }, visitor);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.uri).toEqual([ 'must be http://localhost:3000, the explorer that issued the message' ]);
    expect((await userInfo(visitor)).address_hash).toBeNull();
  });

  it('refuses the wallet of another account, even with a good signature', async() => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const walletAccount = await post('/api/account/v2/authenticate_via_wallet', await signedMessage(wallet));
    expect(walletAccount.statusCode).toBe(200);
    const visitor = await signedIn({ issuer: 'https://issuer.test', subject: 'babbage', email: 'babbage@example.com', emailVerified: true });
    const refused = await post('/api/account/v2/address/link', await signedMessage(wallet, visitor), visitor);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.address).toEqual([ 'is already linked to another account' ]);
    expect((await userInfo(visitor)).address_hash).toBeNull();
    const signIn = await post('/api/account/v2/authenticate_via_wallet', await signedMessage(wallet));
    expect(signIn.json().email).toBeNull();
  });
});

describe('without a session or its CSRF token', () => {
  it.each([ 'email/link', 'address/link' ])('answers 401 and 403 to %s', async(path) => {
    const body = path === 'email/link' ? { email: 'x@example.com', otp: '123456' } : { message: 'x', signature: '0x00' };
    const anonymous = await post(`/api/account/v2/${ path }`, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthorized' });
    const visitor = await signedIn(walletUser(privateKeyToAccount(generatePrivateKey())));
    const noCsrf = await post(`/api/account/v2/${ path }`, body, visitor, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('stops a user after repeated failed tries', async() => {
    const visitor = await signedIn(walletUser(privateKeyToAccount(generatePrivateKey())));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await post('/api/account/v2/email/link', { email: 'guess@example.com', otp: '123456' }, visitor)).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
