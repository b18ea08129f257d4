/** Test helpers: an enabled account config, a signed-in user's Cookie header without an issuer, a local SMTP server. */
import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

import type { Queryable } from '../db';
import { DEFAULT_ACCOUNT_LIMITS, type AccountConfig } from './config';
import { createSession, SESSION_COOKIE } from './session';
import { upsertUser } from '../db/queries/account/users';

export function testAccountConfig(overrides: Partial<AccountConfig> = {}): AccountConfig {
  return {
    enabled: true, secret: 'test-secret-of-at-least-thirty-two-chars', publicUrl: 'http://127.0.0.1:4000',
    appUrl: 'http://localhost:3000', logoutRedirectUrl: 'http://localhost:3000', oidc: null, cookieDomain: null,
    sessionTtlMs: 60 * 60 * 1000, smtp: null, emailFrom: 'Explorer <no-reply@localhost>', coinSymbol: 'QNM', chainId: 265,
    limits: DEFAULT_ACCOUNT_LIMITS, emailOutboxLimit: 10_000, ...overrides,
  };
}

/** Makes (or finds) the user `subject` and returns the Cookie header of a new session of theirs. */
export async function signedInCookie(db: Queryable, config: AccountConfig, subject: string, email = `${ subject }@example.com`): Promise<string> {
  const user = await upsertUser(db, { issuer: 'https://issuer.test', subject, email, emailVerified: true, name: subject });
  return `${ SESSION_COOKIE }=${ await createSession(db, config, user.id) }`;
}

/** A mail a {@link startTestSmtpServer} received. */
export interface ReceivedMail {
  to: string;
  body: string;
}

/** A local SMTP server on loopback that keeps every mail it receives, in order. */
export async function startTestSmtpServer(): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true, disabledCommands: [ 'STARTTLS', 'AUTH' ], logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((item) => item.address).join(','), body: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${ (server.server.address() as AddressInfo).port }`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
