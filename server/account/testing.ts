/** Test helpers: an enabled account config and a signed-in user's Cookie header, without an issuer. */
import type { Queryable } from '../db';
import { DEFAULT_ACCOUNT_LIMITS, type AccountConfig } from './config';
import { createSession, SESSION_COOKIE } from './session';
import { upsertUser } from './store';

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
