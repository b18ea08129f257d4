/**
 * The whole explorer as `npm start` runs it (devnet with traffic, indexer, API, `next start`),
 * on ports of its own, from a fresh PGlite directory each run. Specs under playwright/stack
 * browse it and compare pages with what the devnet node itself reports.
 */
import path from 'node:path';

export const STACK_PORTS = { web: 3200, rollupWeb: 3210, api: 4200, localOidc: 4201, smtp: 4225, devnet: 8600, metadata: 8601, l1: 8602 } as const;

/**
 * Set E2E_STACK_WEB_URL (and the API and RPC ones) to run the stack specs against an explorer
 * that is already running, e.g. `next dev` while writing a page; then nothing is started.
 */
export const EXTERNAL_STACK = Boolean(process.env.E2E_STACK_WEB_URL);
export const STACK_WEB_URL = process.env.E2E_STACK_WEB_URL || `http://localhost:${ STACK_PORTS.web }`;
export const STACK_API_URL = process.env.E2E_STACK_API_URL || `http://127.0.0.1:${ STACK_PORTS.api }`;
export const STACK_RPC_URL = process.env.E2E_STACK_RPC_URL || `http://127.0.0.1:${ STACK_PORTS.devnet }`;
/** The same API seen through a second web app configured as an OP-stack rollup's explorer (rollup.spec.ts). */
export const STACK_ROLLUP_WEB_URL = process.env.E2E_STACK_ROLLUP_WEB_URL || `http://localhost:${ STACK_PORTS.rollupWeb }`;
export const STACK_L1_RPC_URL = process.env.E2E_STACK_L1_RPC_URL || `http://127.0.0.1:${ STACK_PORTS.l1 }`;
/** Where the rollup pages' L1 links point (no L1 explorer runs: the specs read the links). */
export const STACK_L1_EXPLORER_URL = 'http://localhost:3100';
/** A short challenge period, so rollup.spec sees a withdrawal relayed. */
export const STACK_CHALLENGE_PERIOD_SECONDS = 30;

export const STACK_DATA_DIR = path.join('.data', 'e2e-stack');
/** The local OpenID provider's users and keys, and the account secrets: fresh each run too. */
export const STACK_ACCOUNT_DIR = path.join('.data', 'e2e-stack-account');

/** Features the core pages read: beacon-chain withdrawals and the web3 wallet on; everything outside off. */
export const STACK_ENV: Record<string, string> = {
  ROLES: 'web,api,indexer,devnet',
  PORT: String(STACK_PORTS.web),
  API_PORT: String(STACK_PORTS.api),
  DEVNET_PORT: String(STACK_PORTS.devnet),
  DEVNET_METADATA_PORT: String(STACK_PORTS.metadata),
  // Back-filled history for the charts: stats.spec needs more than a month of it (the one-month interval
  // must show less than all time). `npm start` writes 60 days; 35 halves the back-fill's indexing and
  // traces, which run beside the first specs for a minute or two.
  DEVNET_HISTORY_DAYS: '35',
  PGLITE_DATA_DIR: STACK_DATA_DIR,
  ACCOUNT_DATA_DIR: STACK_ACCOUNT_DIR,
  ACCOUNT_LOCAL_OIDC_PORT: String(STACK_PORTS.localOidc),
  // The account spec listens here while it runs, to read the watch-list mail.
  ACCOUNT_SMTP_URL: `smtp://127.0.0.1:${ STACK_PORTS.smtp }`,
  DATABASE_URL: '',
  RPC_URL: '',
  LOG_LEVEL: 'warn',
  // Every spec browses from this machine: loopback is whitelisted with a budget no spec reaches.
  // rateLimit.spec comes from 127.0.0.2 to meet the default limit of an unknown IP.
  API_RATE_LIMIT_WHITELISTED_IPS: '127.0.0.1,::1',
  API_RATE_LIMIT_BY_WHITELISTED_IP: '1000000',
  NEXT_PUBLIC_HAS_BEACON_CHAIN: 'true',
  // The stats service is the API itself (server/start/cli.ts sets the same by default).
  NEXT_PUBLIC_STATS_API_HOST: `http://localhost:${ STACK_PORTS.api }`,
  // The wallet buttons show only where the browser has a wallet; the specs inject a stand-in.
  NEXT_PUBLIC_WEB3_WALLETS: '["metamask"]',
  // The rollup demo beside the devnet, so the API serves /optimism/*; this web app stays a plain L1
  // explorer (rollup off), the second one (STACK_ROLLUP_WEB_ENV) shows the rollup pages.
  ROLLUP_DEMO: 'true',
  L1_DEVNET_PORT: String(STACK_PORTS.l1),
  INDEXER_OPTIMISM_CHALLENGE_PERIOD_SECONDS: String(STACK_CHALLENGE_PERIOD_SECONDS),
  NEXT_PUBLIC_ROLLUP_TYPE: '',
  // Both web apps call the API from the browser and vouch for their visitors with one secret.
  API_CORS_ORIGIN: `http://localhost:${ STACK_PORTS.web },http://127.0.0.1:${ STACK_PORTS.web },http://localhost:${ STACK_PORTS.rollupWeb }`,
  CLIENT_IP_SECRET: 'stack-specs-client-ip-secret-0123456789abcdef',
};

/** The second web app: the same build, given the rollup's settings at run time, in front of the stack's API. */
export const STACK_ROLLUP_WEB_ENV: Record<string, string> = {
  ...STACK_ENV,
  ROLES: 'web',
  ROLLUP_DEMO: 'false',
  PORT: String(STACK_PORTS.rollupWeb),
  NEXT_PUBLIC_ROLLUP_TYPE: 'optimistic',
  NEXT_PUBLIC_ROLLUP_L1_BASE_URL: STACK_L1_EXPLORER_URL,
};
