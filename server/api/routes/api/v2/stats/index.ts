/**
 * `/api/v2/stats` and `/api/v2/stats/charts/{transactions,market}`.
 */

import type { HomeStats } from '../../../../../../types/api/stats';
import { createStatsPresenter } from '../../../../presenters/stats';
import type { RoutePlugin } from '../../../../routeServices';

/** Stats routes; mounted at `/api/v2/stats`. The presenter's caches live as long as the app. */
const statsRoutes: RoutePlugin = async(app) => {
  const stats = createStatsPresenter(app.db, app.log);
  app.addHook('onClose', () => stats.settle());

  app.get('/', async(): Promise<HomeStats> => stats.homeStats());
  app.get('/charts/transactions', async() => stats.transactionsChart());
  app.get('/charts/market', async() => stats.marketChart());
};

export default statsRoutes;
