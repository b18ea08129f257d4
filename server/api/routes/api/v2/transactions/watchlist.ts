/**
 * `/api/v2/transactions/watchlist`: transactions of the signed-in user's watched addresses,
 * paginated like `/transactions`. Per user, so kept out of the response cache.
 */
import { watchedAddresses, watcherOf } from '../../../../../account/watchlistTransactions';
import { paginate } from '../../../../../http/pagination';
import { cursorInt } from '../../../../../http/params';
import { presentTransactions } from '../../../../presenters/transactions';
import { listValidatedTransactions } from '../../../../../db/queries/transactions';
import type { RoutePlugin } from '../../../../routeServices';

const watchlistTransactionRoutes: RoutePlugin = async(app, { services: { account } }) => {
  app.get('/watchlist', { config: { perUser: true } }, async(request) => {
    const addresses = await watchedAddresses(app.db, await watcherOf(app.db, account, request));
    const query = request.query as Record<string, unknown>;
    const blockNumber = cursorInt(query, 'block_number');
    const index = cursorInt(query, 'index');
    const before = blockNumber !== undefined && index !== undefined ? { blockNumber, index } : undefined;
    const page = await paginate((limit) => listValidatedTransactions(app.db, { addresses, before, limit }),
      (row) => ({ block_number: row.block_number ?? 0, index: row.index ?? 0 }), query);
    return { items: await presentTransactions(app.db, page.rows), next_page_params: page.nextPageParams };
  });
};

export default watchlistTransactionRoutes;
