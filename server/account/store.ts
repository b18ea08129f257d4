/**
 * The rows users keep: watch list, private tags, API keys, custom ABIs and public-tag
 * requests. Every read, update and delete names the user, so a row of someone else is
 * simply not found (404), never shown or changed.
 */
import { randomUUID } from 'node:crypto';

import type { Queryable } from '../db';
import { sha256 } from './session';

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

// ---- watch list ----

export interface WatchlistRow {
  id: number;
  address_hash: string;
  name: string;
  notification_settings: Record<string, { incoming: boolean; outcoming: boolean }>;
  notify_email: boolean;
}

export interface WatchlistFields {
  addressHash: string;
  name: string;
  notificationSettings: WatchlistRow['notification_settings'];
  notifyEmail: boolean;
}

const WATCHLIST_COLUMNS = 'id, address_hash, name, notification_settings, notify_email';

/** Newest first; `beforeId` continues a page. */
export async function listWatchlist(db: Queryable, userId: number, limit: number, beforeId?: number): Promise<WatchlistRow[]> {
  return db.query<WatchlistRow>(
    `SELECT ${ WATCHLIST_COLUMNS } FROM account_watchlist WHERE user_id = $1 AND ($2::bigint IS NULL OR id < $2)
     ORDER BY id DESC LIMIT $3`, [ userId, beforeId ?? null, limit ]);
}

export async function insertWatchlist(db: Queryable, userId: number, fields: WatchlistFields): Promise<WatchlistRow | null> {
  const [ row ] = await db.query<WatchlistRow>(
    `INSERT INTO account_watchlist (user_id, address_hash, name, notification_settings, notify_email) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, address_hash) DO NOTHING RETURNING ${ WATCHLIST_COLUMNS }`,
    [ userId, fields.addressHash, fields.name, JSON.stringify(fields.notificationSettings), fields.notifyEmail ]);
  return row ?? null;
}

/** Null when the row is not this user's; 'duplicate' when the new address is already watched. */
export async function updateWatchlist(db: Queryable, userId: number, id: number, fields: WatchlistFields): Promise<WatchlistRow | null | 'duplicate'> {
  const [ clash ] = await db.query('SELECT 1 FROM account_watchlist WHERE user_id = $1 AND address_hash = $2 AND id <> $3',
    [ userId, fields.addressHash, id ]);
  if (clash) return 'duplicate';
  const [ row ] = await db.query<WatchlistRow>(
    `UPDATE account_watchlist SET address_hash = $3, name = $4, notification_settings = $5, notify_email = $6
     WHERE user_id = $1 AND id = $2 RETURNING ${ WATCHLIST_COLUMNS }`,
    [ userId, id, fields.addressHash, fields.name, JSON.stringify(fields.notificationSettings), fields.notifyEmail ]);
  return row ?? null;
}

/** Whether a row of this user was deleted. */
export async function deleteRow(db: Queryable, table: OwnedTable, userId: number, id: number | string): Promise<boolean> {
  const rows = await db.query(`DELETE FROM ${ table } WHERE user_id = $1 AND id = $2 RETURNING id`, [ userId, id ]);
  return rows.length > 0;
}

