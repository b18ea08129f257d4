/**
 * Every environment variable the backend (`server/`) reads: its kind, its default, what it
 * does and which part owns it. The one place a backend setting is declared: modules read
 * them through `readSetting` (read.ts), whose name parameter only takes names from here, and
 * docs/ENVS.md is generated from this list (`npm run docs:envs`). The frontend's are in
 * configs/app/envNames.ts.
 */
import { address, flag, host, integer, list, oneOf, port, secret, text, url, type Kind } from './kinds';

/** The part of the backend a setting belongs to; the docs group by it, in this order. */
export const SETTING_OWNERS = {
  start: 'One-command start (`npm start`, server/start)',
  database: 'Database (server/db)',
  api: 'API server (server/api)',
  clients: 'Clients: rate limit, proxies, socket limits (server/api/plugins/rateLimit.ts, server/api/lib/clientAddress.ts)',
  nodeCalls: 'Node calls visitors make (server/api/lib/nodeCallGate.ts)',
  csv: 'CSV export and captcha (server/api/csv, server/api/captcha)',
  account: 'Accounts and sign-in (server/account)',
  indexer: 'Indexer (server/indexer)',
  rollup: 'Rollup (OP stack) stage of the indexer (server/indexer/rollup); Blockscout\'s names',
  devnet: 'Embedded devnet (server/devnet)',
  logging: 'Logging',
} as const;
export type SettingOwner = keyof typeof SETTING_OWNERS;

export interface SettingSpec<T> {
  kind: Kind<T>;
  /** The value when unset or empty; absent: none (the owner decides, see `defaultText`). */
  default?: T;
  /** The default as the docs say it, when it is not a plain value (it depends on other settings). */
  defaultText?: string;
  description: string;
  owner: SettingOwner;
}

function defineSettings<const S extends Record<string, SettingSpec<unknown>>>(settings: S): S {
  return settings;
}

