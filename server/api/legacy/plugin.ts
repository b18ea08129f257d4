/**
 * `API_LEGACY_FIELDS=true`: REST answers in the names and shapes older Blockscout
 * frontends read (transform.ts), applied once to the outgoing JSON instead of in every
 * route. Off, nothing is registered, so the setting costs nothing.
 *
 * How it meets the response microcache (plugins/responseCache.ts), which keeps whole GET
 * bodies per URL:
 * - Names and the by-day array are added in `preSerialization`, before the body becomes
 *   the string the cache keeps, so a cached answer has them too and a hit costs nothing.
 * - `gas_prices` depends on a request header (bare numbers unless `updated-gas-oracle:
 *   true`, as in Blockscout, so current frontends keep their objects), which a URL key
 *   cannot tell apart. It is rewritten in `onSend`, registered after the cache's, so the
 *   cache keeps the objects and every answer, hit or miss, gets the form its request asks.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { legacyBalancesByDay, legacyGasPrices, renameOldQueryValues, withLegacyNames } from './transform';

const API_PREFIX = '/api/v2/';
const STATS_ROUTE = '/api/v2/stats';
const BALANCES_BY_DAY_ROUTE = '/api/v2/addresses/:hash/coin-balance-history-by-day';
/** Blockscout's switch to gas price tiers as objects (GUIDE §6). */
const GAS_ORACLE_HEADER = 'updated-gas-oracle';

/** The matched route pattern; a prefix route answers with and without its trailing slash. */
const routeOf = (request: FastifyRequest) => (request.routeOptions.url ?? '').replace(/(.)\/$/, '$1');

/**
 * Adds the hooks on `app` when `enabled`. Call it after `setupResponseCache`: hooks of
 * one kind run in the order they were added, and the gas price rewrite must follow the
 * cache's store.
 */
export function setupLegacyFields(app: FastifyInstance, options: { enabled: boolean }): void {
  if (!options.enabled) return;

  app.addHook('preValidation', async(request) => {
    renameOldQueryValues(routeOf(request), request.query as Record<string, unknown>);
  });

  app.addHook('preSerialization', async(request, reply, payload: unknown) => {
    if (reply.statusCode !== 200 || !request.url.startsWith(API_PREFIX)) return payload;
    const legacy = withLegacyNames(payload);
    return routeOf(request) === BALANCES_BY_DAY_ROUTE ? legacyBalancesByDay(legacy) : legacy;
  });

  app.addHook('onSend', async(request, reply, payload) => {
    if (routeOf(request) !== STATS_ROUTE || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (request.headers[GAS_ORACLE_HEADER] === 'true') return payload;
    const body = JSON.parse(payload) as Record<string, unknown>;
    return JSON.stringify({ ...body, gas_prices: legacyGasPrices(body.gas_prices) });
  });
}
