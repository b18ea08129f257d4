/**
 * `account_email_codes`: one-time codes and confirmation tokens mailed to an address, kept
 * as hashes, one per (email, purpose).
 */
import type { Queryable } from '../..';

/**
 * Stores the code of (email, purpose), replacing an older one and its tries. `lowerCaseEmail`
 * lower-cases the email in SQL (confirmation links; sign-in codes come lower-cased already).
 */
export async function saveEmailCode(db: Queryable, code: { email: string; purpose: string; codeHash: string; expiresAt: Date },
  lowerCaseEmail = false): Promise<void> {
  await db.query(
    `INSERT INTO account_email_codes (email, purpose, code_hash, expires_at) VALUES (${ lowerCaseEmail ? 'lower($1)' : '$1' }, $2, $3, $4)
     ON CONFLICT (email, purpose) DO UPDATE SET code_hash = EXCLUDED.code_hash, attempts = 0, expires_at = EXCLUDED.expires_at`,
    [ code.email, code.purpose, code.codeHash, code.expiresAt ]);
}

/** Counts a try of the live code of (email, purpose); its hash and the tries so far, or null when there is none. */
export async function countEmailCodeTry(db: Queryable, email: string, purpose: string): Promise<{ code_hash: string; attempts: number } | null> {
  const [ row ] = await db.query<{ code_hash: string; attempts: number }>(
    `UPDATE account_email_codes SET attempts = attempts + 1 WHERE email = $1 AND purpose = $2 AND expires_at > now()
     RETURNING code_hash, attempts`, [ email, purpose ]);
  return row ?? null;
}

export async function deleteEmailCode(db: Queryable, email: string, purpose: string): Promise<void> {
  await db.query('DELETE FROM account_email_codes WHERE email = $1 AND purpose = $2', [ email, purpose ]);
}

/** Spends the live code of `email` with this hash whose purpose starts with `purposePrefix`; its purpose, or null. */
export async function takeEmailCode(db: Queryable, email: string, purposePrefix: string, codeHash: string): Promise<string | null> {
  const [ row ] = await db.query<{ purpose: string }>(
    'DELETE FROM account_email_codes WHERE email = $1 AND purpose LIKE $2 AND expires_at > now() AND code_hash = $3 RETURNING purpose',
    [ email, `${ purposePrefix }%`, codeHash ]);
  return row?.purpose ?? null;
}