export const SETTINGS = defineSettings({
  // ---- one-command start ----
  HOST: { owner: 'start', kind: host, default: '127.0.0.1', description: 'Interface the web app listens on.' },
  PORT: { owner: 'start', kind: port, default: 3000, description: 'Port of the web app.' },
  API_INTERNAL_URL: { owner: 'start', kind: url([ 'http:', 'https:' ]), defaultText: '(the public API origin, `NEXT_PUBLIC_API_*`)',
    description: 'Where the web app\'s server reaches the API while it renders pages, proxies `/node-api` calls and answers `/api/ready`, e.g. `http://api:4000` in a compose network or a cluster; browsers keep the public origin.' },
  ROLES: { owner: 'start', kind: list, defaultText: 'all; no `devnet` with `RPC_URL`',
    description: 'Comma list of `web`, `api`, `indexer`, `devnet`: the parts this process runs.' },
  CAPTCHA_DATA_DIR: { owner: 'start', kind: text, default: '.data/captcha',
    description: 'Where `npm start` keeps the ALTCHA key it makes once, so challenges survive a restart.' },
  ACCOUNT_DATA_DIR: { owner: 'start', kind: text, default: '.data/account',
    description: 'Where `npm start` keeps the local sign-in provider\'s users and keys, and the account secret.' },
  ACCOUNT_LOCAL_OIDC: { owner: 'start', kind: flag, default: true,
    description: 'Run the local OpenID Connect provider on loopback when no `ACCOUNT_OIDC_ISSUER` is set; `false` turns accounts off.' },
  ACCOUNT_LOCAL_OIDC_PORT: { owner: 'start', kind: port, default: 4001, description: 'Port of the local sign-in provider.' },
  ADMIN_API_URL: { owner: 'start', kind: url(), defaultText: '`http://127.0.0.1:{API_PORT}`',
    description: 'The API the admin command (`npm run admin`) reviews token-info submissions through.' },

  // ---- database ----
  DATABASE_URL: { owner: 'database', kind: url([ 'postgres:', 'postgresql:' ]), defaultText: '(PGlite)',
    description: 'PostgreSQL (`postgres://user:pass@host:5432/db`); without it the embedded PGlite in `PGLITE_DATA_DIR`.' },
  DATABASE_READ_URL: { owner: 'database', kind: url([ 'postgres:', 'postgresql:' ]), defaultText: '(none: the API reads from `DATABASE_URL`)',
    description: 'A streaming replica of `DATABASE_URL` for the API\'s plain reads; writes, transactions and LISTEN stay on the primary, and a replica that has not replayed up to the newest chain event or the process\'s own last write is passed over until it has. Needs `DATABASE_URL`.' },
  PGLITE_DATA_DIR: { owner: 'database', kind: text, default: '.data/pglite',
    description: 'PGlite\'s directory. PGlite admits one process per directory: run the indexer and the API in one process (`npm start`) or use PostgreSQL.' },

  // ---- API ----
  API_HOST: { owner: 'api', kind: host, default: '127.0.0.1', description: 'Interface the API listens on.' },
  API_PORT: { owner: 'api', kind: port, default: 4000, description: 'Port of the API and the socket (0: any free one).' },
  API_CORS_ORIGIN: { owner: 'api', kind: text, default: 'http://localhost:3000',
    description: 'Comma list of origins allowed from a browser (and on the socket), or `*`; each a bare http(s) origin.' },
  API_CACHE_TTL_MS: { owner: 'api', kind: integer(0, 60_000), default: 1000,
    description: 'How long a GET answer under `/api/v2/` is reused for the same URL (0: off); concurrent misses share one computation.' },
  API_SENSITIVE_ENDPOINTS_KEY: { owner: 'api', kind: secret(16),
    description: 'The operator\'s secret for the metadata refetch and token-info review endpoints, sent as `x-api-key` or `api_key=`; without it they answer 401.' },
  API_LEGACY_FIELDS: { owner: 'api', kind: flag, default: false,
    description: 'Answers and socket payloads also carry the old field names and shapes (GUIDE §1.4), for frontends made for Blockscout before v6.10.' },
  API_RPC_URL: { owner: 'api', kind: url(), defaultText: '`RPC_URL`, else `http://127.0.0.1:8545`',
    description: 'The node contract reads (`eth_call`) go to and `/api/eth-rpc` forwards to.' },

  // ---- clients: who a request comes from, and how much each may ask ----
  API_RATE_LIMIT: { owner: 'clients', kind: integer(0, 10_000_000), default: 300,
    description: 'Requests one client IP may make per `API_RATE_LIMIT_WINDOW_MS` without a key (Blockscout\'s anchor); past it 429 with `Retry-After`. `0` turns the rate limit off.' },
  API_RATE_LIMIT_WINDOW_MS: { owner: 'clients', kind: integer(1000, 86_400_000), default: 60_000, description: 'The window every request limit counts in.' },
  API_RATE_LIMIT_BY_CLIENT_TOKEN: { owner: 'clients', kind: integer(1, 10_000_000), default: 600,
    description: 'Requests per window for a browser holding a client key (the `api_v2_temp_token` cookie `POST /api/v2/key` gives for a solved captcha): its own budget, shared with no one behind the same IP.' },
  API_RATE_LIMIT_BY_API_KEY: { owner: 'clients', kind: integer(1, 10_000_000), default: 1200,
    description: 'Requests per window for a user\'s API key (`apikey=` or the `apikey` header), per key.' },
  API_RATE_LIMIT_WHITELISTED_IPS: { owner: 'clients', kind: list, default: [], defaultText: '(none; `npm start`: `127.0.0.1,::1`)',
    description: 'Comma list of IPs or CIDR ranges (`10.0.0.0/8`) that get `API_RATE_LIMIT_BY_WHITELISTED_IP`, e.g. your own services.' },
  API_RATE_LIMIT_BY_WHITELISTED_IP: { owner: 'clients', kind: integer(1, 10_000_000), default: 6000, description: 'Requests per window for each whitelisted IP.' },
  API_CLIENT_TOKEN_TTL_SECONDS: { owner: 'clients', kind: integer(60, 31_536_000), default: 18_000,
    description: 'How long a client key lasts (Blockscout: 5 hours); then the browser solves the captcha again when it meets the limit.' },
  API_CLIENT_TOKEN_SECRET: { owner: 'clients', kind: secret(32), defaultText: 'random per process',
    description: 'Signs client keys; set one value for every API process of a site, or a key works on the process that made it only.' },
  REDIS_URL: { owner: 'clients', kind: url([ 'redis:', 'rediss:' ]), defaultText: '(none: each process counts in its memory)',
    description: '`redis://host:6379`: the request counts live in Redis, so every API process of a site shares one budget per client.' },
  TRUSTED_PROXIES: { owner: 'clients', kind: list, default: [],
    description: 'Comma list of proxy IPs or CIDR ranges (or `loopback`, `uniquelocal`) whose `X-Forwarded-For` is believed, by the API and by the web app\'s server; a client anyone else forwards is the address it connects from.' },
  CLIENT_IP_SECRET: { owner: 'clients', kind: secret(32), defaultText: '(made per start under `npm start`)',
    description: 'Shared by the web app and the API: the web app\'s server signs the visitor\'s address with it on the requests it makes while rendering a page, so each visitor keeps their own budget and nobody can claim another address. Without it those requests count as the web server\'s.' },
  API_SOCKET_CONNECTIONS_PER_IP: { owner: 'clients', kind: integer(1, 100_000), default: 100,
    description: 'Socket connections (WebSocket and long-poll) one client IP may hold at once; one more is refused (429).' },
  API_SOCKET_MESSAGES_PER_MINUTE: { owner: 'clients', kind: integer(1, 1_000_000), default: 300,
    description: 'Frames one socket connection may send per minute (joins, leaves, heartbeats); past it the connection is closed (1008).' },

  // ---- node calls ----
  ETH_CALL_GAS_CAP: { owner: 'nodeCalls', kind: integer(21_000, 1_000_000_000), defaultText: '`25000000` (devnet: `3000000`)',
    description: 'Most gas one `eth_call` / `eth_estimateGas` a visitor sends runs with; a call asking more, or naming none, runs with this.' },
  ETH_CALL_REQUEST_GAS_CAP: { owner: 'nodeCalls', kind: integer(21_000, 10_000_000_000), defaultText: '`50000000` (devnet: `6000000`)',
    description: 'Most gas the executing calls of one `/api/eth-rpc` request (a batch) use together; at least `ETH_CALL_GAS_CAP`.' },
  ETH_CALL_CONCURRENCY: { owner: 'nodeCalls', kind: integer(1, 1000), defaultText: '`8` (devnet: `1`)',
    description: 'Executing calls at the node at once; the others wait their turn, up to `ETH_CALL_TIMEOUT_MS`, then hear the node is busy (503, or -32005).' },
  ETH_CALL_CLIENT_CONCURRENCY: { owner: 'nodeCalls', kind: integer(1, 1000), defaultText: '`2` (devnet: `1`)',
    description: 'Executing calls at once for one client (IP); at most `ETH_CALL_CONCURRENCY`.' },
  ETH_CALL_TIMEOUT_MS: { owner: 'nodeCalls', kind: integer(100, 120_000), defaultText: '`5000`',
    description: 'A visitor\'s answer when the node takes longer: `execution aborted (timeout = 5s)`, as geth says.' },
  ETH_CALL_CLIENT_NODE_MS_PER_MINUTE: { owner: 'nodeCalls', kind: integer(100, 60_000_000), defaultText: '`30000` (devnet: `10000`)',
    description: 'Node time one client\'s executing calls may take in a sliding minute; past it 429 with `Retry-After` (eth-rpc: -32005).' },

  // ---- CSV export and captcha ----
  CSV_EXPORT_LIMIT: { owner: 'csv', kind: integer(1, 10_000_000), default: 10_000,
    description: 'Most rows in one CSV file (Blockscout\'s limit); rows stream in constant memory.' },
  CAPTCHA_PROVIDER: { owner: 'csv', kind: oneOf([ 'recaptcha', 'altcha', 'none' ] as const), defaultText: '`recaptcha` with `RECAPTCHA_SECRET_KEY`, else `altcha`',
    description: 'The captcha CSV exports must pass: `recaptcha` (Google\'s v2), `altcha` (our proof of work) or `none`.' },
  RECAPTCHA_SECRET_KEY: { owner: 'csv', kind: text, description: 'reCAPTCHA\'s secret key.' },
  RECAPTCHA_VERIFY_URL: { owner: 'csv', kind: url(), default: 'https://www.google.com/recaptcha/api/siteverify',
    description: 'Where reCAPTCHA tokens are checked (a stand-in in tests); an unreachable URL answers 503.' },
  ALTCHA_HMAC_KEY: { owner: 'csv', kind: secret(16), defaultText: 'random per process (`npm start` keeps one in `CAPTCHA_DATA_DIR`)',
    description: 'Signs ALTCHA challenges; set it when several API processes serve one site.' },

  // ---- accounts ----
  ACCOUNT_ENABLED: { owner: 'account', kind: flag, default: false,
    description: 'Accounts on without an OpenID Connect issuer (sign-in by wallet or emailed code only).' },
  ACCOUNT_OIDC_ISSUER: { owner: 'account', kind: url(), defaultText: '(none: accounts off, or the local provider under `npm start`)',
    description: 'Issuer URL, e.g. `https://YOUR_TENANT.auth0.com/` or `https://keycloak.example.org/realms/explorer`; its discovery document is read at the first sign-in. Plain http only for a provider on this machine.' },
  ACCOUNT_OIDC_CLIENT_ID: { owner: 'account', kind: text,
    description: 'The confidential client registered at the issuer; register the redirect URI `{ACCOUNT_PUBLIC_URL}/auth/auth0/callback` and the post-logout URI `ACCOUNT_LOGOUT_REDIRECT_URL`.' },
  ACCOUNT_OIDC_CLIENT_SECRET: { owner: 'account', kind: text, description: 'The client\'s secret.' },
  ACCOUNT_OIDC_SCOPES: { owner: 'account', kind: text, default: 'openid email profile', description: 'Scopes asked for; `openid` is always added.' },
  ACCOUNT_SECRET: { owner: 'account', kind: secret(32), defaultText: '(made once under `npm start`)',
    description: 'Signs the session cookie `_explorer_key` (HttpOnly, SameSite=Lax, Secure on https).' },
  ACCOUNT_PUBLIC_URL: { owner: 'account', kind: url(), defaultText: 'the API\'s URL',
    description: 'Where browsers reach the API\'s sign-in routes (`/auth/auth0`, `/auth/auth0/callback`, `/auth/logout`). Set `NEXT_PUBLIC_AUTH_URL` to it.' },
  ACCOUNT_APP_URL: { owner: 'account', kind: url(), defaultText: 'the web app\'s URL', description: 'The explorer\'s origin; sign-in returns only to paths on it.' },
  ACCOUNT_LOGOUT_REDIRECT_URL: { owner: 'account', kind: url(), defaultText: '`ACCOUNT_APP_URL`',
    description: 'Where logout ends (through the issuer\'s end-session endpoint when it has one).' },
  ACCOUNT_COOKIE_DOMAIN: { owner: 'account', kind: text, defaultText: '(host only)',
    description: 'Cookie domain when the API is on a sibling subdomain of the explorer, e.g. `.example.org`.' },
  ACCOUNT_SESSION_DAYS: { owner: 'account', kind: integer(1, 365), default: 30, description: 'Session lifetime in days.' },
  ACCOUNT_SMTP_URL: { owner: 'account', kind: url([ 'smtp:', 'smtps:' ]), defaultText: '(none: mail goes to the log and the outbox table)',
    description: '`smtp://user:pass@host:587` (or `smtps://…:465`) for confirmation, sign-in code and watch-list mail.' },
  ACCOUNT_EMAIL_FROM: { owner: 'account', kind: text, default: 'QNM Explorer <no-reply@localhost>', description: 'The sender of account mail.' },
  ACCOUNT_EMAIL_OUTBOX_LIMIT: { owner: 'account', kind: integer(1, 10_000_000), default: 10_000, description: 'The most mails the outbox table keeps; the oldest go first.' },
  ACCOUNT_WATCHLIST_ADDRESSES_LIMIT: { owner: 'account', kind: integer(1, 100_000), default: 15,
    description: 'Watch-list addresses per account (Blockscout\'s variable); one more is refused with 422 "Max 15 watch list addresses per account".' },
  ACCOUNT_PRIVATE_TAGS_LIMIT: { owner: 'account', kind: integer(1, 100_000), default: 2000,
    description: 'Private address tags, and private transaction tags, per account (Blockscout\'s variable).' },
  ACCOUNT_API_KEYS_LIMIT: { owner: 'account', kind: integer(1, 50), default: 3, description: 'API keys per account (the web app\'s page assumes 3).' },
  ACCOUNT_CUSTOM_ABIS_LIMIT: { owner: 'account', kind: integer(1, 50), default: 15,
    description: 'Custom ABIs per account; each holds at most 1000 items and 256 kB of JSON.' },
  ACCOUNT_PUBLIC_TAGS_LIMIT: { owner: 'account', kind: integer(1, 50), default: 15, description: 'Public tag requests per account.' },
  NETWORK_ID: { owner: 'account', kind: integer(1, 4_294_967_295), defaultText: '`NEXT_PUBLIC_NETWORK_ID`, else `265`',
    description: 'The chain id account features sign for (wallet sign-in, verified addresses).' },
  NETWORK_CURRENCY_SYMBOL: { owner: 'account', kind: text, defaultText: '`NEXT_PUBLIC_NETWORK_CURRENCY_SYMBOL`, else `QNM`',
    description: 'The coin\'s symbol in account mail and the stats service\'s units.' },

  // ---- indexer ----
  RPC_URL: { owner: 'indexer', kind: url(), defaultText: '`http://127.0.0.1:8545` (the devnet)',
    description: 'The node to index; `npm start` with it runs no devnet.' },
  RPC_WS_URL: { owner: 'indexer', kind: url([ 'ws:', 'wss:' ]), defaultText: 'devnet: `ws://127.0.0.1:8545`; else none',
    description: '`newHeads` subscription; without it the head is polled.' },
  INDEXER_CONCURRENCY: { owner: 'indexer', kind: integer(1, 1000), default: 8, description: 'Blocks fetched at once during catch-up.' },
  INDEXER_HOST: { owner: 'indexer', kind: host, default: '127.0.0.1',
    description: 'Interface of the indexer\'s `/health` and `/ready`, served by a process that runs the indexer role without the API.' },
  INDEXER_PORT: { owner: 'indexer', kind: port, default: 4002, description: 'Port of those probes (0: any free one).' },
  INDEXER_POLL_INTERVAL_MS: { owner: 'indexer', kind: integer(1, 3_600_000), default: 1000, description: 'Head polling and idle rest of the background stages.' },
  INDEXER_METADATA_ALLOW_PRIVATE_HOSTS: { owner: 'indexer', kind: list, defaultText: 'devnet: its metadata server\'s origin only; else none',
    description: 'Comma list of non-public servers NFT metadata may come from: `host:port` or an origin allows that one server, a bare host every port of it.' },
  INDEXER_IPFS_GATEWAY: { owner: 'indexer', kind: url(), defaultText: '`https://ipfs.io/ipfs/`', description: 'Where `ipfs://` token URIs are read.' },

  // ---- rollup (OP stack): on with an L1 node and the portal's address ----
  INDEXER_OPTIMISM_L1_RPC: { owner: 'rollup', kind: url(), defaultText: '(none: the rollup stage is off)',
    description: 'The L1 node the OP-stack contracts live on; with `INDEXER_OPTIMISM_L1_PORTAL_CONTRACT` it turns the rollup stage on (deposits, withdrawals, output roots, batches).' },
  INDEXER_OPTIMISM_L1_PORTAL_CONTRACT: { owner: 'rollup', kind: address,
    description: '`OptimismPortal` on L1: `TransactionDeposited`, `WithdrawalProven`, `WithdrawalFinalized`.' },
  INDEXER_OPTIMISM_L1_OUTPUT_ORACLE_CONTRACT: { owner: 'rollup', kind: address, defaultText: '(none: no output roots)',
    description: '`L2OutputOracle` on L1: `OutputProposed`.' },
  INDEXER_OPTIMISM_L1_DISPUTE_GAME_FACTORY: { owner: 'rollup', kind: address, defaultText: '(none: no dispute games)',
    description: '`DisputeGameFactory` on L1, for chains with fault proofs: `DisputeGameCreated`; each game\'s L2 block and result are read from the game. A withdrawal is ready to prove once a game not lost by its defender covers its block.' },
  INDEXER_OPTIMISM_L1_BATCH_INBOX: { owner: 'rollup', kind: address, defaultText: '(none: no batches)',
    description: 'The batch inbox the batcher sends frames to.' },
  INDEXER_OPTIMISM_L1_BATCH_SUBMITTER: { owner: 'rollup', kind: address, defaultText: '(none: no batches)',
    description: 'The batcher: only its transactions to the inbox count.' },
  INDEXER_BEACON_RPC_URL: { owner: 'rollup', kind: url(), defaultText: '(none: blob batches are skipped)',
    description: 'The L1\'s beacon node (REST API): the blobs of the batcher\'s EIP-4844 transactions, which OP-stack chains post their batches in since Ecotone.' },
  INDEXER_OPTIMISM_L1_START_BLOCK: { owner: 'rollup', kind: integer(0, Number.MAX_SAFE_INTEGER), default: 0,
    description: 'The L1 block the stage starts reading at (the portal\'s deployment).' },
  INDEXER_OPTIMISM_L1_LOGS_RANGE: { owner: 'rollup', kind: integer(1, 1_000_000), default: 1000,
    description: 'Most L1 blocks one `eth_getLogs` asks for; halved while the provider refuses, grown back after.' },
  INDEXER_OPTIMISM_L2_MESSAGE_PASSER_CONTRACT: { owner: 'rollup', kind: address, default: '0x4200000000000000000000000000000000000016',
    description: '`L2ToL1MessagePasser` on this chain: `MessagePassed` starts a withdrawal.' },
  INDEXER_OPTIMISM_L2_GENESIS_TIMESTAMP: { owner: 'rollup', kind: integer(0, Number.MAX_SAFE_INTEGER), defaultText: 'the timestamp of L2 block 0',
    description: 'The rollup\'s L2 genesis time (`genesis.l2_time`), which span batches count their blocks from.' },
  INDEXER_OPTIMISM_L2_BLOCK_TIME: { owner: 'rollup', kind: integer(1, 3600), default: 2, description: 'Seconds between L2 blocks (the rollup config\'s `block_time`).' },
  INDEXER_OPTIMISM_CHALLENGE_PERIOD_SECONDS: { owner: 'rollup', kind: integer(0, 31_536_000), defaultText: 'the oracle\'s `FINALIZATION_PERIOD_SECONDS()`, else 604800',
    description: 'How long a proven withdrawal waits before it can be relayed.' },
  INDEXER_OPTIMISM_L2_DEPOSIT_RELAY: { owner: 'rollup', kind: address, defaultText: '(none)',
    description: 'Ours, for chains that cannot carry `0x7e` deposit transactions (the embedded demo): the L2 contract whose `DepositRelayed(sourceHash, from, to)` marks the transaction that carried a deposit out.' },
  ROLLUP_DEMO: { owner: 'start', kind: flag, default: false,
    description: 'A simulation of the OP protocol\'s observable events: a second local devnet as L1 with demo portal, output oracle and batch inbox, and a relay that carries deposits, posts batches and output roots and moves withdrawals through prove and finalize; the explorer shows the rollup pages.' },
  L1_DEVNET_PORT: { owner: 'start', kind: port, default: 8548, description: 'JSON-RPC port of the demo\'s L1 devnet (`ROLLUP_DEMO`).' },

  // ---- devnet ----
  DEVNET_HOST: { owner: 'devnet', kind: host, default: '127.0.0.1', description: 'Address the JSON-RPC and metadata servers bind to.' },
  DEVNET_PORT: { owner: 'devnet', kind: port, default: 8545, description: 'JSON-RPC over HTTP and WebSocket (same port).' },
  DEVNET_BLOCK_INTERVAL_MS: { owner: 'devnet', kind: integer(0, 3_600_000), default: 2000, description: 'Block interval; `0` = automine.' },
  DEVNET_METADATA_PORT: { owner: 'devnet', kind: port, default: 8547, description: 'NFT metadata and images over HTTP.' },
  DEVNET_TRAFFIC: { owner: 'devnet', kind: flag, default: true, description: 'Run the traffic generator.' },
  DEVNET_TRAFFIC_INTERVAL_MS: { owner: 'devnet', kind: integer(0, 3_600_000), defaultText: 'the block interval (2000 under automine)', description: 'Pause between traffic steps.' },
  DEVNET_SEED: { owner: 'devnet', kind: text, default: 'qnm-devnet', description: 'Seed of the traffic; same seed, same traffic.' },
  DEVNET_VERIFY: { owner: 'devnet', kind: flag, default: true, description: 'Verify most demo contracts once deployed (needs an API).' },
  DEVNET_VERIFY_API_URL: { owner: 'devnet', kind: url(), defaultText: 'the start\'s own API; `npm run devnet` alone has none',
    description: 'The explorer API demo contracts are verified through.' },
  DEVNET_HISTORY_DAYS: { owner: 'devnet', kind: integer(0, 730), default: 60,
    description: 'Days of back-filled history before live traffic (`0` = none; none either with `DEVNET_TRAFFIC=off`).' },

  // ---- logging ----
  LOG_LEVEL: { owner: 'logging', kind: oneOf([ 'fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent' ] as const),
    defaultText: '`info` (`warn` under `npm start`)', description: 'Service logs on stdout, one JSON line each (pino).' },
  LOG_FORMAT: { owner: 'logging', kind: oneOf([ 'json', 'pretty' ] as const), defaultText: '`pretty` on a terminal, else `json`',
    description: '`json`: one JSON line per entry (pino), for a log collector; every line of an API request carries its `reqId` (the proxy\'s `X-Request-Id` when it sends one). `pretty`: one readable line per entry, for a person at a terminal.' },
});

export type SettingName = keyof typeof SETTINGS;
