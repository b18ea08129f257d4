/**
 * The API as a Fastify instance, ready for `inject` (tests) or `listen` (server.ts).
 * Order matters: the root gets the database, the error handling and CORS first, so
 * the route plugins registered after inherit all of them.
 */
import cors from '@fastify/cors';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';

import { DISABLED_ACCOUNT_CONFIG, setupAccount, setupApiKeys } from '../account';
import { createSilentLogger, type Logger } from '../common/logger';
import type { Queryable } from '../db';
import { createVerificationService, type VerificationService } from '../verification/service';
import type { ApiConfig } from './config';
import { setupLegacyFields } from './legacy/plugin';
import { createContractCodeOnDemand } from './lib/contractCodeOnDemand';
import { createNodeClient, type NodeClient } from './lib/node';
import { createNodeCallGate, DEFAULT_NODE_CALL_LIMITS } from './lib/nodeCallGate';
import { collectRoutes, openApiRoutes } from './openapi';
import { decorateDatabase } from './plugins/database';
import { frameworkErrorHandler, setupErrorHandling } from './plugins/errors';
import { setupResponseCache } from './plugins/responseCache';
import { setupSecurityHeaders } from './plugins/securityHeaders';
import { healthRoutes } from './routes/health';
import { addressRoutes } from './routes/v2/addresses';
import { addressTokenRoutes } from './routes/v2/addresses/tokens';
import { blockRoutes } from './routes/v2/blocks';
import { blockDetailRoutes } from './routes/v2/blocks/details';
import { configRoutes } from './routes/v2/config';
import { internalTransactionRoutes } from './routes/v2/internal-transactions';
import { mainPageRoutes } from './routes/v2/main-page';
import { searchRoutes } from './routes/v2/search';
import { smartContractMethodRoutes } from './routes/v2/smart-contracts/methods';
import { smartContractRoutes } from './routes/v2/smart-contracts';
import { verificationRoutes } from './routes/v2/smart-contracts/verification';
import { statsRoutes } from './routes/v2/stats';
import { tokenTransferRoutes } from './routes/v2/token-transfers';
import { tokenRoutes } from './routes/v2/tokens';
import { metadataRefetchRoutes } from './routes/v2/tokens/refetch';
import { transactionRoutes } from './routes/v2/transactions';
import { transactionDetailRoutes } from './routes/v2/transactions/details';
import { transactionStatsRoutes } from './routes/v2/transactions/stats';
import { transactionTokenTransferRoutes } from './routes/v2/transactions/tokenTransfers';
import { withdrawalRoutes } from './routes/v2/withdrawals';
import { visualizerRoutes } from './routes/visualizer';
import { etherscanRoutes } from './routes/etherscan';
import { statsServiceRoutes } from '../stats';
import { ethRpcRoutes } from './routes/ethRpc';
import { createEthRpc } from './routes/ethRpc/answer';
import { sourcifyRoutes } from './routes/sourcify';
import { graphqlRoutes } from './graphql';
import { readCsvExportConfig, setupCsvExport } from './routes/csv';

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
  });
  // Before any route: the OpenAPI document lists every route the app registers.
  const registeredRoutes = collectRoutes(app);
  decorateDatabase(app, options.db);
  setupSecurityHeaders(app);
  setupErrorHandling(app);
  app.addHook('onResponse', async(request, reply) => {
    request.log.debug({ method: request.method, url: request.url, status_code: reply.statusCode,
      duration_ms: Math.round(reply.elapsedTime) }, 'request completed');
  });
  const origins = options.config.corsOrigins;
  // The explorer's own origins may send the account cookie (credentials) and read the CSRF header.
  app.register(cors, origins.includes('*') ? { origin: '*' } :
    { origin: origins, credentials: true, exposedHeaders: [ 'x-bs-account-csrf' ], methods: [ 'GET', 'HEAD', 'POST', 'PUT', 'DELETE' ] });
  const account = options.config.account ?? DISABLED_ACCOUNT_CONFIG;
  // Before the cache: a request with an unknown API key is refused even when its answer is cached.
  setupApiKeys(app, account);
  // After CORS, so a cached answer carries the same CORS headers.
  setupResponseCache(app, { ttlMs: options.config.cacheTtlMs });
  // After the cache: old names are cached with the answer, the header-dependent gas prices are not.
  setupLegacyFields(app, { enabled: options.config.legacyFields });

  app.register(healthRoutes);
  app.register(openApiRoutes, { routes: registeredRoutes });
  app.register(configRoutes, { prefix: '/api/v2/config' });
  app.register(mainPageRoutes, { prefix: '/api/v2/main-page' });
  app.register(blockRoutes, { prefix: '/api/v2/blocks' });
  app.register(blockDetailRoutes, { prefix: '/api/v2/blocks' });
  app.register(transactionRoutes, { prefix: '/api/v2/transactions' });
  app.register(transactionDetailRoutes, { prefix: '/api/v2/transactions' });
  app.register(transactionTokenTransferRoutes, { prefix: '/api/v2/transactions' });
  app.register(transactionStatsRoutes, { prefix: '/api/v2/transactions' });
  app.register(addressRoutes, { prefix: '/api/v2/addresses',
    contractCode: createContractCodeOnDemand({ db: options.db, rpcUrl: options.config.rpcUrl, logger: loggerInstance as Logger }) });
  app.register(addressTokenRoutes, { prefix: '/api/v2/addresses' });
  app.register(tokenRoutes, { prefix: '/api/v2/tokens' });
  app.register(metadataRefetchRoutes, { prefix: '/api/v2/tokens', key: options.config.sensitiveEndpointsKey });
  app.register(tokenTransferRoutes, { prefix: '/api/v2/token-transfers' });
  app.register(internalTransactionRoutes, { prefix: '/api/v2/internal-transactions' });
  app.register(withdrawalRoutes, { prefix: '/api/v2/withdrawals' });
  app.register(statsRoutes, { prefix: '/api/v2/stats' });
  app.register(searchRoutes, { prefix: '/api/v2/search' });
  // One gate for every way a visitor makes the node execute code: contract reads, /api/eth-rpc and module=proxy.
  const nodeCallGate = createNodeCallGate(options.config.nodeCalls ?? DEFAULT_NODE_CALL_LIMITS);
  const node = options.node ?? createNodeClient({ url: options.config.rpcUrl, gate: nodeCallGate });
  app.register(smartContractMethodRoutes, { prefix: '/api/v2/smart-contracts', node, account });
  const verification = options.verification ?? createVerificationService({ db: options.db, logger: loggerInstance as Logger, rpcUrl: options.config.rpcUrl });
  app.decorate('verification', verification);
  if (!options.verification) app.addHook('onClose', () => verification.close());
  // Pages reload on success, and transactions and logs of the address decode with the new
  // ABI: the microcache must not answer with their unverified past.
  const stopClearing = verification.onResult((_address, result) => { if (result.status === 'success') app.clearResponseCache?.(); });
  app.addHook('onClose', async() => stopClearing());
  app.register(smartContractRoutes, { prefix: '/api/v2/smart-contracts' });
  app.register(verificationRoutes, { prefix: '/api/v2/smart-contracts', verification });
  // Microservices with their own base URL (GUIDE §8), served by this process under a prefix.
  app.register(visualizerRoutes, { prefix: '/visualizer' });
  // The stats service (server/stats) at `/api/v1/counters`, `/lines`, `/pages/*`.
  app.register(statsServiceRoutes, { coinSymbol: account.coinSymbol });
  // JSON-RPC's methods, answered once for `/api/eth-rpc` and Etherscan's `module=proxy`, through the same gate.
  const ethRpc = createEthRpc({ db: options.db, rpcUrl: options.config.rpcUrl, gate: nodeCallGate, log: loggerInstance });
  // Etherscan-compatible `/api?module=…` (GUIDE §11); verification through `app.verification`.
  app.register(etherscanRoutes, { ethRpc });
  // JSON-RPC at `/api/eth-rpc` (GUIDE §11): the database's head, logs and filters, the node for the rest.
  app.register(ethRpcRoutes, { ethRpc });
  // The part of Sourcify's API hardhat-verify's sourcify mode calls, over our own verification.
  app.register(sourcifyRoutes, { prefix: '/api/sourcify' });
  // GraphQL (GUIDE §8): Blockscout's public schema at /api/v1/graphql (graphql/).
  app.register(graphqlRoutes);
  // CSV exports behind the configured captcha, and the ALTCHA challenge route (routes/csv, captcha/).
  setupCsvExport(app, { config: options.config.csvExport ?? readCsvExportConfig({}) });
  // Accounts: sign-in, the account API and API keys (server/account).
  setupAccount(app, { config: account, logger: loggerInstance as Logger, node, adminKey: options.config.sensitiveEndpointsKey });
  return app;
}
