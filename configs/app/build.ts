/**
 * Builds the whole app configuration from an env record. Pure: the same record always gives
 * the same config and the same list of problems, so it is tested directly.
 */
import type { EnvRecord } from './env';
import { readFeatures } from './features';
import { EnvReader, formatProblem, isStringArray, makeOrigin } from './parse';

export const BLOCK_HIDDEN_FIELDS = [ 'burnt_fees', 'total_reward', 'nonce' ] as const;
export type BlockHiddenField = typeof BLOCK_HIDDEN_FIELDS[number];

function isBlockFieldList(value: unknown): value is Array<BlockHiddenField> {
  return isStringArray(value) && value.every((item) => (BLOCK_HIDDEN_FIELDS as ReadonlyArray<string>).includes(item));
}

interface NavLink { text: string; url: string }

function isNavLinkList(value: unknown): value is Array<NavLink> {
  return Array.isArray(value) && value.every((item: NavLink) =>
    typeof item === 'object' && item !== null && typeof item.text === 'string' && typeof item.url === 'string');
}

export function buildConfig(record: EnvRecord) {
  const env = new EnvReader(record);

  const chain = {
    id: env.integer('NEXT_PUBLIC_NETWORK_ID', { min: 1 }),
    name: env.string('NEXT_PUBLIC_NETWORK_NAME'),
    shortName: env.string('NEXT_PUBLIC_NETWORK_SHORT_NAME'),
    currency: {
      name: env.string('NEXT_PUBLIC_NETWORK_CURRENCY_NAME'),
      symbol: env.string('NEXT_PUBLIC_NETWORK_CURRENCY_SYMBOL'),
      decimals: env.integer('NEXT_PUBLIC_NETWORK_CURRENCY_DECIMALS'),
    },
    rpcUrl: env.url('NEXT_PUBLIC_NETWORK_RPC_URL'),
    isTestnet: env.boolean('NEXT_PUBLIC_IS_TESTNET'),
    logoUrl: env.url('NEXT_PUBLIC_NETWORK_LOGO'),
    iconUrl: env.url('NEXT_PUBLIC_NETWORK_ICON'),
  };

  const app = {
    baseUrl: makeOrigin(
      env.oneOf('NEXT_PUBLIC_APP_PROTOCOL', [ 'http', 'https' ]),
      env.string('NEXT_PUBLIC_APP_HOST'),
      env.string('NEXT_PUBLIC_APP_PORT'),
    ),
    env: env.string('NEXT_PUBLIC_APP_ENV'),
    colorThemeDefault: env.oneOf('NEXT_PUBLIC_COLOR_THEME_DEFAULT', [ 'light', 'dark' ]),
    maintenanceMessage: env.string('NEXT_PUBLIC_MAINTENANCE_ALERT_MESSAGE'),
    version: {
      frontend: process.env.FRONTEND_VERSION ?? '0.0.0',
      gitTag: env.string('NEXT_PUBLIC_GIT_TAG'),
      gitCommit: env.string('NEXT_PUBLIC_GIT_COMMIT_SHA'),
      repoUrl: env.url('NEXT_PUBLIC_FRONTEND_REPO_URL'),
    },
  };

  const apiProtocol = env.oneOf('NEXT_PUBLIC_API_PROTOCOL', [ 'http', 'https' ]);
  const socketProtocol = env.oneOf('NEXT_PUBLIC_API_WEBSOCKET_PROTOCOL', [ '', 'ws', 'wss' ]);
  const apiHostAndPort = `${ env.string('NEXT_PUBLIC_API_HOST') }${ env.string('NEXT_PUBLIC_API_PORT') ? `:${ env.string('NEXT_PUBLIC_API_PORT') }` : '' }`;
  const basePath = env.string('NEXT_PUBLIC_API_BASE_PATH').replace(/\/+$/, '');
  if (basePath && !basePath.startsWith('/')) {
    env.report('NEXT_PUBLIC_API_BASE_PATH', basePath, 'expected a path that starts with /');
  }
  const api = {
    endpoint: makeOrigin(apiProtocol, env.string('NEXT_PUBLIC_API_HOST'), env.string('NEXT_PUBLIC_API_PORT')),
    hostAndPort: apiHostAndPort,
    basePath: basePath.startsWith('/') ? basePath : '',
    /** Explicit socket scheme, or '' to follow the page protocol (wss on https pages). */
    socketProtocol,
    useProxy: env.boolean('NEXT_PUBLIC_USE_NEXT_JS_PROXY'),
    specUrl: env.url('NEXT_PUBLIC_API_SPEC_URL'),
  };

  const services = {
    stats: env.url('NEXT_PUBLIC_STATS_API_HOST'),
    visualize: env.url('NEXT_PUBLIC_VISUALIZE_API_HOST'),
    contractInfo: env.url('NEXT_PUBLIC_CONTRACT_INFO_API_HOST'),
    admin: env.url('NEXT_PUBLIC_ADMIN_SERVICE_API_HOST'),
  };

  const features = readFeatures(env, services);

  const UI = {
    featuredNetworksUrl: env.url('NEXT_PUBLIC_FEATURED_NETWORKS'),
    footerLinksUrl: env.url('NEXT_PUBLIC_FOOTER_LINKS'),
    otherLinks: env.json('NEXT_PUBLIC_OTHER_LINKS', isNavLinkList, []),
    footer: {
      tagline: env.string('NEXT_PUBLIC_FOOTER_TAGLINE'),
      providerName: env.string('NEXT_PUBLIC_PROVIDER_NAME'),
      providerUrl: env.url('NEXT_PUBLIC_PROVIDER_URL'),
      twitterUrl: env.url('NEXT_PUBLIC_TWITTER_URL'),
      discussionsUrl: env.url('NEXT_PUBLIC_DISCUSSIONS_URL'),
    },
    apiDocs: {
      rpcApiUrl: env.url('NEXT_PUBLIC_RPC_API_DOCS_URL'),
      ethRpcApiUrl: env.url('NEXT_PUBLIC_ETH_RPC_API_DOCS_URL'),
    },
    views: {
      block: { hiddenFields: env.json('NEXT_PUBLIC_VIEWS_BLOCK_HIDDEN_FIELDS', isBlockFieldList, []) },
    },
    homepage: { charts: env.json('NEXT_PUBLIC_HOMEPAGE_CHARTS', isStringArray, [ 'daily_txs' ]) },
  };

  const reCaptcha = { siteKey: env.string('NEXT_PUBLIC_RE_CAPTCHA_APP_SITE_KEY') };

  return {
    config: { chain, app, api, services, features, UI, reCaptcha },
    problems: env.problems.map(formatProblem),
  };
}

export type AppConfig = ReturnType<typeof buildConfig>['config'];
