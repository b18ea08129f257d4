/**
 * The API as a Fastify instance, ready for `inject` (tests) or `listen` (server.ts).
 * Order matters: the root gets the database, the error handling and CORS first, so
 * the route plugins registered after inherit all of them.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';

import autoload from '@fastify/autoload';
import cors from '@fastify/cors';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';

import { createMailer, createOidcLogin, DISABLED_ACCOUNT_CONFIG, setupApiKeys } from '../account';
import { createSilentLogger, type Logger } from '../common/logger';
import type { Queryable } from '../db';
import { createStatsService } from '../stats';
import { createVerificationService, type VerificationService } from '../verification/service';
import { createVisualizer } from '../visualizer';
import { createCaptchaVerifier } from './captcha';
import type { ApiConfig } from './config';
import { createCsvExports, readCsvExportConfig } from './csv';
import { createEthRpc } from './ethRpc/answer';
import { createEtherscanApi } from './etherscan';
import { setupLegacyFields } from './legacy/plugin';
import { decorateClientAddress, NO_TRUSTED_CLIENTS } from './lib/clientAddress';
import { createClientKeys } from './lib/clientKeys';
import { createContractCodeOnDemand } from './lib/contractCodeOnDemand';
import { createNodeClient, type NodeClient } from './lib/node';
import { createNodeCallGate, DEFAULT_NODE_CALL_LIMITS } from './lib/nodeCallGate';
import { collectRoutes } from './openapi';
import { decorateDatabase } from './plugins/database';
import { frameworkErrorHandler, setupErrorHandling } from './plugins/errors';
import { RATE_LIMIT_OFF, setupRateLimit } from './plugins/rateLimit';
import { setupResponseCache } from './plugins/responseCache';
import { setupMetrics } from './plugins/metrics';
import { setupSecurityHeaders } from './plugins/securityHeaders';
import type { RouteOptions, RouteServices } from './routeServices';

/** The routes tree: each folder is a URL prefix (README.md, "Where a URL is served"). */
const ROUTES_DIR = path.join(__dirname, 'routes');
// Run from the TypeScript sources (tsx, `node --import tsx`, jest), the routes load the way this
// file did; autoload recognises some of those runtimes only, so it is told. Built JavaScript needs nothing.
if (__filename.endsWith('.ts')) process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= 'true';

/** Request ids taken from a proxy: short, and nothing that could forge a log line. */
const REQUEST_ID = /^[\w.-]{1,64}$/;

/** A request that takes longer is answered 408 rather than holding the socket. */
const REQUEST_TIMEOUT_MS = 30_000;

