/**
 * The one-command start (`npm start` runs this through scripts/start.mjs): devnet,
 * indexer, API and the web app on loopback, by default all of them. Prints where each
 * listens; Ctrl-C stops everything, web first, database last.
 *
 * ROLES=web,api,indexer,devnet picks roles; RPC_URL indexes another node (no devnet);
 * DATABASE_URL uses PostgreSQL instead of PGlite; PORT, API_PORT, DEVNET_PORT move ports.
 */
import { randomBytes } from 'node:crypto';

import { createLogger } from '../common/logger';
import { RUNS_COMPILED } from '../common/projectRoot';
import { onShutdown } from '../common/shutdown';
import { readApiConfig, readApiListenAddress } from '../api/config';
import { planAccounts } from './account';
import { planCaptcha } from './captcha';
import { planRollupDemo } from './rollup';
import { startBackend, type Backend } from './backend';
import { readStartConfig } from './config';
import { buildWeb, startWeb, webIsBuilt, webNeedsBuild, type WebServer } from './web';
import { checkSettings, readSetting } from '../settings';

/** Services log warnings only here unless LOG_LEVEL says otherwise: the terminal shows the URLs. */
const DEFAULT_LOG_LEVEL = 'warn';

/** What the web app needs to reach the backend of this start, unless the operator set it. */
function webEnv(env: NodeJS.ProcessEnv, webHost: string, webPort: number, backend: Backend,
  featureEnv: Record<string, string>): Record<string, string | undefined> {
  const { rpcUrl, marketplaceConfigUrl, featuredNetworksUrl, footerLinksUrl } = backend;
  const api = readApiConfig(env);
  const publicHost = webHost === '127.0.0.1' ? 'localhost' : webHost;
  const publicOrigin = `http://${ publicHost.includes(':') ? `[${ publicHost }]` : publicHost }:${ webPort }`;
  const apiHost = api.host === '127.0.0.1' ? 'localhost' : api.host;
  const apiOrigin = `http://${ apiHost.includes(':') ? `[${ apiHost }]` : apiHost }:${ api.port }`;
  const defaults: Record<string, string> = {
    // What the account and captcha plans switched on (./account.ts, ./captcha.ts).
    ...featureEnv,
    NEXT_PUBLIC_APP_HOST: publicHost,
    NEXT_PUBLIC_APP_PORT: String(webPort),
    NEXT_PUBLIC_API_HOST: apiHost,
    NEXT_PUBLIC_API_PORT: String(api.port),
    NEXT_PUBLIC_NETWORK_RPC_URL: rpcUrl?.replace('127.0.0.1', 'localhost') ?? '',
    // The microservices the API process serves under their own prefixes (server/api/app.ts).
    NEXT_PUBLIC_VISUALIZE_API_HOST: `${ apiOrigin }/visualizer`,
    // The stats service (server/stats) answers /api/v1/counters, /lines, /pages/* at the API's own origin.
    NEXT_PUBLIC_STATS_API_HOST: apiOrigin,
    // The API serves /api/v1/graphql; /graphiql opens with the newest transaction unless NEXT_PUBLIC_GRAPHIQL_TRANSACTION names one.
    NEXT_PUBLIC_GRAPHQL_ENABLED: 'true',
    // The devnet serves a sample app list with its faucet (server/devnet/apps).
    ...marketplaceConfigUrl && !env.NEXT_PUBLIC_MARKETPLACE_CONFIG_URL ?
      { NEXT_PUBLIC_MARKETPLACE_ENABLED: 'true', NEXT_PUBLIC_MARKETPLACE_CONFIG_URL: marketplaceConfigUrl } : {},
    // And sample featured networks and footer links, which name this explorer (server/devnet/apps/siteConfig.ts).
    ...featuredNetworksUrl ? { NEXT_PUBLIC_FEATURED_NETWORKS: `${ featuredNetworksUrl }?explorer=${ encodeURIComponent(publicOrigin) }` } : {},
    ...footerLinksUrl ? { NEXT_PUBLIC_FOOTER_LINKS: `${ footerLinksUrl }?explorer=${ encodeURIComponent(publicOrigin) }` } : {},
  };
  return Object.fromEntries(Object.entries(defaults).map(([ name, value ]) => [ name, env[name] ?? value ]));
}

