/**
 * Transactions of the signed-in user's watched addresses: `/api/v2/transactions/watchlist`
 * (paginated like `/transactions`) and `/api/v2/main-page/transactions/watchlist` (the
 * newest few). Per user, so kept out of the response cache.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

import type { Transaction } from '../../types/api/transaction';
import { ApiError } from '../api/errors';
import { paginate } from '../api/lib/pagination';
import { cursorInt } from '../api/lib/params';
import { presentTransactions } from '../api/presenters/transactions';
import { listValidatedTransactions } from '../api/repositories/transactions';
import type { Queryable } from '../db';
import type { AccountConfig } from './config';
import { sessionOf } from './requestSession';
import { DISABLED_MESSAGE } from './routes';

const MAIN_PAGE_TRANSACTIONS = 6;
/** A watch list longer than this is read by its newest entries. */
const MAX_WATCHED_ADDRESSES = 1000;

async function watchedAddresses(db: Queryable, userId: number): Promise<string[]> {
  const rows = await db.query<{ address_hash: string }>(
    'SELECT address_hash FROM account_watchlist WHERE user_id = $1 ORDER BY id DESC LIMIT $2', [ userId, MAX_WATCHED_ADDRESSES ]);
  return rows.map((row) => row.address_hash);
}

export const watchlistTransactionRoutes: FastifyPluginAsync<{ config: AccountConfig; mainPage: boolean }> = async(app, options) => {
  const userOf = async(request: FastifyRequest) => {
    if (!options.config.enabled) throw new ApiError(404, DISABLED_MESSAGE);
    const session = await sessionOf(app.db, options.config, request);
    if (!session) throw new ApiError(401, 'Unauthorized');
    return session.userId;
  };

  if (options.mainPage) {
    app.get('/transactions/watchlist', { config: { perUser: true } }, async(request): Promise<Transaction[]> => {
      const addresses = await watchedAddresses(app.db, await userOf(request));
      const rows = await listValidatedTransactions(app.db, { addresses, limit: MAIN_PAGE_TRANSACTIONS });
      return presentTransactions(app.db, rows);
    });
    return;
  }

  app.get('/watchlist', { config: { perUser: true } }, async(request) => {
    const addresses = await watchedAddresses(app.db, await userOf(request));
    const query = request.query as Record<string, unknown>;
    const blockNumber = cursorInt(query, 'block_number');
    const index = cursorInt(query, 'index');
    const before = blockNumber !== undefined && index !== undefined ? { blockNumber, index } : undefined;
    const page = await paginate((limit) => listValidatedTransactions(app.db, { addresses, before, limit }),
      (row) => ({ block_number: row.block_number ?? 0, index: row.index ?? 0 }), query);
    return { items: await presentTransactions(app.db, page.rows), next_page_params: page.nextPageParams };
  });
};
