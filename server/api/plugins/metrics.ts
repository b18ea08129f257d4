/**
 * Every answer of the API counted for `/metrics` (server/common/metrics.ts): time by method,
 * route pattern (not the URL, so an address is not a series of its own) and status; 429s of
 * the rate limiter counted apart.
 */
import type { FastifyInstance } from 'fastify';

import { collectProcessMetrics, httpRequestDuration, rateLimitRefusals } from '../../common/metrics';

/** Installs the hook on the root instance, so that every route and every error is counted. */
export function setupMetrics(app: FastifyInstance): void {
  collectProcessMetrics();
  app.addHook('onResponse', async(request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequestDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) rateLimitRefusals.inc({ route });
  });
}
