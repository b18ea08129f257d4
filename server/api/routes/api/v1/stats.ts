/**
 * The stats service's HTTP routes (blockscout-rs `stats`, GUIDE §8) at `/api/v1/counters`,
 * `/lines`, `/lines/{id}` and `/pages/*`, on the API's own origin: the frontend's
 * `NEXT_PUBLIC_STATS_API_HOST` is the API's URL. The service is server/stats.
 */

import type { StatsResolution } from '../../../../../types/api/statsService';
import { InvalidParamError } from '../../../../http/errors';
import { parseEnum, queryValue, type Query } from '../../../../http/params';
import type { RoutePlugin } from '../../../routeServices';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// grpc-gateway's default value of the enum means "the chart's own", which is days.
const RESOLUTIONS = [ 'RESOLUTION_UNSPECIFIED', 'DAY', 'WEEK', 'MONTH', 'YEAR' ] as const;

/** `YYYY-MM-DD` on the calendar (2024-02-30 is refused), or undefined when absent. */
function parseDate(query: Query, name: string): string | undefined {
  const value = queryValue(query, name);
  if (value === undefined) return undefined;
  const match = DATE.exec(value);
  const date = match ? new Date(`${ value }T00:00:00.000Z`) : null;
  if (!match || !date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value || Number(match[1]) < 1) {
    throw new InvalidParamError(name, 'expected a date YYYY-MM-DD');
  }
  return value;
}

const statsServiceRoutes: RoutePlugin = async(app, { services: { stats: service } }) => {
  app.get('/counters', () => service.counters());
  app.get('/lines', () => service.lines());
  app.get<{ Params: { id: string } }>('/lines/:id', async(request) => {
    const query = request.query as Query;
    const from = parseDate(query, 'from');
    const to = parseDate(query, 'to');
    if (from && to && from > to) throw new InvalidParamError('from', `expected a date not after to (${ to })`);
    const resolution = parseEnum(query, 'resolution', RESOLUTIONS, 'RESOLUTION_UNSPECIFIED');
    // An unknown chart (404) or resolution (422) is the service's error, answered by the app's error handler.
    return await service.line(request.params.id, {
      from, to, resolution: resolution === 'RESOLUTION_UNSPECIFIED' ? 'DAY' : resolution as StatsResolution,
    });
  });
  app.get('/pages/main', () => service.mainPage());
  app.get('/pages/transactions', () => service.transactionsPage());
  app.get('/pages/contracts', () => service.contractsPage());
};

export default statsServiceRoutes;
