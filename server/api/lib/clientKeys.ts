/**
 * Client keys: what a browser earns by solving the captcha on the 429 screen (`POST
 * /api/v2/key`). A key is a random id with its expiry, signed, in an HttpOnly cookie, so any
 * API process holding the same secret checks it without a database; the rate limit then
 * counts the key's requests on their own budget instead of the IP's.
 */
import { randomBytes } from 'node:crypto';

import type { FastifyRequest } from 'fastify';

import { CLIENT_KEY_COOKIE } from '../../../types/api/clients';
import { readCookie } from '../../account/cookies';
import { signValue, unsignValue } from '../../account/session';

export interface ClientKeysConfig {
  ttlSeconds: number;
  /** Null: a random secret for this process (keys work on it only). */
  secret: string | null;
}

export interface IssuedClientKey {
  /** The Set-Cookie header that hands the key to the browser. */
  cookie: string;
  expiresAt: Date;
}

export interface ClientKeys {
  issue(options: { secure: boolean; cookieDomain?: string | null }): IssuedClientKey;
  /** The key id a request's cookie carries while it is valid, else undefined. */
  idOf(request: FastifyRequest): string | undefined;
}

export function createClientKeys(config: ClientKeysConfig): ClientKeys {
  const secret = config.secret ?? randomBytes(32).toString('base64url');
  return {
    issue({ secure, cookieDomain }) {
      const expiresAt = new Date(Date.now() + config.ttlSeconds * 1000);
      const value = signValue(`${ randomBytes(16).toString('base64url') }.${ Math.floor(expiresAt.getTime() / 1000) }`, secret);
      const parts = [ `${ CLIENT_KEY_COOKIE }=${ value }`, 'Path=/', `Max-Age=${ config.ttlSeconds }`,
        `Expires=${ expiresAt.toUTCString() }`, 'HttpOnly', 'SameSite=Lax' ];
      if (secure) parts.push('Secure');
      if (cookieDomain) parts.push(`Domain=${ cookieDomain }`);
      return { cookie: parts.join('; '), expiresAt };
    },
    idOf(request) {
      const cookie = readCookie(request.headers.cookie, CLIENT_KEY_COOKIE);
      const value = cookie ? unsignValue(cookie, secret) : null;
      if (!value) return undefined;
      const [ id, expires ] = value.split('.');
      return Number(expires) * 1000 > Date.now() ? id : undefined;
    },
  };
}
