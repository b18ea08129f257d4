/** `/api/v2/main-page/transactions/watchlist`: the newest few transactions of the signed-in user's watched addresses. */
import type { Transaction } from '../../../../../../types/api/transaction';
import { watchedAddresses, watcherOf } from '../../../../../account/watchlistTransactions';
import { presentTransactions } from '../../../../presenters/transactions';
import { listValidatedTransactions } from '../../../../../db/queries/transactions';
import type { RoutePlugin } from '../../../../routeServices';

const MAIN_PAGE_TRANSACTIONS = 6;

const mainPageWatchlistRoutes: RoutePlugin = async(app, { services: { account } }) => {
  app.get('/transactions/watchlist', { config: { perUser: true } }, async(request): Promise<Transaction[]> => {
    const addresses = await watchedAddresses(app.db, await watcherOf(app.db, account, request));
    const rows = await listValidatedTransactions(app.db, { addresses, limit: MAIN_PAGE_TRANSACTIONS });
    return presentTransactions(app.db, rows);
  });
};

export default mainPageWatchlistRoutes;
