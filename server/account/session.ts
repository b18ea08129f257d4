/**
 * Sessions: a random id in the `_explorer_key` cookie, signed with the account secret, and a
 * row holding only the id's hash. A forged, expired or logged-out cookie finds no row.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { SESSION_COOKIE_NAME } from '../../types/api/account';
import type { Queryable } from '../db';
import { deleteSessionByHash, findLiveSession, insertSession } from '../db/queries/account/sessions';
import type { AccountConfig } from './config';

/** The API token cookie the frontend treats as "logged in" (spec §4): one name for both halves. */
export const SESSION_COOKIE = SESSION_COOKIE_NAME;

export interface Session {
  userId: number;
  csrfToken: string;
  idToken: string | null;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function sign(value: string, secret: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

/** `value.signature`, for cookies whose content must come back untouched. */
export function signValue(value: string, secret: string): string {
  return `${ value }.${ sign(value, secret) }`;
}

/** The value inside a signed string, or null when the signature does not match. */
export function unsignValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(sign(value, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Creates a session for `userId`; returns the signed cookie value. */
export async function createSession(db: Queryable, config: AccountConfig, userId: number, idToken: string | null = null): Promise<string> {
  const id = randomToken();
  // Expired sessions of anyone go with each new one: no separate sweeper needed.
  await insertSession(db, { idHash: sha256(id), userId, csrfToken: randomToken(24), idToken, expiresAt: new Date(Date.now() + config.sessionTtlMs) });
  return signValue(id, config.secret);
}

/** The live session a cookie value names, or null. */
export async function findSession(db: Queryable, config: AccountConfig, cookieValue: string | undefined): Promise<Session | null> {
  if (!cookieValue) return null;
  const id = unsignValue(cookieValue, config.secret);
  if (!id) return null;
  const row = await findLiveSession(db, sha256(id));
  return row ? { userId: Number(row.user_id), csrfToken: row.csrf_token, idToken: row.id_token } : null;
}

export async function deleteSession(db: Queryable, config: AccountConfig, cookieValue: string | undefined): Promise<void> {
  const id = cookieValue ? unsignValue(cookieValue, config.secret) : null;
  if (id) await deleteSessionByHash(db, sha256(id));
}

export interface CookieOptions {
  maxAgeSeconds: number;
  httpOnly?: boolean;
  path?: string;
}

/** A Set-Cookie header: HttpOnly, SameSite=Lax, Secure on https, the configured Domain. */
export function cookieHeader(config: AccountConfig, name: string, value: string, options: CookieOptions): string {
  const parts = [ `${ name }=${ value }`, `Path=${ options.path ?? '/' }`, `Max-Age=${ Math.max(0, Math.floor(options.maxAgeSeconds)) }`, 'SameSite=Lax' ];
  if (options.maxAgeSeconds > 0) parts.push(`Expires=${ new Date(Date.now() + options.maxAgeSeconds * 1000).toUTCString() }`);
  if (options.httpOnly !== false) parts.push('HttpOnly');
  if (config.publicUrl.startsWith('https:')) parts.push('Secure');
  if (config.cookieDomain) parts.push(`Domain=${ config.cookieDomain }`);
  return parts.join('; ');
}

export function sessionCookie(config: AccountConfig, value: string): string {
  return cookieHeader(config, SESSION_COOKIE, value, { maxAgeSeconds: config.sessionTtlMs / 1000 });
}

export function clearedSessionCookie(config: AccountConfig): string {
  return cookieHeader(config, SESSION_COOKIE, '', { maxAgeSeconds: 0 });
}
