/**
 * Adding a sign-in way to a signed-in account, GUIDE §9 (Blockscout's `/email/link` and
 * `/address/link`): `POST /email/link {email, otp}` with the code `send_otp` mailed for
 * linking makes that email the account's, verified; `POST /address/link {message, signature}`
 * with a signed `siwe_message` makes that wallet the account's. Both answer the user info.
 * An email or wallet of another account is refused, never moved or merged. Session and CSRF
 * are checked by the account scope (401/403); failed tries are limited per user.
 */

import { createAttemptLimiter } from './attemptLimiter';
import { FieldValidationError } from './validation';

export const failures = createAttemptLimiter({ maxFailures: 10, windowMs: 10 * 60 * 1000 });


export function fail(field: string, message: string): never {
  throw new FieldValidationError({ [field]: [ message ] });
}
