/** Ports and the run-time configuration the browser tests start the web app with. */
export const WEB_PORT = Number(process.env.E2E_WEB_PORT || 3100);
export const STAND_IN_PORT = Number(process.env.E2E_STAND_IN_PORT || 4100);
/** A second web app, with every optional feature off (the defaults). */
export const FEATURES_OFF_WEB_PORT = Number(process.env.E2E_FEATURES_OFF_WEB_PORT || 3101);

const standIn = `http://127.0.0.1:${ STAND_IN_PORT }`;

/** Every feature on, so every route of the title table is reachable. */
export const E2E_ENV: Record<string, string> = {
  NEXT_PUBLIC_APP_HOST: '127.0.0.1',
  NEXT_PUBLIC_APP_PORT: String(WEB_PORT),
  NEXT_PUBLIC_API_HOST: '127.0.0.1',
  NEXT_PUBLIC_API_PORT: String(STAND_IN_PORT),
  NEXT_PUBLIC_NETWORK_RPC_URL: `${ standIn }/rpc`,
  NEXT_PUBLIC_IS_ACCOUNT_SUPPORTED: 'true',
  NEXT_PUBLIC_AUTH_URL: standIn,
  NEXT_PUBLIC_LOGOUT_URL: `${ standIn }/logout`,
  NEXT_PUBLIC_STATS_API_HOST: standIn,
  NEXT_PUBLIC_VISUALIZE_API_HOST: standIn,
  NEXT_PUBLIC_CONTRACT_INFO_API_HOST: standIn,
  NEXT_PUBLIC_ADMIN_SERVICE_API_HOST: standIn,
  NEXT_PUBLIC_HAS_BEACON_CHAIN: 'true',
  NEXT_PUBLIC_MARKETPLACE_ENABLED: 'true',
  NEXT_PUBLIC_MARKETPLACE_CONFIG_URL: `${ standIn }/config/marketplace.json`,
  NEXT_PUBLIC_GRAPHQL_ENABLED: 'true',
  NEXT_PUBLIC_CSV_EXPORT_ENABLED: 'true',
  NEXT_PUBLIC_RE_CAPTCHA_APP_SITE_KEY: 'e2e-site-key',
  NEXT_PUBLIC_ROLLUP_TYPE: 'optimistic',
  NEXT_PUBLIC_ROLLUP_L1_BASE_URL: 'https://l1.example.org',
  NEXT_PUBLIC_FEATURED_NETWORKS: `${ standIn }/config/featured-networks.json`,
  NEXT_PUBLIC_FOOTER_LINKS: `${ standIn }/config/footer-links.json`,
  NEXT_PUBLIC_OTHER_LINKS: '[{"text":"Faucet","url":"https://faucet.example.org"}]',
};

/**
 * A third web app: the first one with analytics and the error monitor on, sending to the
 * stand-in's collectors (playwright/standIn/collectors.ts). Apart, so the other specs' pages do
 * not load and feed them (monitoring.spec.ts).
 */
export const MONITORED_WEB_PORT = Number(process.env.E2E_MONITORED_WEB_PORT || 3102);
export const MONITORED_ENV: Record<string, string> = {
  ...E2E_ENV,
  NEXT_PUBLIC_APP_PORT: String(MONITORED_WEB_PORT),
  NEXT_PUBLIC_APP_ENV: 'e2e',
  NEXT_PUBLIC_MIXPANEL_PROJECT_TOKEN: 'e2e-project-token',
  NEXT_PUBLIC_MIXPANEL_API_HOST: `${ standIn }/mixpanel`,
  NEXT_PUBLIC_SENTRY_DSN: `http://e2epublickey@127.0.0.1:${ STAND_IN_PORT }/1`,
};

/** Only what any deployment needs: every optional feature stays off, so their routes answer 404. */
export const FEATURES_OFF_ENV: Record<string, string> = {
  NEXT_PUBLIC_APP_HOST: '127.0.0.1',
  NEXT_PUBLIC_APP_PORT: String(FEATURES_OFF_WEB_PORT),
  NEXT_PUBLIC_API_HOST: '127.0.0.1',
  NEXT_PUBLIC_API_PORT: String(STAND_IN_PORT),
};
