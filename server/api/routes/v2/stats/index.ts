/**
 * `/api/v2/stats` and `/api/v2/stats/charts/{transactions,market}`.
 */
import type { FastifyPluginAsync } from 'fastify';

import type { HomeStats } from '../../../../../types/api/stats';
import { createStatsPresenter } from '../../../presenters/stats';

/** Stats routes; mounted at `/api/v2/stats`. The presenter's caches live as long as the app. */
export const statsRoutes: FastifyPluginAsync = async(app) => {
  const stats = createStatsPresenter(app.db, app.log);
  app.addHook('onClose', () => stats.settle());

  app.get('/', async(): Promise<HomeStats> => stats.homeStats());
  app.get('/charts/transactions', async() => stats.transactionsChart());
  app.get('/charts/market', async() => stats.marketChart());
};
