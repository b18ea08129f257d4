/**
 * API keys at work: a request that names a key (`apikey` query parameter, or the `apikey` /
 * `x-api-key` header) is tied to the key's owner, which the rate limiter reads to grant the
 * higher limit. An unknown key of our shape (a UUID) is refused (401) rather than silently
 * treated as none; other values are left to the routes that take them.
 */
import { randomUUID } from 'node:crypto';

import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Queryable } from '../db';
import { findApiKeyOwnerByHash, insertApiKey, type ApiKeyRow } from '../db/queries/account/apiKeys';
import { ApiError } from '../http/errors';
import type { AccountConfig } from './config';
import { sha256 } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The owner of the API key this request carries, when it carries a valid one. */
    apiKey?: { userId: number; keyId: string };
  }
}

const KEY_PATTERN = /^[0-9a-f-]{36}$/i;

/** Shows the first and last characters only: enough to tell keys apart, useless to a reader. */
export function maskKey(key: string): string {
  return `${ key.slice(0, 8) }…${ key.slice(-4) }`;
}

/** The new key in clear (shown once) with its row; null when the user has `limit` keys. Only the key's hash is stored. */
export async function createApiKey(db: Queryable, userId: number, name: string, limit: number): Promise<{ key: string; row: ApiKeyRow } | null> {
  const key = randomUUID();
  const row = await insertApiKey(db, userId, { id: randomUUID(), keyHash: sha256(key), masked: maskKey(key), name }, limit);
  return row ? { key, row } : null;
}

/** The owner of a key given in clear, or null for an unknown key. */
export async function findApiKeyOwner(db: Queryable, key: string): Promise<{ userId: number; keyId: string } | null> {
  return findApiKeyOwnerByHash(db, sha256(key));
}

export function apiKeyOf(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.apikey === 'string' ? query.apikey : undefined;
  const header = request.headers.apikey ?? request.headers['x-api-key'];
  const fromHeader = typeof header === 'string' ? header : undefined;
  return (fromQuery ?? fromHeader)?.trim() || undefined;
}

export function setupApiKeys(app: FastifyInstance, config: AccountConfig): void {
  if (!config.enabled) return;
  // onRequest, installed before the response cache: a cached answer must not skip the check.
  app.addHook('onRequest', async(request) => {
    const key = apiKeyOf(request);
    // Only the shape of our keys: the operator's secret of the sensitive endpoints travels as `apikey` too.
    if (!key || !KEY_PATTERN.test(key)) return;
    const owner = await findApiKeyOwner(app.db, key);
    if (!owner) throw new ApiError(401, 'Invalid API key');
    request.apiKey = owner;
  });
}
