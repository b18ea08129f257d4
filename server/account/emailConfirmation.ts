/**
 * Confirming a user's email: `POST /email/resend` (account API) mails a link, the link
 * (`GET /auth/email/confirm`) marks that user's email verified and leads to the profile. The
 * token is random, kept only as a hash for that user, and expires in a day; resends are
 * limited per user. Another account with the same (unverified) email is left as it is, and a
 * link is refused when another account already holds the email verified.
 */

import { ApiError } from '../http/errors';
import type { Queryable } from '../db';
import { saveEmailCode } from '../db/queries/account/emailCodes';
import type { UserRow } from '../db/queries/account/users';
import { createAttemptLimiter } from './attemptLimiter';
import type { AccountConfig } from './config';
import type { Mailer } from './mail';
import { randomToken, sha256 } from './session';

const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const PURPOSE_PREFIX = 'confirm:';
const resends = createAttemptLimiter({ maxFailures: 3, windowMs: 10 * 60 * 1000 });

/** Mails a confirmation link to the user's unverified email. */
export async function sendConfirmation(db: Queryable, config: AccountConfig, mailer: Mailer, user: UserRow): Promise<void> {
  if (!user.email) throw new ApiError(422, 'The account has no email address', { errors: { email: [ "can't be blank" ] } });
  if (user.email_verified) throw new ApiError(422, 'Email is already verified', { errors: { email: [ 'is already verified' ] } });
  const key = `user:${ user.id }`;
  if (!resends.allowed(key)) throw new ApiError(429, 'Too many emails sent; try again in a few minutes');
  resends.failed(key);
  const token = randomToken();
  await saveEmailCode(db, { email: user.email, purpose: `${ PURPOSE_PREFIX }${ user.id }`, codeHash: sha256(token),
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS) }, true);
  const link = `${ config.publicUrl }/auth/email/confirm?email=${ encodeURIComponent(user.email) }&token=${ token }`;
  await mailer.send({ to: user.email, subject: 'Confirm your email address',
    text: `Hello${ user.name ? ` ${ user.name }` : '' },\n\nconfirm your email address for the explorer by opening this link:\n\n${ link }\n\n` +
      'It works for 24 hours. If you did not ask for it, ignore this mail.\n' });
}