/** Whether the user keeps `limit` rows or more in `table` (their quota: one more is refused). */
export async function atLimit(db: Queryable, table: OwnedTable, userId: number, limit: number): Promise<boolean> {
  // Counting stops at the limit, however many rows an older, higher limit left.
  const [ row ] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM (SELECT 1 FROM ${ table } WHERE user_id = $1 LIMIT $2) AS kept`, [ userId, limit ]);
  return Number(row.count) >= limit;
}

export type OwnedTable = 'account_watchlist' | 'account_address_tags' | 'account_transaction_tags' | 'account_custom_abis' |
  'account_public_tag_requests' | 'account_api_keys';

// ---- private tags ----

export interface AddressTagRow { id: number; address_hash: string; name: string }
export interface TransactionTagRow { id: number; transaction_hash: string; name: string }

type TagKind = { table: 'account_address_tags'; column: 'address_hash' } | { table: 'account_transaction_tags'; column: 'transaction_hash' };
export const ADDRESS_TAGS: TagKind = { table: 'account_address_tags', column: 'address_hash' };
export const TRANSACTION_TAGS: TagKind = { table: 'account_transaction_tags', column: 'transaction_hash' };

export async function listTags<T>(db: Queryable, kind: TagKind, userId: number, limit: number, beforeId?: number): Promise<T[]> {
  return db.query<T & object>(
    `SELECT id, ${ kind.column }, name FROM ${ kind.table } WHERE user_id = $1 AND ($2::bigint IS NULL OR id < $2)
     ORDER BY id DESC LIMIT $3`, [ userId, beforeId ?? null, limit ]) as Promise<T[]>;
}

/** Null when this user already tagged the same address or transaction. */
export async function insertTag<T>(db: Queryable, kind: TagKind, userId: number, subject: string, name: string): Promise<T | null> {
  const [ row ] = await db.query<T & object>(
    `INSERT INTO ${ kind.table } (user_id, ${ kind.column }, name) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, ${ kind.column }) DO NOTHING RETURNING id, ${ kind.column }, name`, [ userId, subject, name ]);
  return row ?? null;
}

export async function updateTag<T>(db: Queryable, kind: TagKind, userId: number, id: number, subject: string, name: string):
Promise<T | null | 'duplicate'> {
  const [ clash ] = await db.query(`SELECT 1 FROM ${ kind.table } WHERE user_id = $1 AND ${ kind.column } = $2 AND id <> $3`,
    [ userId, subject, id ]);
  if (clash) return 'duplicate';
  const [ row ] = await db.query<T & object>(
    `UPDATE ${ kind.table } SET ${ kind.column } = $3, name = $4 WHERE user_id = $1 AND id = $2 RETURNING id, ${ kind.column }, name`,
    [ userId, id, subject, name ]);
  return row ?? null;
}

/** This user's private tags and watch-list names of one address (the tags lookup of GUIDE §9). */
export async function addressLabels(db: Queryable, userId: number, addressHash: string):
Promise<{ tags: string[]; watchlist: Array<{ id: number; name: string }> }> {
  const tags = await db.query<{ name: string }>('SELECT name FROM account_address_tags WHERE user_id = $1 AND address_hash = $2',
    [ userId, addressHash ]);
  const watchlist = await db.query<{ id: number; name: string }>('SELECT id, name FROM account_watchlist WHERE user_id = $1 AND address_hash = $2',
    [ userId, addressHash ]);
  return { tags: tags.map((row) => row.name), watchlist: watchlist.map((row) => ({ id: Number(row.id), name: row.name })) };
}

export async function transactionLabel(db: Queryable, userId: number, transactionHash: string): Promise<string | null> {
  const [ row ] = await db.query<{ name: string }>('SELECT name FROM account_transaction_tags WHERE user_id = $1 AND transaction_hash = $2',
    [ userId, transactionHash ]);
  return row?.name ?? null;
}

// ---- API keys ----

export interface ApiKeyRow { id: string; masked: string; name: string }

/** Shows the first and last characters only: enough to tell keys apart, useless to a reader. */
export function maskKey(key: string): string {
  return `${ key.slice(0, 8) }…${ key.slice(-4) }`;
}

/** The whole list, bounded by the user's limit (the API answers it as one array). */
export async function listApiKeys(db: Queryable, userId: number, limit: number): Promise<ApiKeyRow[]> {
  return db.query<ApiKeyRow>('SELECT id, masked, name FROM account_api_keys WHERE user_id = $1 ORDER BY created_at, id LIMIT $2', [ userId, limit ]);
}

/** The new key in clear (shown once) with its row; null when the user has `limit` keys. */
export async function createApiKey(db: Queryable, userId: number, name: string, limit: number): Promise<{ key: string; row: ApiKeyRow } | null> {
  const key = randomUUID();
  const id = randomUUID();
  // One statement: two concurrent creations cannot both pass the count.
  const [ row ] = await db.query<ApiKeyRow>(
    `INSERT INTO account_api_keys (id, user_id, key_hash, masked, name)
     SELECT $1, $2, $3, $4, $5 WHERE (SELECT count(*) FROM account_api_keys WHERE user_id = $2) < $6
     RETURNING id, masked, name`, [ id, userId, sha256(key), maskKey(key), name, limit ]);
  return row ? { key, row } : null;
}

export async function renameApiKey(db: Queryable, userId: number, id: string, name: string): Promise<ApiKeyRow | null> {
  const [ row ] = await db.query<ApiKeyRow>(
    'UPDATE account_api_keys SET name = $3 WHERE user_id = $1 AND id = $2 RETURNING id, masked, name', [ userId, id, name ]);
  return row ?? null;
}

/** The owner of a key given in clear, or null for an unknown key. */
export async function findApiKeyOwner(db: Queryable, key: string): Promise<{ userId: number; keyId: string } | null> {
  const [ row ] = await db.query<{ user_id: number; id: string }>('SELECT user_id, id FROM account_api_keys WHERE key_hash = $1', [ sha256(key) ]);
  return row ? { userId: Number(row.user_id), keyId: row.id } : null;
}

// ---- custom ABIs ----

export interface CustomAbiRow { id: number; contract_address_hash: string; name: string; abi: unknown[] }

/** Newest first, bounded by the user's limit (the API answers it as one array). */
export async function listCustomAbis(db: Queryable, userId: number, limit: number): Promise<CustomAbiRow[]> {
  return db.query<CustomAbiRow>(
    'SELECT id, contract_address_hash, name, abi FROM account_custom_abis WHERE user_id = $1 ORDER BY id DESC LIMIT $2', [ userId, limit ]);
}

export async function findCustomAbi(db: Queryable, userId: number, addressHash: string): Promise<CustomAbiRow | null> {
  const [ row ] = await db.query<CustomAbiRow>(
    'SELECT id, contract_address_hash, name, abi FROM account_custom_abis WHERE user_id = $1 AND contract_address_hash = $2', [ userId, addressHash ]);
  return row ?? null;
}

export async function insertCustomAbi(db: Queryable, userId: number, addressHash: string, name: string, abi: unknown[]): Promise<CustomAbiRow | null> {
  const [ row ] = await db.query<CustomAbiRow>(
    `INSERT INTO account_custom_abis (user_id, contract_address_hash, name, abi) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, contract_address_hash) DO NOTHING RETURNING id, contract_address_hash, name, abi`,
    [ userId, addressHash, name, JSON.stringify(abi) ]);
  return row ?? null;
}

export async function updateCustomAbi(db: Queryable, userId: number, id: number, addressHash: string, name: string, abi: unknown[]):
Promise<CustomAbiRow | null | 'duplicate'> {
  const [ clash ] = await db.query('SELECT 1 FROM account_custom_abis WHERE user_id = $1 AND contract_address_hash = $2 AND id <> $3',
    [ userId, addressHash, id ]);
  if (clash) return 'duplicate';
  const [ row ] = await db.query<CustomAbiRow>(
    `UPDATE account_custom_abis SET contract_address_hash = $3, name = $4, abi = $5 WHERE user_id = $1 AND id = $2
     RETURNING id, contract_address_hash, name, abi`, [ userId, id, addressHash, name, JSON.stringify(abi) ]);
  return row ?? null;
}

// ---- public tag requests ----

export interface PublicTagRow {
  id: number;
  full_name: string;
  email: string;
  company: string;
  website: string;
  tags: string;
  addresses: string[];
  additional_comment: string;
  is_owner: boolean;
  submission_date: Date;
}

export type PublicTagFields = Omit<PublicTagRow, 'id' | 'submission_date'>;

const PUBLIC_TAG_COLUMNS = 'id, full_name, email, company, website, tags, addresses, additional_comment, is_owner, submission_date';

/** Newest first, bounded by the user's limit (the API answers it as one array). */
export async function listPublicTags(db: Queryable, userId: number, limit: number): Promise<PublicTagRow[]> {
  return db.query<PublicTagRow>(
    `SELECT ${ PUBLIC_TAG_COLUMNS } FROM account_public_tag_requests WHERE user_id = $1 ORDER BY id DESC LIMIT $2`, [ userId, limit ]);
}

export async function insertPublicTag(db: Queryable, userId: number, fields: PublicTagFields): Promise<PublicTagRow> {
  const [ row ] = await db.query<PublicTagRow>(
    `INSERT INTO account_public_tag_requests (user_id, full_name, email, company, website, tags, addresses, additional_comment, is_owner)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${ PUBLIC_TAG_COLUMNS }`,
    [ userId, fields.full_name, fields.email, fields.company, fields.website, fields.tags, fields.addresses, fields.additional_comment, fields.is_owner ]);
  return row;
}

export async function updatePublicTag(db: Queryable, userId: number, id: number, fields: PublicTagFields): Promise<PublicTagRow | null> {
  const [ row ] = await db.query<PublicTagRow>(
    `UPDATE account_public_tag_requests SET full_name = $3, email = $4, company = $5, website = $6, tags = $7, addresses = $8,
       additional_comment = $9, is_owner = $10 WHERE user_id = $1 AND id = $2 RETURNING ${ PUBLIC_TAG_COLUMNS }`,
    [ userId, id, fields.full_name, fields.email, fields.company, fields.website, fields.tags, fields.addresses, fields.additional_comment, fields.is_owner ]);
  return row ?? null;
}
