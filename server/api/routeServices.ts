/**
 * What every route file under `routes/` receives: the app's services, made once in app.ts
 * and handed to the whole tree by @fastify/autoload. A route file takes what it needs from
 * `services` and keeps no state of its own, so the same file can serve two prefixes
 * (`/api/account/v1` and `/v2`) without two copies of anything.
 */
import type { FastifyPluginAsync } from 'fastify';

import type { AccountConfig } from '../account/config';
import type { Mailer } from '../account/mail';
import type { OidcLogin } from '../account/oidcLogin';
import type { Logger } from '../common/logger';
import type { RollupConfig } from '../indexer/rollup/config';
import type { StatsService } from '../stats/service';
import type { VerificationService } from '../verification/service';
import type { Visualizer } from '../visualizer';
import type { CaptchaVerifier } from './captcha';
import type { CsvExports } from './csv';
import type { CsvExportConfig } from './csv/config';
import type { EthRpc } from './ethRpc/answer';
import type { EtherscanApi } from './etherscan';
import type { ClientKeys } from './lib/clientKeys';
import type { ContractCodeOnDemand } from './lib/contractCodeOnDemand';
import type { NodeClient } from './lib/node';
import type { RegisteredRoute } from './openapi/document';

export interface RouteServices {
  logger: Logger;
  /** The account feature's settings (off: its routes answer 404). */
  account: AccountConfig;
  mailer: Mailer;
  /** Sign-in through the configured OpenID Connect issuer, and sign-out. */
  oidc: OidcLogin;
  /** The node contract reads go to, behind the node-call gate. */
  node: NodeClient;
  verification: VerificationService;
  /** Bytecode of an address the indexer has not read yet, fetched when a visitor asks. */
  contractCode: ContractCodeOnDemand;
  /** JSON-RPC's methods, for `/api/eth-rpc` and Etherscan's `module=proxy`. */
  ethRpc: EthRpc;
  /** The Etherscan-compatible API, one instance for `/api` and `/api/v1` (its verification jobs are shared). */
  etherscan: EtherscanApi;
  stats: StatsService;
  /** Draws contracts and storage layouts as SVG, in worker threads. */
  visualizer: Visualizer;
  csvExport: CsvExportConfig;
  /** The CSV downloads, behind the captcha. */
  csv: CsvExports;
  captcha: CaptchaVerifier;
  /** The client keys a solved captcha buys (`POST /api/v2/key`), read by the rate limit. */
  clientKeys: ClientKeys;
  /** The key of the operator-only endpoints (metadata refetch, token-info review); null: open. */
  sensitiveEndpointsKey: string | null;
  /** The OP-stack rollup the indexer follows; null: the `/optimism/*` routes and transaction fields are off. */
  rollup: RollupConfig | null;
  /** Every route the app registers, for the OpenAPI document. */
  registeredRoutes: Array<RegisteredRoute>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The same services, for the tree's `autohooks.ts` files (autoload gives those no options). */
    services: RouteServices;
  }
}

export interface RouteOptions {
  services: RouteServices;
}

/** The shape of every route file's default export. */
export type RoutePlugin = FastifyPluginAsync<RouteOptions>;