async function main(): Promise<void> {
  // Every setting of every role at once, before anything starts: a bad start names each bad variable.
  checkSettings(process.env);
  const logger = createLogger({ name: 'explorer', level: readSetting(process.env, 'LOG_LEVEL') ?? DEFAULT_LOG_LEVEL });
  const config = readStartConfig();
  // The browser calls the API from the web app's origin.
  const publicWebOrigin = `http://${ config.webHost === '127.0.0.1' ? 'localhost' : config.webHost }:${ config.webPort }`;
  // Browsers reach the API as localhost too, so the account cookie it sets is the web app's host's.
  const { host: apiHost, port: apiPort } = readApiListenAddress();
  const apiPublicUrl = `http://${ apiHost === '127.0.0.1' ? 'localhost' : apiHost.includes(':') ? `[${ apiHost }]` : apiHost }:${ apiPort }`;
  const accounts = planAccounts(process.env, { apiRole: config.roles.has('api'), webOrigin: publicWebOrigin, apiPublicUrl });
  // CSV export behind the API's ALTCHA unless reCAPTCHA is configured (server/start/captcha.ts).
  const captcha = planCaptcha(process.env, { apiRole: config.roles.has('api') });
  // ROLLUP_DEMO: an L1 and an OP-protocol relay beside the devnet, and the rollup pages (server/start/rollup.ts).
  const rollup = await planRollupDemo(process.env, { devnetRole: config.roles.has('devnet') });
  // The web app vouches for its visitors' addresses to the API (server/api/lib/clientAddress.ts) with a secret of this start.
  const clientIpSecret = process.env.CLIENT_IP_SECRET || randomBytes(32).toString('base64url');
  // This machine's own clients — the browser of whoever ran the command, and the devnet's start-up jobs (verifying
  // the demo contracts polls the API hundreds of times a minute) — get the whitelisted budget; clients from elsewhere
  // (HOST=0.0.0.0) meet the limit. An operator's API_RATE_LIMIT_WHITELISTED_IPS replaces this.
  const whitelist = process.env.API_RATE_LIMIT_WHITELISTED_IPS || '127.0.0.1,::1';
  const env = { ...process.env, ...accounts.env, ...captcha.env, ...rollup.env, CLIENT_IP_SECRET: clientIpSecret, API_RATE_LIMIT_WHITELISTED_IPS: whitelist, API_CORS_ORIGIN: process.env.API_CORS_ORIGIN ||
    `${ publicWebOrigin },http://127.0.0.1:${ config.webPort }` };

  // The compiled backend (`npm run serve`, the image) serves what `npm run build` made; it never builds.
  if (config.roles.has('web') && RUNS_COMPILED && !webIsBuilt()) throw new Error('the web app is not built: run `npm run build` first');
  if (config.roles.has('web') && !RUNS_COMPILED && webNeedsBuild()) buildWeb(logger);
  const started = Date.now();
  const stopStart = new AbortController();
  const startingBackend = startBackend(config.roles, logger, env, { localProvider: accounts.localProvider, rollupDemo: rollup.demo,
    signal: stopStart.signal, onFatal: (error) => {
      // The orchestrator restarts the process (the indexer then waits as the standby).
      process.stderr.write(`start: ${ error.message }; stopping.\n`);
      process.exitCode = 1;
      process.kill(process.pid, 'SIGTERM');
    } });
  let web: WebServer | undefined;
  let stopping = false;
  onShutdown(async() => {
    stopping = true;
    process.stdout.write('Stopping…\n');
    await web?.close();
    // A stop during the start ends the start's waits and waits for it, so nothing is left half made.
    stopStart.abort();
    const backend: Backend | undefined = await startingBackend.catch(() => undefined);
    await backend?.close();
  });

  const backend = await startingBackend;
  if (backend.rpcUrl && config.roles.has('devnet')) process.stdout.write(`Devnet JSON-RPC: ${ backend.rpcUrl }\n`);
  if (backend.apiUrl) process.stdout.write(`API: ${ backend.apiUrl }/api/v2/blocks\n`);
  if (backend.localProviderUrl) process.stdout.write(`Sign-in: local OpenID Connect provider at ${ backend.localProviderUrl }\n`);
  if (config.roles.has('indexer')) process.stdout.write(`Indexer: following ${ backend.rpcUrl }\n`);
  if (backend.probesUrl) process.stdout.write(`Indexer probes: ${ backend.probesUrl }/health, /ready\n`);
  if (rollup.demo) process.stdout.write(`Rollup demo (a simulation of the OP protocol's events): L1 JSON-RPC ${ rollup.env.INDEXER_OPTIMISM_L1_RPC }\n`);

  if (config.roles.has('web')) {
    web = await startWeb({ host: config.webHost, port: config.webPort, logger,
      env: webEnv(env, config.webHost, config.webPort, backend,
        { ...accounts.webEnv, ...captcha.webEnv, ...rollup.webEnv, CLIENT_IP_SECRET: clientIpSecret }) });
    process.stdout.write(`\nExplorer: ${ web.url }  (ready in ${ ((Date.now() - started) / 1000).toFixed(1) } s; Ctrl-C stops)\n\n`);
    const code = await web.exited;
    if (stopping) return;
    // Next stopped by itself: take the rest down with it.
    process.stderr.write(`The web app exited (code ${ code }); stopping.\n`);
    await backend.close();
    process.exit(code || 1);
  }
}

main().catch((error) => {
  process.stderr.write(`start: ${ error instanceof Error ? error.message : String(error) }\n`);
  process.exit(1);
});
