/**
 * API settings from environment variables, checked at boot so a typo stops the server
 * with a message naming the variable instead of surfacing later as odd behaviour.
 */
import { readAccountConfig, type AccountConfig } from '../account/config';
import { readCsvExportConfig, type CsvExportConfig } from './csv/config';
import { ApiConfigError } from '../http/errors';
import { readNodeCallLimits } from './lib/nodeCallConfig';
import type { NodeCallLimits } from './lib/nodeCallGate';

/** Loopback by default, so nothing is exposed by accident. */
export const DEFAULT_API_HOST = '127.0.0.1';
/** Next to the frontend's 3000. */
export const DEFAULT_API_PORT = 4000;
/** The Next.js frontend in development (`npm run dev`). */
export const DEFAULT_CORS_ORIGIN = 'http://localhost:3000';

/** Environment variables by name (`process.env` or a test's own map). */
export type Env = Readonly<Record<string, string | undefined>>;

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
  /** What visitors may make the node execute (`eth_call`, `eth_estimateGas`): `ETH_CALL_*`; geth-like defaults when absent. */
  nodeCalls?: NodeCallLimits;
  /** Accounts (server/account): off unless an OpenID Connect issuer or ACCOUNT_ENABLED is set. */
  account?: AccountConfig;
  /** CSV export: the row limit and the captcha (CSV_EXPORT_LIMIT, CAPTCHA_PROVIDER, …); the defaults when absent. */
  csvExport?: CsvExportConfig;
}

/** Long enough to absorb a crowd, short next to the 2 s between blocks. */
export const DEFAULT_CACHE_TTL_MS = 1000;
const MAX_CACHE_TTL_MS = 60_000;

// Host names, IPv4 and IPv6 literals; no scheme, path or spaces.
const HOST_PATTERN = /^[A-Za-z0-9.:[\]-]+$/;
const MAX_PORT = 65535;

function readHost(env: Env): string {
  const raw = env.API_HOST;
  if (raw === undefined || raw === '') return DEFAULT_API_HOST;
  if (!HOST_PATTERN.test(raw)) throw new ApiConfigError(`API_HOST="${ raw }": expected a host name or IP address`);
  return raw;
}

function readPort(env: Env): number {
  const raw = env.API_PORT;
  if (raw === undefined || raw === '') return DEFAULT_API_PORT;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > MAX_PORT) throw new ApiConfigError(`API_PORT="${ raw }": expected an integer from 0 to ${ MAX_PORT }`);
  return port;
}

function readOrigin(value: string, raw: string): string {
  if (value === '*') return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ApiConfigError(`API_CORS_ORIGIN="${ raw }": "${ value }" is not a URL`);
  }
  // A browser sends the bare origin; anything more (a path, a trailing slash) never matches.
  if (![ 'http:', 'https:' ].includes(url.protocol) || url.origin !== value.replace(/\/$/, '')) {
    throw new ApiConfigError(`API_CORS_ORIGIN="${ raw }": "${ value }" is not an http(s) origin such as ${ DEFAULT_CORS_ORIGIN }`);
  }
  return url.origin;
}

function readCorsOrigins(env: Env): string[] {
  const raw = env.API_CORS_ORIGIN;
  if (raw === undefined || raw.trim() === '') return [ DEFAULT_CORS_ORIGIN ];
  const origins = raw.split(',').map((value) => value.trim()).filter(Boolean).map((value) => readOrigin(value, raw));
  return origins.includes('*') ? [ '*' ] : [ ...new Set(origins) ];
}

function readCacheTtl(env: Env): number {
  const raw = env.API_CACHE_TTL_MS;
  if (raw === undefined || raw === '') return DEFAULT_CACHE_TTL_MS;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > MAX_CACHE_TTL_MS) {
    throw new ApiConfigError(`API_CACHE_TTL_MS="${ raw }": expected an integer from 0 to ${ MAX_CACHE_TTL_MS }`);
  }
  return value;
}

/** A guessable secret would open the operator's endpoints to anyone. */
const MIN_KEY_LENGTH = 16;

function readSensitiveKey(env: Env): string | null {
  const raw = env.API_SENSITIVE_ENDPOINTS_KEY;
  if (raw === undefined || raw === '') return null;
  if (raw.length < MIN_KEY_LENGTH) throw new ApiConfigError(`API_SENSITIVE_ENDPOINTS_KEY: expected at least ${ MIN_KEY_LENGTH } characters`);
  return raw;
}

/** The embedded devnet's JSON-RPC endpoint (`server/devnet`). */
export const DEFAULT_RPC_URL = 'http://127.0.0.1:8545';

function readRpcUrl(env: Env): string {
  const name = env.API_RPC_URL ? 'API_RPC_URL' : 'RPC_URL';
  const raw = env[name];
  if (raw === undefined || raw === '') return DEFAULT_RPC_URL;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (!url || ![ 'http:', 'https:' ].includes(url.protocol)) throw new ApiConfigError(`${ name }="${ raw }": expected an http(s) URL`);
  return raw;
}

function readLegacyFields(env: Env): boolean {
  const raw = env.API_LEGACY_FIELDS;
  if (raw === undefined || raw === '') return false;
  if (raw !== 'true' && raw !== 'false') throw new ApiConfigError(`API_LEGACY_FIELDS="${ raw }": expected true or false`);
  return raw === 'true';
}

/** Where the API listens (API_HOST, API_PORT), for starters that need it before the rest. */
export function readApiListenAddress(env: Env = process.env): { host: string; port: number } {
  return { host: readHost(env), port: readPort(env) };
}

/**
 * Reads `API_HOST`, `API_PORT`, `API_CORS_ORIGIN` (a comma list of origins, or `*`),
 * `API_CACHE_TTL_MS`, `API_SENSITIVE_ENDPOINTS_KEY`, `API_LEGACY_FIELDS`, `API_RPC_URL` (or `RPC_URL`) and `ETH_CALL_*`.
 * @throws {ApiConfigError} naming the bad variable.
 */
export function readApiConfig(env: Env = process.env): ApiConfig {
  return { host: readHost(env), port: readPort(env), corsOrigins: readCorsOrigins(env), cacheTtlMs: readCacheTtl(env),
    sensitiveEndpointsKey: readSensitiveKey(env), legacyFields: readLegacyFields(env), rpcUrl: readRpcUrl(env),
    nodeCalls: readNodeCallLimits(env), account: readAccountConfig(env), csvExport: readCsvExportConfig(env) };
}
