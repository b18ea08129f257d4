/**
 * What each frontend variable means, grouped as `docs/ENVS.md` and `.env.example` show them
 * (see `scripts/write-env-docs.ts`). Server and docs only: the browser bundle never needs it.
 */
import type { EnvName } from './envNames';

export interface EnvDescription {
  readonly name: EnvName;
  readonly group: string;
  readonly description: string;
}

export const ENV_DESCRIPTIONS: ReadonlyArray<EnvDescription> = [
  // Network
  { group: 'Network', name: 'NEXT_PUBLIC_NETWORK_ID', description: 'Chain id of the network.' },
  { group: 'Network', name: 'NEXT_PUBLIC_NETWORK_NAME', description: 'Full network name, used in titles and the wallet button.' },
  { group: 'Network', name: 'NEXT_PUBLIC_NETWORK_SHORT_NAME', description: 'Short network name.' },
  { group: 'Network', name: 'NEXT_PUBLIC_NETWORK_CURRENCY_NAME', description: 'Name of the native coin.' },
  { group: 'Network', name: 'NEXT_PUBLIC_NETWORK_CURRENCY_SYMBOL', description: 'Ticker of the native coin.' },
  { group: 'Network', name: 'NEXT_PUBLIC_NETWORK_CURRENCY_DECIMALS', description: 'Decimals of the native coin.' },
  { group: 'Network', name: 'NEXT_PUBLIC_NETWORK_RPC_URL', description: 'Public JSON-RPC URL of the network (for wallets and the RPC link).' },
  { group: 'Network', name: 'NEXT_PUBLIC_IS_TESTNET', description: 'Marks the network as a testnet.' },
  { group: 'Network', name: 'NEXT_PUBLIC_NETWORK_LOGO', description: 'URL of the network logo shown in the header and sidebar.' },
  { group: 'Network', name: 'NEXT_PUBLIC_NETWORK_ICON', description: 'URL of the square network icon shown in the collapsed sidebar.' },
  // App
  { group: 'App', name: 'NEXT_PUBLIC_APP_PROTOCOL', description: 'Protocol under which the explorer is served.' },
  { group: 'App', name: 'NEXT_PUBLIC_APP_HOST', description: 'Host under which the explorer is served.' },
  { group: 'App', name: 'NEXT_PUBLIC_APP_PORT', description: 'Port under which the explorer is served (empty for the protocol default).' },
  { group: 'App', name: 'NEXT_PUBLIC_APP_ENV', description: 'Deployment environment name, reported to analytics and the error monitor.' },
  { group: 'App', name: 'NEXT_PUBLIC_COLOR_THEME_DEFAULT', description: 'Colour mode for first-time visitors: light or dark.' },
  { group: 'App', name: 'NEXT_PUBLIC_MAINTENANCE_ALERT_MESSAGE', description: 'A message shown above every page while set.' },
  { group: 'App', name: 'NEXT_PUBLIC_GIT_TAG', description: 'Frontend release tag for the footer version link.' },
  { group: 'App', name: 'NEXT_PUBLIC_GIT_COMMIT_SHA', description: 'Frontend commit for the footer version link when no tag is set.' },
  { group: 'App', name: 'NEXT_PUBLIC_FRONTEND_REPO_URL', description: 'Source repository of the frontend (footer version, contribute and issue links).' },
  // API
  { group: 'API', name: 'NEXT_PUBLIC_API_PROTOCOL', description: 'Protocol of the main API.' },
  { group: 'API', name: 'NEXT_PUBLIC_API_HOST', description: 'Host of the main API (the built-in backend by default).' },
  { group: 'API', name: 'NEXT_PUBLIC_API_PORT', description: 'Port of the main API (empty for the protocol default).' },
  { group: 'API', name: 'NEXT_PUBLIC_API_BASE_PATH', description: 'Path prefix of the main API.' },
  { group: 'API', name: 'NEXT_PUBLIC_API_WEBSOCKET_PROTOCOL', description: 'ws or wss for the socket; by default it follows the page protocol.' },
  { group: 'API', name: 'NEXT_PUBLIC_USE_NEXT_JS_PROXY', description: 'Send browser API calls through the Next.js proxy route /node-api/proxy (same origin).' },
  { group: 'API', name: 'NEXT_PUBLIC_API_SPEC_URL', description: 'URL of an OpenAPI document to show on /api-docs instead of the API\'s own (`/api/v2/openapi.json`, generated from its routes).' },
  // Services
  { group: 'Services', name: 'NEXT_PUBLIC_STATS_API_HOST', description: 'Base URL of the stats service; enables the Charts & stats feature.' },
  { group: 'Services', name: 'NEXT_PUBLIC_VISUALIZE_API_HOST', description: 'Base URL of the contract visualizer; enables contract visualisation.' },
  { group: 'Services', name: 'NEXT_PUBLIC_CONTRACT_INFO_API_HOST', description: 'Base URL of the contracts-info service; enables verified tokens.' },
  { group: 'Services', name: 'NEXT_PUBLIC_ADMIN_SERVICE_API_HOST', description: 'Base URL of the admin service; with account and contracts-info enables address verification.' },
  // Features
  { group: 'Account', name: 'NEXT_PUBLIC_IS_ACCOUNT_SUPPORTED', description: 'Enables the account feature (watch list, tags, API keys, custom ABI).' },
  { group: 'Account', name: 'NEXT_PUBLIC_AUTH_URL', description: 'Base URL of the auth service; required with the account feature.' },
  { group: 'Account', name: 'NEXT_PUBLIC_LOGOUT_URL', description: 'Logout URL; required with the account feature.' },
  { group: 'Ads', name: 'NEXT_PUBLIC_AD_BANNER_PROVIDER', description: 'Banner ad provider: slise, adbutler, coinzilla or none. Banners show in a reserved slot ' +
    '(728×90 on desktop, 320×100 on a phone) on the home, transaction, address and token pages, loaded after the page, and not at all when an ad ' +
    'blocker is detected. Each provider needs this site\'s id with it (below). Example: `coinzilla`.' },
  { group: 'Ads', name: 'NEXT_PUBLIC_AD_TEXT_PROVIDER', description: 'Text ad provider: coinzilla or none. One sponsored line under the title of the home, ' +
    'transaction, address, token and block pages, with the network\'s impression ping when shown; needs NEXT_PUBLIC_AD_COINZILLA_TEXT_ZONE. Example: `coinzilla`.' },
  { group: 'Ads', name: 'NEXT_PUBLIC_AD_COINZILLA_BANNER_ZONE', description: 'Coinzilla banner zone id (with the coinzilla banner provider). Example: `26660bf627543e46851`.' },
  { group: 'Ads', name: 'NEXT_PUBLIC_AD_COINZILLA_TEXT_ZONE', description: 'Coinzilla native (text) zone id (with the coinzilla text provider). Example: `19260bf627546ab7242`.' },
  { group: 'Ads', name: 'NEXT_PUBLIC_AD_SLISE_PUB_ID', description: 'Slise publisher id (with the slise banner provider); the slot is this site\'s host. Example: `pub-10`.' },
  { group: 'Ads', name: 'NEXT_PUBLIC_AD_ADBUTLER_ACCOUNT_ID', description: 'AdButler account id (with the adbutler banner provider). Example: `182226`.' },
  { group: 'Ads', name: 'NEXT_PUBLIC_AD_ADBUTLER_CONFIG_DESKTOP', description: 'AdButler desktop placement as JSON {id, width, height}. Example: `{"id":"632019","width":"728","height":"90"}`.' },
  { group: 'Ads', name: 'NEXT_PUBLIC_AD_ADBUTLER_CONFIG_MOBILE', description: 'AdButler mobile placement as JSON {id, width, height}. Example: `{"id":"632018","width":"320","height":"100"}`.' },
  { group: 'Beacon chain', name: 'NEXT_PUBLIC_HAS_BEACON_CHAIN', description: 'Enables beacon-chain withdrawals.' },
  { group: 'Beacon chain', name: 'NEXT_PUBLIC_BEACON_CHAIN_CURRENCY_SYMBOL', description: 'Symbol of the beacon-chain coin (defaults to the native symbol).' },
  { group: 'Web3 wallet', name: 'NEXT_PUBLIC_WEB3_WALLETS', description: 'JSON list of supported wallets: metamask, coinbase, token_pocket, each an injected connector of the app\'s one wagmi config, tried in this order (the first the browser has is used) by the \'Add {chain name}\' button, add-token, contract writes, wallet sign-in and marketplace apps; [] turns the feature off (writes and sign-in then take any injected wallet). Example: `["metamask","coinbase"]`.' },
  { group: 'Web3 wallet', name: 'NEXT_PUBLIC_WEB3_DISABLE_ADD_TOKEN_TO_WALLET', description: 'Hides the add-token-to-wallet buttons.' },
  { group: 'CSV export', name: 'NEXT_PUBLIC_CSV_EXPORT_ENABLED', description: 'Enables CSV export; requires a reCAPTCHA site key unless NEXT_PUBLIC_CAPTCHA_PROVIDER is altcha.' },
  { group: 'CSV export', name: 'NEXT_PUBLIC_RE_CAPTCHA_APP_SITE_KEY', description: 'reCAPTCHA v2 site key (CSV export, the 429 screen, API key requests).' },
  { group: 'CSV export', name: 'NEXT_PUBLIC_CAPTCHA_PROVIDER', description: 'recaptcha (Google, needs the site key; the API needs RECAPTCHA_SECRET_KEY) or altcha (a proof-of-work captcha served by our API at /api/v1/captcha/altcha/challenge, no third party; the API needs CAPTCHA_PROVIDER=altcha).' },
  { group: 'Marketplace', name: 'NEXT_PUBLIC_MARKETPLACE_ENABLED',
    description: 'Enables the Apps marketplace (/apps). `npm start` turns it on with the devnet\'s sample list unless the config URL is set.' },
  { group: 'Marketplace', name: 'NEXT_PUBLIC_MARKETPLACE_CONFIG_URL',
    description: 'URL of the JSON list of marketplace apps; required with the marketplace. Each app: id, title, url, and optionally author, logo, ' +
      'logoDarkMode, categories, shortDescription, description, site, external (true: opens its url in a new tab; false: runs at /apps/{id} in a frame ' +
      'with the wallet bridge of types/marketplace.ts). Internal apps must be https or on the list\'s own host (frame-src). ' +
      'Example: `https://example.org/marketplace.json` holding `[{"id":"faucet","title":"Faucet","url":"https://faucet.example.org/","categories":["Tools"]}]`.' },
  { group: 'Marketplace', name: 'NEXT_PUBLIC_MARKETPLACE_SUBMIT_FORM', description: 'URL of the form for submitting an app: /apps links to it as "Submit an app".' },
  { group: 'Rollup', name: 'NEXT_PUBLIC_ROLLUP_TYPE', description: 'Rollup type: optimistic, or empty for none.' },
  { group: 'Rollup', name: 'NEXT_PUBLIC_ROLLUP_L1_BASE_URL', description: 'Explorer URL of the L1 chain; required with a rollup type.' },
  { group: 'Rollup', name: 'NEXT_PUBLIC_ROLLUP_L2_WITHDRAWAL_URL', description: 'URL of the withdrawal bridge app.' },
  { group: 'GraphQL', name: 'NEXT_PUBLIC_GRAPHQL_ENABLED', description: 'Shows the GraphQL playground and its sidebar link.' },
  { group: 'GraphQL', name: 'NEXT_PUBLIC_GRAPHIQL_TRANSACTION', description: 'Transaction hash used in the GraphQL example query.' },
  { group: 'Analytics', name: 'NEXT_PUBLIC_MIXPANEL_PROJECT_TOKEN', description: 'Mixpanel project token; enables analytics (mixpanel-browser, loaded after the page; ' +
    'nothing is loaded or sent for a visitor with Do-Not-Track on). Every event carries Chain id, Environment, Authorized, Viewport width/height, Language, ' +
    'User id (the library\'s random device id) and Device type; events: Page view, Search query, Search result click, Wallet connect, Add to wallet, ' +
    'Contract verification, Account action, App launch. Batches of 50 every 5 s. Example: `0123456789abcdef0123456789abcdef`.' },
  { group: 'Analytics', name: 'NEXT_PUBLIC_MIXPANEL_API_HOST', description: 'Where analytics batches go (POST {host}/track/, /engage/, /groups/), for a proxy or a self-hosted collector; ' +
    'mixpanel-browser\'s own host when empty. Example: `https://analytics.example.org/mp`.' },
  { group: 'Error monitor', name: 'NEXT_PUBLIC_SENTRY_DSN', description: 'Sentry DSN; enables error reporting from the browser (failed API calls, uncaught errors, ' +
    'the error screen) and from the web server (server rendering), with NEXT_PUBLIC_APP_ENV as environment and the git tag, commit or version as release; ' +
    'no user, cookies, credentials or request bodies are sent. Example: `https://public-key@o0.ingest.sentry.io/1`.' },
  // Layout
  { group: 'Layout', name: 'NEXT_PUBLIC_FEATURED_NETWORKS', description: 'URL of a JSON list of featured networks {title, url, group, icon, isActive, invertIconInDarkMode}: group is Mainnets, Testnets or Other (a tab each, shown when it has networks), url and icon http(s); read once per visit. `npm start` serves a sample naming its own explorer (the devnet\'s /config/featured-networks.json). Example: `[{"title":"QNM Mainnet","url":"https://explorer.example.org","group":"Mainnets","icon":"https://explorer.example.org/icon.svg","isActive":true,"invertIconInDarkMode":true}]`.' },
  { group: 'Layout', name: 'NEXT_PUBLIC_FOOTER_LINKS', description: 'URL of a JSON list of footer link groups {title, links: [{text, url, icon}]} (at most 3 are shown; url and icon http(s)); read once per visit. `npm start` serves a sample (the devnet\'s /config/footer-links.json). Example: `[{"title":"Developers","links":[{"text":"Docs","url":"https://docs.example.org"}]}]`.' },
  { group: 'Layout', name: 'NEXT_PUBLIC_OTHER_LINKS', description: 'JSON list of extra sidebar links [{text, url}].' },
  { group: 'Layout', name: 'NEXT_PUBLIC_FOOTER_TAGLINE', description: 'Tagline in the footer.' },
  { group: 'Layout', name: 'NEXT_PUBLIC_PROVIDER_NAME', description: 'Name of the explorer provider in the footer.' },
  { group: 'Layout', name: 'NEXT_PUBLIC_PROVIDER_URL', description: 'Link to the provider\'s site in the footer.' },
  { group: 'Layout', name: 'NEXT_PUBLIC_TWITTER_URL', description: 'Twitter (X) link in the footer.' },
  { group: 'Layout', name: 'NEXT_PUBLIC_DISCUSSIONS_URL', description: 'Discussions link in the footer.' },
  { group: 'Layout', name: 'NEXT_PUBLIC_RPC_API_DOCS_URL', description: 'RPC API documentation link in the sidebar (opens in a new tab); empty: the RPC API tab of this explorer\'s /api-docs.' },
  { group: 'Layout', name: 'NEXT_PUBLIC_ETH_RPC_API_DOCS_URL', description: 'Eth RPC API documentation link in the sidebar (opens in a new tab); empty: the Eth RPC API tab of this explorer\'s /api-docs.' },
  { group: 'Views', name: 'NEXT_PUBLIC_VIEWS_BLOCK_HIDDEN_FIELDS', description: 'JSON list of block fields to hide: burnt_fees, total_reward, nonce.' },
  { group: 'Views', name: 'NEXT_PUBLIC_HOMEPAGE_CHARTS', description: 'JSON list of home page charts.' },
];
