/** @jest-environment node */
// Email through a real (local) SMTP server: the resend button's request mails a
// link, the link verifies the email once; without SMTP the mail waits in the outbox.
import '../api/test/injectUnderJest';


import type { FastifyInstance } from 'fastify';

import { buildApp } from '../api/app';
import { testApiConfig } from '../api/test/config';
import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { createSilentLogger } from '../common/logger';
import { createMailer } from './mail';
import { createSession, SESSION_COOKIE } from './session';
import { upsertUser } from '../db/queries/account/users';
import { startTestSmtpServer, testAccountConfig } from './testing';

let db: Database;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;

async function appWith(smtpUrl: string | null): Promise<FastifyInstance> {
  const account = testAccountConfig({ smtp: smtpUrl ? { url: smtpUrl, from: 'Explorer <no-reply@localhost>' } : null });
  return buildApp({ db, config: { ...testApiConfig({ API_CACHE_TTL_MS: '0' }), account } });
}

async function unverifiedUser(app: FastifyInstance, subject: string) {
  const config = testAccountConfig();
  const user = await upsertUser(db, { issuer: 'https://issuer.test', subject, email: `${ subject }@example.com`, emailVerified: false });
  const cookie = `${ SESSION_COOKIE }=${ await createSession(db, config, user.id) }`;
  const csrf = (await app.inject({ method: 'GET', url: '/api/account/v1/get_csrf', headers: { cookie } })).headers['x-bs-account-csrf'];
  return { cookie, csrf: String(csrf) };
}

beforeAll(async() => {
  db = await createTestDatabase();
  smtp = await startTestSmtpServer();
}, 60_000);

afterAll(async() => {
  await smtp.close();
  await db?.close();
});

it('mails a confirmation link through SMTP that verifies the email once', async() => {
  const app = await appWith(smtp.url);
  const user = await unverifiedUser(app, 'grace');
  const resend = await app.inject({ method: 'POST', url: '/api/account/v1/email/resend', headers: { cookie: user.cookie, 'x-csrf-token': user.csrf } });
  expect(resend.statusCode).toBe(200);
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0].to).toBe('grace@example.com');
  // Quoted-printable may fold the line; undo it before reading the link.
  const body = smtp.received[0].body.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /http:\/\/127\.0\.0\.1:4000(\/auth\/email\/confirm\?\S+)/.exec(body)?.[1];
  expect(link).toBeTruthy();

  const confirmed = await app.inject({ method: 'GET', url: link! });
  expect(confirmed.headers.location).toBe('http://localhost:3000/auth/profile');
  const [ row ] = await db.query<{ email_verified: boolean }>("SELECT email_verified FROM account_users WHERE subject = 'grace'");
  expect(row.email_verified).toBe(true);
  const again = await app.inject({ method: 'GET', url: link! });
  expect(again.headers.location).toMatch(/^http:\/\/localhost:3000\/login\?error=/);

  const verified = await app.inject({ method: 'POST', url: '/api/account/v1/email/resend', headers: { cookie: user.cookie, 'x-csrf-token': user.csrf } });
  expect(verified.statusCode).toBe(422);
  expect(verified.json().errors.email).toEqual([ 'is already verified' ]);
  const [ sent ] = await db.query<{ sent_at: Date | null }>("SELECT sent_at FROM account_email_outbox WHERE recipient = 'grace@example.com'");
  expect(sent.sent_at).not.toBeNull();
  await app.close();
});

it('keeps the mail in the outbox when no SMTP server is configured, and limits resends', async() => {
  const app = await appWith(null);
  const user = await unverifiedUser(app, 'alan');
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 4; attempt++) {
    statuses.push((await app.inject({ method: 'POST', url: '/api/account/v2/email/resend', headers: { cookie: user.cookie, 'x-csrf-token': user.csrf } })).statusCode);
  }
  expect(statuses).toEqual([ 200, 200, 200, 429 ]);
  const rows = await db.query<{ subject: string; sent_at: Date | null }>("SELECT subject, sent_at FROM account_email_outbox WHERE recipient = 'alan@example.com'");
  expect(rows).toHaveLength(3);
  expect(rows.every((row) => row.subject === 'Confirm your email address' && row.sent_at === null)).toBe(true);
  await app.close();
});

