/**
 * The API's slice of the settings (server/settings: names, kinds, defaults, docs), checked
 * at boot so a typo stops the server with a message naming the variable instead of
 * surfacing later as odd behaviour.
 */
import { readAccountConfig, type AccountConfig } from '../account/config';
import { readSetting, SETTINGS, SettingsError, type Env } from '../settings';
import { readRollupConfig, type RollupConfig } from '../indexer/rollup/config';
import { readCsvExportConfig, type CsvExportConfig } from './csv/config';
import type { ClientAddressConfig } from './lib/clientAddress';
import type { ClientKeysConfig } from './lib/clientKeys';
import { readNodeCallLimits } from './lib/nodeCallConfig';
import type { NodeCallLimits } from './lib/nodeCallGate';
import type { RateLimitConfig } from './plugins/rateLimit';
import type { SocketClientLimits } from './socket';

/** The Next.js frontend in development (`npm run dev`). */
const DEFAULT_CORS_ORIGIN = SETTINGS.API_CORS_ORIGIN.default;

export type { Env } from '../settings';

/** Settings of the API server, as {@link readApiConfig} returns them. */
export interface ApiConfig {
  /** Interface to listen on. */
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** Origins allowed to call the API from a browser; `['*']` allows any. */
  corsOrigins: string[];
  /** How long a GET answer is reused for the same URL; 0 turns the cache off. */
  cacheTtlMs: number;
  /**
   * The secret of the operator's endpoints (metadata refetch), Blockscout's
   * `API_SENSITIVE_ENDPOINTS_KEY`; null turns them off.
   */
  sensitiveEndpointsKey: string | null;
  /**
   * Also emit the field names and shapes older Blockscout frontends read (GUIDE §1.4),
   * beside the current ones, in REST answers and socket payloads (`legacy/`).
   */
  legacyFields: boolean;
  /**
   * The node `eth_call` reads go to (the contract read methods): `API_RPC_URL`, else the
   * indexer's `RPC_URL`, else the devnet's default endpoint.
   */
  rpcUrl: string;
  /** The OP-stack rollup (`/api/v2/optimism/*`, the transaction's deposit and withdrawals): absent or null when off. */
  rollup?: RollupConfig | null;
  /** What visitors may make the node execute (`eth_call`, `eth_estimateGas`): `ETH_CALL_*`; geth-like defaults when absent. */
  nodeCalls?: NodeCallLimits;
  /** Accounts (server/account): off unless an OpenID Connect issuer or ACCOUNT_ENABLED is set. */
  account?: AccountConfig;
  /** CSV export: the row limit and the captcha (CSV_EXPORT_LIMIT, CAPTCHA_PROVIDER, …); the defaults when absent. */
  csvExport?: CsvExportConfig;
  /** Who a request counts for: trusted proxies and the web app's signed visitor address; none trusted when absent. */
  clientAddress?: ClientAddressConfig;
  /** Requests per client and window (`API_RATE_LIMIT*`, `REDIS_URL`); off when absent. */
  rateLimit?: RateLimitConfig;
  /** Client keys (`API_CLIENT_TOKEN_*`); a random secret and 5 hours when absent. */
  clientKeys?: ClientKeysConfig;
  /** Socket connections per client IP and frames per minute (`API_SOCKET_*`); the socket's defaults when absent. */
  socketClients?: SocketClientLimits;
}

function readOrigin(value: string, raw: string): string {
  if (value === '*') return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SettingsError(`API_CORS_ORIGIN="${ raw }": "${ value }" is not a URL`);
  }
  // A browser sends the bare origin; anything more (a path, a trailing slash) never matches.
  if (![ 'http:', 'https:' ].includes(url.protocol) || url.origin !== value.replace(/\/$/, '')) {
    throw new SettingsError(`API_CORS_ORIGIN="${ raw }": "${ value }" is not an http(s) origin such as ${ DEFAULT_CORS_ORIGIN }`);
  }
  return url.origin;
}

