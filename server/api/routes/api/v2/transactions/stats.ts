/**
 * `/api/v2/transactions/stats`.
 */

import type { TransactionsStats } from '../../../../../../types/api/transaction';
import { createTransactionStatsPresenter } from '../../../../presenters/stats';
import type { RoutePlugin } from '../../../../routeServices';

/** Transaction stats route; mounted at `/api/v2/transactions`. */
const transactionStatsRoutes: RoutePlugin = async(app) => {
  const stats = createTransactionStatsPresenter(app.db, app.log);
  app.addHook('onClose', () => stats.settle());

  app.get('/stats', async(): Promise<TransactionsStats> => stats.get());
};

export default transactionStatsRoutes;
