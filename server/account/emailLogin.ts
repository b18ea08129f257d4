/**
 * Sign-in with a one-time code by email, GUIDE §9: `POST /send_otp {email}` mails a 6-digit
 * code (kept hashed, 10 minutes, 5 tries); `POST /confirm_otp {email, otp}` starts a session
 * for the user with that verified email, or a new one. Sends are limited per email (3 in 10
 * minutes) and per client IP (5 a minute, 20 an hour), so nobody has codes mailed to many
 * addresses.
 * A signed-in user without a verified email gets a code for linking instead, bound to them
 * and spent only by `POST /email/link` (accountLinking.ts), as Blockscout does.
 */
import { randomInt } from 'node:crypto';


import { ApiError } from '../http/errors';
import type { Queryable } from '../db';
import { countEmailCodeTry, deleteEmailCode, saveEmailCode } from '../db/queries/account/emailCodes';
import { createAttemptLimiter } from './attemptLimiter';
import { sha256 } from './session';
import { BodyReader } from './validation';

const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_TRIES = 5;
export const SIGN_IN = 'sign_in';
export const EMAIL_ISSUER = 'email';
export const sends = createAttemptLimiter({ maxFailures: 3, windowMs: 10 * 60 * 1000 });
export const clientSendsPerMinute = createAttemptLimiter({ maxFailures: 5, windowMs: 60 * 1000 });
export const clientSendsPerHour = createAttemptLimiter({ maxFailures: 20, windowMs: 60 * 60 * 1000 });

/** The purpose of a code that adds an email to user `userId`'s account. */
export function linkPurpose(userId: number): string {
  return `link:${ userId }`;
}

/** Stores a fresh code for (email, purpose), replacing an older one, and returns it. */
export async function issueCode(db: Queryable, email: string, purpose: string): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await saveEmailCode(db, { email, purpose, codeHash: sha256(`${ email }:${ code }`), expiresAt: new Date(Date.now() + CODE_TTL_MS) });
  return code;
}

/** Spends the code of (email, purpose); 422 when it is wrong, expired or out of tries. */
export async function consumeCode(db: Queryable, email: string, purpose: string, code: string): Promise<void> {
  // Every try counts, right or wrong; the row goes once it is used up, spent or expired.
  const row = await countEmailCodeTry(db, email, purpose);
  const valid = row && row.attempts <= MAX_TRIES && row.code_hash === sha256(`${ email }:${ code }`);
  if (!valid) {
    if (row && row.attempts >= MAX_TRIES) await deleteEmailCode(db, email, purpose);
    throw new ApiError(422, 'Wrong or expired code', { errors: { otp: [ 'is wrong or expired' ] } });
  }
  await deleteEmailCode(db, email, purpose);
}

/** `{email, otp}` of a confirmation body; the email lower-cased. */
export function readCodeBody(body: unknown): { email: string; code: string } {
  const reader = new BodyReader(body);
  const email = reader.email('email').toLowerCase();
  const code = reader.text('otp', 6);
  reader.done();
  return { email, code };
}