function readCorsOrigins(env: Env): string[] {
  const raw = readSetting(env, 'API_CORS_ORIGIN');
  const origins = raw.split(',').map((value) => value.trim()).filter(Boolean).map((value) => readOrigin(value, raw));
  if (origins.length === 0) return [ DEFAULT_CORS_ORIGIN ];
  return origins.includes('*') ? [ '*' ] : [ ...new Set(origins) ];
}

/** `TRUSTED_PROXIES`, `CLIENT_IP_SECRET`. */
export function readClientAddressConfig(env: Env): ClientAddressConfig {
  return { trustedProxies: readSetting(env, 'TRUSTED_PROXIES'), clientIpSecret: readSetting(env, 'CLIENT_IP_SECRET') ?? null };
}

/** `API_RATE_LIMIT*` and `REDIS_URL`. */
export function readRateLimitConfig(env: Env): RateLimitConfig {
  return {
    perIp: readSetting(env, 'API_RATE_LIMIT'), windowMs: readSetting(env, 'API_RATE_LIMIT_WINDOW_MS'),
    perClientKey: readSetting(env, 'API_RATE_LIMIT_BY_CLIENT_TOKEN'), perApiKey: readSetting(env, 'API_RATE_LIMIT_BY_API_KEY'),
    whitelistedIps: readSetting(env, 'API_RATE_LIMIT_WHITELISTED_IPS'), perWhitelistedIp: readSetting(env, 'API_RATE_LIMIT_BY_WHITELISTED_IP'),
    redisUrl: readSetting(env, 'REDIS_URL') ?? null,
  };
}

/** The embedded devnet's JSON-RPC endpoint (`server/devnet`). */
export const DEFAULT_RPC_URL = 'http://127.0.0.1:8545';

/** Where the API listens (API_HOST, API_PORT), for starters that need it before the rest. */
export function readApiListenAddress(env: Env = process.env): { host: string; port: number } {
  return { host: readSetting(env, 'API_HOST'), port: readSetting(env, 'API_PORT') };
}

/**
 * Reads `API_HOST`, `API_PORT`, `API_CORS_ORIGIN` (a comma list of origins, or `*`),
 * `API_CACHE_TTL_MS`, `API_SENSITIVE_ENDPOINTS_KEY`, `API_LEGACY_FIELDS`, `API_RPC_URL` (or `RPC_URL`), `ETH_CALL_*`
 * and the clients' settings (rate limit, proxies, client keys, socket limits).
 * @throws {SettingsError} naming the bad variable.
 */
export function readApiConfig(env: Env = process.env): ApiConfig {
  return { ...readApiListenAddress(env), corsOrigins: readCorsOrigins(env), cacheTtlMs: readSetting(env, 'API_CACHE_TTL_MS'),
    sensitiveEndpointsKey: readSetting(env, 'API_SENSITIVE_ENDPOINTS_KEY') ?? null, legacyFields: readSetting(env, 'API_LEGACY_FIELDS'),
    rpcUrl: readSetting(env, 'API_RPC_URL') ?? readSetting(env, 'RPC_URL') ?? DEFAULT_RPC_URL,
    nodeCalls: readNodeCallLimits(env), rollup: readRollupConfig(env), account: readAccountConfig(env), csvExport: readCsvExportConfig(env),
    clientAddress: readClientAddressConfig(env), rateLimit: readRateLimitConfig(env),
    clientKeys: { ttlSeconds: readSetting(env, 'API_CLIENT_TOKEN_TTL_SECONDS'), secret: readSetting(env, 'API_CLIENT_TOKEN_SECRET') ?? null },
    socketClients: { maxConnectionsPerClient: readSetting(env, 'API_SOCKET_CONNECTIONS_PER_IP'), maxMessagesPerMinute: readSetting(env, 'API_SOCKET_MESSAGES_PER_MINUTE') } };
}
