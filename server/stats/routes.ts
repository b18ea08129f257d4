/**
 * The stats service's HTTP routes (blockscout-rs `stats`, GUIDE §8), on the API's own
 * origin: the frontend's `NEXT_PUBLIC_STATS_API_HOST` is the API's URL. Registered by
 * `server/api/app.ts` after CORS and the error handling, which they inherit.
 */
import type { FastifyPluginAsync } from 'fastify';

import type { StatsResolution } from '../../types/api/statsService';
import { InvalidParamError } from '../api/errors';
import { parseEnum, queryValue, type Query } from '../api/lib/params';
import { createStatsService, type StatsServiceOptions } from './service';

export type StatsRoutesOptions = Partial<StatsServiceOptions>;

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

export const statsServiceRoutes: FastifyPluginAsync<StatsRoutesOptions> = async(app, options) => {
  const service = createStatsService(app.db, { coinSymbol: options.coinSymbol ?? 'QNM', now: options.now });

  app.get('/api/v1/counters', () => service.counters());
  app.get('/api/v1/lines', () => service.lines());
  app.get<{ Params: { id: string } }>('/api/v1/lines/:id', async(request) => {
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
  app.get('/api/v1/pages/main', () => service.mainPage());
  app.get('/api/v1/pages/transactions', () => service.transactionsPage());
  app.get('/api/v1/pages/contracts', () => service.contractsPage());
};
