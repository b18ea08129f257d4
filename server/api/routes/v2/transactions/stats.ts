/**
 * `/api/v2/transactions/stats`.
 */
import type { FastifyPluginAsync } from 'fastify';

import type { TransactionsStats } from '../../../../../types/api/transaction';
import { createTransactionStatsPresenter } from '../../../presenters/stats';

/** Transaction stats route; mounted at `/api/v2/transactions`. */
export const transactionStatsRoutes: FastifyPluginAsync = async(app) => {
  const stats = createTransactionStatsPresenter(app.db, app.log);
  app.addHook('onClose', () => stats.settle());

  app.get('/stats', async(): Promise<TransactionsStats> => stats.get());
};