/** What the app is built from; the caller owns (and closes) the database. */
export interface BuildAppOptions {
  db: Queryable;
  config: ApiConfig;
  logger?: Logger;
  /** The node contract reads go to (read methods); a client of `config.rpcUrl` by default. */
  node?: NodeClient;
  /** Contract verification; by default one of its own, closed with the app. */
  verification?: VerificationService;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Contract verification; server.ts forwards its results to the socket. */
    verification: VerificationService;
  }
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
    // Every log line of a request carries its id (`reqId`): the proxy's X-Request-Id when it sends a sane one, so a
    // request can be followed from the ingress's log to ours, else a new one. The answer says which (X-Request-Id).
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  app.addHook('onRequest', async(request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Before any route: the OpenAPI document lists every route the app registers.
  const registeredRoutes = collectRoutes(app);
  decorateDatabase(app, options.db);
  setupSecurityHeaders(app);
  setupMetrics(app);
  setupErrorHandling(app);
  app.addHook('onResponse', async(request, reply) => {
    request.log.debug({ method: request.method, url: request.url, status_code: reply.statusCode,
      duration_ms: Math.round(reply.elapsedTime) }, 'request completed');
  });
  const origins = options.config.corsOrigins;
  // The explorer's own origins may send the account cookie (credentials) and read the CSRF header.
  app.register(cors, origins.includes('*') ? { origin: '*' } :
    { origin: origins, credentials: true, exposedHeaders: [ 'x-bs-account-csrf' ], methods: [ 'GET', 'HEAD', 'POST', 'PUT', 'DELETE' ] });
  const logger = loggerInstance as Logger;
  const account = options.config.account ?? DISABLED_ACCOUNT_CONFIG;
  decorateClientAddress(app, options.config.clientAddress ?? NO_TRUSTED_CLIENTS);
  // Before the cache: a request with an unknown API key is refused even when its answer is cached.
  setupApiKeys(app, account);
  // After CORS (a 429 the browser can read) and the API keys (their budget), before the cache (a cached answer counts).
  const clientKeys = createClientKeys(options.config.clientKeys ?? { ttlSeconds: 18_000, secret: null });
  setupRateLimit(app, { config: options.config.rateLimit ?? RATE_LIMIT_OFF, clientKeys, logger });
  // After CORS, so a cached answer carries the same CORS headers.
  setupResponseCache(app, { ttlMs: options.config.cacheTtlMs });
  // After the cache: old names are cached with the answer, the header-dependent gas prices are not.
  setupLegacyFields(app, { enabled: options.config.legacyFields });

  const db = options.db;
  // One gate for every way a visitor makes the node execute code: contract reads, /api/eth-rpc and module=proxy.
  const nodeCallGate = createNodeCallGate(options.config.nodeCalls ?? DEFAULT_NODE_CALL_LIMITS);
  const node = options.node ?? createNodeClient({ url: options.config.rpcUrl, gate: nodeCallGate });
  const verification = options.verification ?? createVerificationService({ db, logger, rpcUrl: options.config.rpcUrl });
  app.decorate('verification', verification);
  if (!options.verification) app.addHook('onClose', () => verification.close());
  // Pages reload on success, and transactions and logs of the address decode with the new
  // ABI: the microcache must not answer with their unverified past.
  const stopClearing = verification.onResult((_address, result) => { if (result.status === 'success') app.clearResponseCache?.(); });
  app.addHook('onClose', async() => stopClearing());
  const ethRpc = createEthRpc({ db, rpcUrl: options.config.rpcUrl, gate: nodeCallGate, log: loggerInstance });
  const etherscan = createEtherscanApi({ db, verification, ethRpc });
  app.addHook('onClose', () => etherscan.close());
  const visualizer = createVisualizer({ logger: loggerInstance });
  app.addHook('onClose', () => visualizer.close());
  // A thread is warmed once the server listens (not on `inject`, so tests that never draw pay nothing):
  // the first diagram then takes tens of milliseconds instead of the seconds a new thread needs.
  app.addHook('onListen', async() => {
    void visualizer.warm();
  });
  const csvExport = options.config.csvExport ?? readCsvExportConfig({});
  const captcha = createCaptchaVerifier({ config: csvExport.captcha, db });

  const services: RouteServices = {
    logger,
    account,
    mailer: createMailer(db, account, logger),
    oidc: createOidcLogin({ db, config: account, logger }),
    node,
    verification,
    contractCode: createContractCodeOnDemand({ db, rpcUrl: options.config.rpcUrl, logger }),
    ethRpc,
    etherscan,
    stats: createStatsService(db, { coinSymbol: account.coinSymbol }),
    visualizer,
    csvExport,
    csv: createCsvExports({ db, captcha, limit: csvExport.limit }),
    captcha,
    clientKeys,
    sensitiveEndpointsKey: options.config.sensitiveEndpointsKey,
    rollup: options.config.rollup ?? null,
    registeredRoutes,
  };
  app.decorate('services', services);
  // Every file under routes/ is a plugin whose prefix is its folder; `autohooks.ts` holds a subtree's rules.
  app.register(autoload, {
    dir: ROUTES_DIR,
    options: { services } satisfies RouteOptions,
    indexPattern: /^$/,
    ignorePattern: /\.(test|faults|spec)\.ts$/,
    autoHooks: true,
    cascadeHooks: true,
  });
  return app;
}
