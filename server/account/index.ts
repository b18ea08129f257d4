/**
 * The account feature on the API app: the account API under `/api/account/v1` and `/v2`,
 * the OpenID Connect sign-in routes, the watch-list transactions, and the API-key lookup
 * every request goes through.
 */
import type { FastifyInstance } from 'fastify';

import type { NodeClient } from '../api/lib/node';
import type { Logger } from '../common/logger';
import { contractsInfoRoutes } from './contractsInfo';
import { tokenInfoSubmissionRoutes } from './tokenInfoSubmissions';
import type { AccountConfig } from './config';
import { emailConfirmationRoutes } from './emailConfirmation';
import { createMailer } from './mail';
import { oidcLoginRoutes } from './oidcLogin';
import { accountRoutes } from './routes';
import { watchlistTransactionRoutes } from './watchlistTransactions';

export { setupApiKeys } from './apiKeys';
export { readAccountConfig, DISABLED_ACCOUNT_CONFIG, type AccountConfig } from './config';

/** The routes; `setupApiKeys` is installed separately, ahead of the response cache. */
export function setupAccount(app: FastifyInstance, options: { config: AccountConfig; logger: Logger; node: NodeClient; adminKey: string | null }): void {
  const mailer = createMailer(app.db, options.config, options.logger);
  app.register(accountRoutes, { prefix: '/api/account/v1', config: options.config, mailer });
  app.register(accountRoutes, { prefix: '/api/account/v2', config: options.config, mailer });
  app.register(emailConfirmationRoutes, { config: options.config });
  // The contracts-info and admin services of GUIDE §8, each under its own base URL.
  app.register(contractsInfoRoutes, { prefix: '/contracts-info', config: options.config, node: options.node });
  app.register(tokenInfoSubmissionRoutes, { prefix: '/admin', config: options.config, adminKey: options.adminKey });
  app.register(oidcLoginRoutes, options);
  app.register(watchlistTransactionRoutes, { prefix: '/api/v2/transactions', config: options.config, mainPage: false });
  app.register(watchlistTransactionRoutes, { prefix: '/api/v2/main-page', config: options.config, mainPage: true });
}
