/**
 * Whose watch list a request reads, and which addresses it holds: for the transactions of
 * the signed-in user's watched addresses (routes/api/v2/transactions/watchlist.ts and
 * routes/api/v2/main-page/watchlist.ts).
 */
import type { FastifyRequest } from 'fastify';

import { ServerError } from '../common/errors';
import type { Queryable } from '../db';
import { listWatchedAddresses } from '../db/queries/account/watchlist';
import { DISABLED_MESSAGE, type AccountConfig } from './config';
import { sessionOf } from './requestSession';

/** A watch list longer than this is read by its newest entries. */
const MAX_WATCHED_ADDRESSES = 1000;

/** The signed-in user's id: 404 with the feature off, 401 without a session. */
export async function watcherOf(db: Queryable, config: AccountConfig, request: FastifyRequest): Promise<number> {
  if (!config.enabled) throw new ServerError(DISABLED_MESSAGE, { statusCode: 404, expose: true, retryable: false });
  const session = await sessionOf(db, config, request);
  if (!session) throw new ServerError('Unauthorized', { statusCode: 401, expose: true, retryable: false });
  return session.userId;
}

export async function watchedAddresses(db: Queryable, userId: number): Promise<string[]> {
  return listWatchedAddresses(db, userId, MAX_WATCHED_ADDRESSES);
}
