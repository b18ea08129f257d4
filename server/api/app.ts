/**
 * The API as a Fastify instance, ready for `inject` (tests) or `listen` (server.ts).
 * Order matters: the root gets the database, the error handling and CORS first, so
 * the route plugins registered after inherit all of them.
 */
import cors from '@fastify/cors';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';

import { createSilentLogger, type Logger } from '../common/logger';
import type { Queryable } from '../db';
import type { ApiConfig } from './config';
import { decorateDatabase } from './plugins/database';
import { frameworkErrorHandler, setupErrorHandling } from './plugins/errors';
import { blockRoutes } from './routes/v2/blocks';
import { configRoutes } from './routes/v2/config';
import { mainPageRoutes } from './routes/v2/main-page';
import { transactionRoutes } from './routes/v2/transactions';

/** A request that takes longer is answered 408 rather than holding the socket. */
const REQUEST_TIMEOUT_MS = 30_000;

/** What the app is built from; the caller owns (and closes) the database. */
export interface BuildAppOptions {
  db: Queryable;
  config: ApiConfig;
  logger?: Logger;
}

/**
 * Builds the app with every route of REST API v2 implemented so far. Plugins load on
 * `ready()`, which `inject` and `listen` call by themselves.
 */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  // Typed as Fastify's base logger so the instance keeps Fastify's default type.
  const loggerInstance: FastifyBaseLogger = (options.logger ?? createSilentLogger()).child({ service: 'api' });
  const app = Fastify({
    loggerInstance,
    // Fastify's two lines per request are replaced by one in snake_case (onResponse).
    logController: new LogController({ disableRequestLogging: true }),
    requestTimeout: REQUEST_TIMEOUT_MS,
    frameworkErrors: frameworkErrorHandler,
  });
  decorateDatabase(app, options.db);
  setupErrorHandling(app);
  app.addHook('onResponse', async(request, reply) => {
    request.log.debug({ method: request.method, url: request.url, status_code: reply.statusCode,
      duration_ms: Math.round(reply.elapsedTime) }, 'request completed');
  });
  const origins = options.config.corsOrigins;
  app.register(cors, { origin: origins.includes('*') ? '*' : origins });

  app.register(configRoutes, { prefix: '/api/v2/config' });
  app.register(mainPageRoutes, { prefix: '/api/v2/main-page' });
  app.register(blockRoutes, { prefix: '/api/v2/blocks' });
  app.register(transactionRoutes, { prefix: '/api/v2/transactions' });
  return app;
}
