/**
 * `account_users`: one row per identity (OIDC issuer and subject, email, wallet), with the
 * email and wallet links that join identities into one account.
 */
import type { Queryable } from '../..';

export interface UserRow {
  id: number;
  issuer: string;
  subject: string;
  email: string | null;
  email_verified: boolean;
  name: string | null;
  nickname: string | null;
  avatar: string | null;
  address_hash: string | null;
}

export interface Identity {
  issuer: string;
  subject: string;
  email?: string | null;
  emailVerified?: boolean;
  name?: string | null;
  nickname?: string | null;
  avatar?: string | null;
  addressHash?: string | null;
}

const USER_COLUMNS = 'id, issuer, subject, email, email_verified, name, nickname, avatar, address_hash';

function toUser(row: UserRow): UserRow {
  return { ...row, id: Number(row.id) };
}

/**
 * Finds the user of an identity or makes one; the issuer's latest profile replaces the stored
 * one, except that an email the issuer does not verify never replaces (or unverifies) one that
 * was proved, by the issuer before or by a code or link since.
 */
export async function upsertUser(db: Queryable, identity: Identity): Promise<UserRow> {
  const [ row ] = await db.query<UserRow>(
    `INSERT INTO account_users (issuer, subject, email, email_verified, name, nickname, avatar, address_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (issuer, subject) DO UPDATE SET
       email = CASE WHEN account_users.email_verified AND NOT EXCLUDED.email_verified THEN account_users.email
         ELSE COALESCE(EXCLUDED.email, account_users.email) END,
       email_verified = EXCLUDED.email_verified OR account_users.email_verified,
       name = COALESCE(EXCLUDED.name, account_users.name),
       nickname = COALESCE(EXCLUDED.nickname, account_users.nickname),
       avatar = COALESCE(EXCLUDED.avatar, account_users.avatar),
       address_hash = COALESCE(EXCLUDED.address_hash, account_users.address_hash)
     RETURNING ${ USER_COLUMNS }`,
    // Verified means this email: without one there is nothing to be verified.
    [ identity.issuer, identity.subject, identity.email ?? null, Boolean(identity.email) && identity.emailVerified === true, identity.name ?? null,
      identity.nickname ?? null, identity.avatar ?? null, identity.addressHash ?? null ],
  );
  return toUser(row);
}

export async function findUser(db: Queryable, id: number): Promise<UserRow | null> {
  const [ row ] = await db.query<UserRow>(`SELECT ${ USER_COLUMNS } FROM account_users WHERE id = $1`, [ id ]);
  return row ? toUser(row) : null;
}

/** A user signed in some other way who has this verified email (OTP sign-in joins them). */
export async function findUserByVerifiedEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const [ row ] = await db.query<UserRow>(
    `SELECT ${ USER_COLUMNS } FROM account_users WHERE lower(email) = lower($1) AND email_verified ORDER BY id LIMIT 1`, [ email ]);
  return row ? toUser(row) : null;
}

export async function findUserByAddress(db: Queryable, addressHash: string): Promise<UserRow | null> {
  const [ row ] = await db.query<UserRow>(
    `SELECT ${ USER_COLUMNS } FROM account_users WHERE address_hash = $1 ORDER BY id LIMIT 1`, [ addressHash ]);
  return row ? toUser(row) : null;
}

/** Another account that already holds this verified email or wallet: linking it would take it away. */
export async function otherOwnerOf(db: Queryable, userId: number, link: { email: string } | { addressHash: string }): Promise<boolean> {
  const rows = 'email' in link ?
    await db.query('SELECT 1 FROM account_users WHERE lower(email) = lower($2) AND email_verified AND id <> $1 LIMIT 1', [ userId, link.email ]) :
    await db.query('SELECT 1 FROM account_users WHERE address_hash = $2 AND id <> $1 LIMIT 1', [ userId, link.addressHash ]);
  return rows.length > 0;
}

/**
 * Gives the user a verified email. Null when they already have one, or another account took
 * it in the meantime (the check is repeated inside the update).
 */
export async function linkEmail(db: Queryable, userId: number, email: string): Promise<UserRow | null> {
  const [ row ] = await db.query<UserRow>(
    `UPDATE account_users SET email = $2, email_verified = true WHERE id = $1 AND NOT email_verified
       AND NOT EXISTS (SELECT 1 FROM account_users other WHERE lower(other.email) = lower($2) AND other.email_verified AND other.id <> $1)
     RETURNING ${ USER_COLUMNS }`, [ userId, email ]);
  return row ? toUser(row) : null;
}

/**
 * Verifies the user's own email (their confirmation link came back). False when the email
 * changed since the link was mailed, or another account holds it verified: a link never makes
 * a second account of an email that one already proved.
 */
export async function confirmOwnEmail(db: Queryable, userId: number, email: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE account_users SET email_verified = true WHERE id = $1 AND lower(email) = lower($2)
       AND NOT EXISTS (SELECT 1 FROM account_users other WHERE lower(other.email) = lower($2) AND other.email_verified AND other.id <> $1)
     RETURNING id`, [ userId, email ]);
  return rows.length > 0;
}

/** Gives the user a wallet address. Null when they already have one or another account holds it. */
export async function linkAddress(db: Queryable, userId: number, addressHash: string): Promise<UserRow | null> {
  try {
    const [ row ] = await db.query<UserRow>(
      `UPDATE account_users SET address_hash = $2 WHERE id = $1 AND address_hash IS NULL
         AND NOT EXISTS (SELECT 1 FROM account_users other WHERE other.address_hash = $2 AND other.id <> $1)
       RETURNING ${ USER_COLUMNS }`, [ userId, addressHash ]);
    return row ? toUser(row) : null;
  } catch (error) {
    // A concurrent sign-in or link took the address first (unique index of 0014).
    if ((error as { cause?: { code?: string } }).cause?.code === '23505') return null;
    throw error;
  }
}
