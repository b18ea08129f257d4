/**
 * The session of a request, looked up once, and the CSRF rule: a mutation of a signed-in
 * user must carry the session's token in `x-csrf-token` (handed out by `get_csrf`).
 */
import type { FastifyRequest } from 'fastify';

import { ApiError } from '../http/errors';
import { sameSecret } from '../common/sameSecret';
import type { Queryable } from '../db';
import type { AccountConfig } from './config';
import { readCookie } from './cookies';
import { findSession, SESSION_COOKIE, type Session } from './session';

export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_RESPONSE_HEADER = 'x-bs-account-csrf';

const SAFE_METHODS = new Set([ 'GET', 'HEAD', 'OPTIONS' ]);

declare module 'fastify' {
  interface FastifyRequest {
    /** The account session, once looked up (null: none). */
    accountSession?: Session | null;
  }
  interface FastifyContextConfig {
    /** Sign-in routes: no session yet, so no CSRF token to check. */
    signIn?: boolean;
  }
}

export async function sessionOf(db: Queryable, config: AccountConfig, request: FastifyRequest): Promise<Session | null> {
  if (request.accountSession === undefined) {
    request.accountSession = await findSession(db, config, readCookie(request.headers.cookie, SESSION_COOKIE));
  }
  return request.accountSession;
}

/** preHandler: 401 for a mutation without a session, 403 without the session's CSRF token. */
export async function requireCsrf(db: Queryable, config: AccountConfig, request: FastifyRequest): Promise<void> {
  if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.signIn) return;
  const session = await sessionOf(db, config, request);
  if (!session) throw new ApiError(401, 'Unauthorized');
  const given = request.headers[CSRF_HEADER];
  if (typeof given !== 'string' || !sameSecret(given, session.csrfToken)) throw new ApiError(403, 'Invalid CSRF token');
}