describe('sign-in with an emailed code', () => {
  const codeOf = (body: string) => /Your code to sign in to the explorer is\s+(\d{6})/.exec(body.replace(/=\r?\n/g, ''))?.[1];

  it('mails a code that signs in the user of that verified email, once; wrong codes run out', async() => {
    const app = await appWith(smtp.url);
    await upsertUser(db, { issuer: 'https://issuer.test', subject: 'hopper', email: 'Hopper@example.com', emailVerified: true, name: 'Grace Hopper' });
    const sent = await app.inject({ method: 'POST', url: '/api/account/v2/send_otp', payload: { email: 'hopper@example.com' } });
    expect(sent.statusCode).toBe(200);
    const mail = smtp.received.filter((item) => item.to === 'hopper@example.com').at(-1);
    const code = codeOf(mail!.body);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await db.query<{ code_hash: string }>("SELECT code_hash FROM account_email_codes WHERE email = 'hopper@example.com'");
    expect(JSON.stringify(stored)).not.toContain(code);

    const wrong = await app.inject({ method: 'POST', url: '/api/account/v2/confirm_otp', payload: { email: 'hopper@example.com', otp: code === '000000' ? '111111' : '000000' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.otp).toEqual([ 'is wrong or expired' ]);
    const right = await app.inject({ method: 'POST', url: '/api/account/v2/confirm_otp', payload: { email: 'HOPPER@example.com', otp: code } });
    expect(right.statusCode).toBe(200);
    // The existing user of that verified email, not a new one.
    expect(right.json().name).toBe('Grace Hopper');
    expect(String(right.headers['set-cookie'])).toMatch(/^_explorer_key=.+HttpOnly/);
    const reused = await app.inject({ method: 'POST', url: '/api/account/v2/confirm_otp', payload: { email: 'hopper@example.com', otp: code } });
    expect(reused.statusCode).toBe(422);
    await app.close();
  });

  it('stops guessing after five tries and refuses a bad email', async() => {
    const app = await appWith(null);
    await app.inject({ method: 'POST', url: '/api/account/v2/send_otp', payload: { email: 'guess@example.com' } });
    const [ row ] = await db.query<{ body: string }>("SELECT body FROM account_email_outbox WHERE recipient = 'guess@example.com'");
    const code = codeOf(row.body)!;
    for (let attempt = 0; attempt < 5; attempt++) {
      await app.inject({ method: 'POST', url: '/api/account/v2/confirm_otp', payload: { email: 'guess@example.com', otp: code === '999999' ? '000000' : '999999' } });
    }
    const late = await app.inject({ method: 'POST', url: '/api/account/v2/confirm_otp', payload: { email: 'guess@example.com', otp: code } });
    expect(late.statusCode).toBe(422);
    const bad = await app.inject({ method: 'POST', url: '/api/account/v2/send_otp', payload: { email: 'not-an-email' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email).toEqual([ 'is invalid: expected an email address' ]);
    await app.close();
  });
});

describe('what one client can have mailed', () => {
  it('limits the codes one client (IP) asks for, whatever the emails: 5 a minute, 20 an hour, then 429', async() => {
    const app = await appWith(null);
    let n = 0;
    const send = (remoteAddress = '203.0.113.7') =>
      app.inject({ method: 'POST', url: '/api/account/v2/send_otp', payload: { email: `flood-${ n++ }@example.com` }, remoteAddress });
    const start = Date.now();
    const clock = jest.spyOn(Date, 'now');
    try {
      const first: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) first.push((await send()).statusCode);
      expect(first).toEqual([ 200, 200, 200, 200, 200, 429 ]);
      const refused = await send();
      expect(refused.json()).toEqual({ message: 'Too many sign-in codes requested from your IP address; try again later' });
      // Another client is not held back by this one.
      expect((await send('203.0.113.8')).statusCode).toBe(200);
      for (let minute = 1; minute <= 3; minute++) {
        clock.mockReturnValue(start + minute * 61_000);
        for (let attempt = 0; attempt < 5; attempt++) expect((await send()).statusCode).toBe(200);
      }
      clock.mockReturnValue(start + 5 * 61_000);
      expect((await send()).statusCode).toBe(429);
      clock.mockReturnValue(start + 61 * 60_000);
      expect((await send()).statusCode).toBe(200);
    } finally {
      clock.mockRestore();
    }
    const [ { count } ] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM account_email_outbox WHERE recipient LIKE 'flood-%'");
    expect(count).toBe(22);
    await app.close();
  });

  it('keeps the outbox to its limit: the oldest mails go first', async() => {
    const mailer = createMailer(db, testAccountConfig({ emailOutboxLimit: 3 }), createSilentLogger());
    for (let index = 0; index < 5; index++) await mailer.send({ to: `outbox-${ index }@example.com`, subject: 'Hello', text: 'Hello' });
    const rows = await db.query<{ recipient: string }>('SELECT recipient FROM account_email_outbox ORDER BY id');
    expect(rows.map((row) => row.recipient)).toEqual([ 'outbox-2@example.com', 'outbox-3@example.com', 'outbox-4@example.com' ]);
  });
});
