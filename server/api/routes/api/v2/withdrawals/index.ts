/**
 * `/api/v2/withdrawals` and its counters.
 */

import type { WithdrawalsCounters, WithdrawalsResponse } from '../../../../../../types/api/withdrawal';
import { paginate } from '../../../../../http/pagination';
import { cursorInt, type Query } from '../../../../../http/params';
import { presentWithdrawals } from '../../../../presenters/withdrawals';
import { listWithdrawals, sumWithdrawals } from '../../../../../db/queries/withdrawals';
import type { RoutePlugin } from '../../../../routeServices';

/** Withdrawal routes; mounted at `/api/v2/withdrawals`. */
const withdrawalRoutes: RoutePlugin = async(app) => {
  app.get<{ Querystring: Query }>('/', async(request): Promise<WithdrawalsResponse> => {
    const { query } = request;
    const beforeIndex = cursorInt(query, 'index');
    const page = await paginate((limit) => listWithdrawals(app.db, { kind: 'all' }, { beforeIndex, limit }),
      (row) => ({ index: row.index }), query);
    return { items: await presentWithdrawals(app.db, page.rows, { receiver: true, block: true }), next_page_params: page.nextPageParams };
  });

  // Note: an exact count and sum over the whole table; withdrawals are few next to transactions.
  app.get('/counters', async(): Promise<WithdrawalsCounters> => {
    const { count, sum } = await sumWithdrawals(app.db);
    return { withdrawals_count: count, withdrawals_sum: sum };
  });
};

export default withdrawalRoutes;
