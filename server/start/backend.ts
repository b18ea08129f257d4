/**
 * The backend roles of one process: devnet, indexer and API on one database. With PGlite
 * they must share a process (it admits one per data directory); with PostgreSQL any of
 * them may also run alone, in as many processes as wanted.
 */
import type { Logger } from '../common/logger';
import type { Database } from '../db';
import { openApiDatabase, openDatabase, readDatabaseConfig } from '../db/openFromEnv';
import { resetChainData, storedGenesisHash } from '../db/resetChainData';
import { readApiConfig } from '../api/config';
import { readNodeCallLimits } from '../api/lib/nodeCallConfig';
import { DEVNET_NODE_CALL_LIMITS } from '../api/lib/nodeCallGate';
import { startApiServer, type ApiServer } from '../api/server';
import { readDevnetConfig } from '../devnet/config';
import {
  inProcessChainEvents, publishIndexerEvents, subscribeChainEvents, type ChainEventSource, type ChainEventsPublisher,
} from '../events';
import type { Devnet } from '../devnet/node';
import { MARKETPLACE_CONFIG_PATH } from '../devnet/apps/sampleApps';
import { FEATURED_NETWORKS_PATH, FOOTER_LINKS_PATH } from '../devnet/apps/siteConfig';
import type { RollupDemo } from '../devnet/rollup';
import type { DevnetStack } from '../devnet/stack';
import { devnetMetadataOrigin, readIndexerConfig } from '../indexer/config';
import { createIndexer, type Indexer } from '../indexer/indexer';
import { createWriterLock, type WriterLock } from '../indexer/writerLock';
import { DISABLED_ACCOUNT_CONFIG } from '../account/config';
import { startLocalProvider, type LocalProvider, type LocalProviderOptions } from '../account/localProvider/provider';
import { createMailer } from '../account/mail';
import type { Role } from './config';
import { startProbeServer, type ProbeServer } from './probeServer';
import { loadDevnetModule, type RollupDemoStart } from './rollup';
import { readSetting } from '../settings';

/**
 * The devnet keeps its chain in memory, so each start makes a new chain with the same id.
 * Rows of an earlier run describe a chain that is gone: they are cleared, not reorganised.
 */
async function forgetEarlierDevnet(db: Database, devnet: Devnet, logger: Logger): Promise<void> {
  const stored = await storedGenesisHash(db);
  if (stored === null) return;
  const genesis = await devnet.provider.request({ method: 'eth_getBlockByNumber', params: [ '0x0', false ] }) as { hash: string };
  if (genesis.hash.toLowerCase() === stored) return;
  logger.warn('the database holds an earlier devnet chain; clearing it for the new one');
  await resetChainData(db);
}

export interface Backend {
  apiUrl: string | null;
  /** The indexer's `/health` and `/ready`, in a process without the API. */
  probesUrl: string | null;
  rpcUrl: string | null;
  /** The local OpenID Connect provider, when this start runs one. */
  localProviderUrl: string | null;
  /** The devnet's sample marketplace list (server/devnet/apps), when this start runs the devnet. */
  marketplaceConfigUrl: string | null;
  /** The devnet's sample featured networks and footer links (server/devnet/apps/siteConfig.ts), likewise. */
  featuredNetworksUrl: string | null;
  footerLinksUrl: string | null;
  /** Stops API, indexer and devnet (in that order) and closes the database. */
  close(): Promise<void>;
}

/**
 * Starts the backend roles in `roles`: the database first (migrations), then the API (it
 * answers while the rest starts), the devnet node, and the indexer as soon as the node
 * answers — before the demo contracts are deployed, so their blocks appear live.
 */
export async function startBackend(roles: ReadonlySet<Role>, logger: Logger, env: NodeJS.ProcessEnv = process.env,
  options: { localProvider?: Omit<LocalProviderOptions, 'logger' | 'mailer'> | null; rollupDemo?: RollupDemoStart['demo'];
    /** A stop asked for while the start still waits (for a node that does not answer): the indexer gives up waiting. */
    signal?: AbortSignal;
    /** A role failed after the start (another indexer took the writer lock): the process must end. */
    onFatal?: (error: Error) => void; } = {}): Promise<Backend> {
  // Every config first: a bad variable stops the start before anything runs.
  const apiConfig = roles.has('api') ? readApiConfig(env) : null;
  const indexerConfig = roles.has('indexer') ? readIndexerConfig(env) : null;
  const devnetConfig = roles.has('devnet') ? readDevnetConfig(env) : null;

  let db: Database | undefined;
  let api: ApiServer | undefined;
  let indexer: Indexer | undefined;
  let stack: DevnetStack | undefined;
  let events: ChainEventSource | undefined;
  let publisher: ChainEventsPublisher | undefined;
  let localProvider: LocalProvider | undefined;
  let rollupDemo: RollupDemo | undefined;
  let probes: ProbeServer | undefined;
  let writerLock: WriterLock | undefined;
  let closeReplica: (() => Promise<void>) | undefined;
  // With the devnet role the indexer follows it, wherever RPC_URL points.
  const devnetUrl = devnetConfig ? `http://${ devnetConfig.host.includes(':') ? `[${ devnetConfig.host }]` : devnetConfig.host }:${ devnetConfig.port }` : null;
  const rpcUrl = devnetUrl ?? indexerConfig?.rpcUrl ?? null;
  const close = async() => {
    await api?.close();
    await closeReplica?.();
    await probes?.close();
    await localProvider?.close();
    await events?.close();
    await indexer?.stop();
    await writerLock?.release();
    await publisher?.stop();
    await rollupDemo?.stop();
    await stack?.close();
    await db?.close();
  };

  options.signal?.addEventListener('abort', () => void indexer?.stop(), { once: true });
  try {
    const databaseConfig = readDatabaseConfig(env);
    if (roles.has('api') || roles.has('indexer')) db = await openDatabase(databaseConfig, logger);
    const database = db;
    if (indexerConfig && database) {
      // On PostgreSQL one indexer writes; another waits as its standby (server/indexer/writerLock.ts).
      writerLock = database.kind === 'postgres' ? createWriterLock(database, { logger }) : undefined;
      indexer = createIndexer({
        db: writerLock ? writerLock.guard(database) : database, logger, rpcUrl: devnetUrl ?? indexerConfig.rpcUrl,
        wsUrl: devnetUrl ? devnetUrl.replace('http:', 'ws:') : indexerConfig.wsUrl, concurrency: indexerConfig.concurrency,
        pollIntervalMs: indexerConfig.pollIntervalMs, rollup: indexerConfig.rollup,
        // Next to our devnet, its metadata server is the one private origin allowed, wherever it listens.
        nftMetadata: devnetConfig && readSetting(env, 'INDEXER_METADATA_ALLOW_PRIVATE_HOSTS') === undefined ?
          { ...indexerConfig.nftMetadata, allowPrivateHosts: [ devnetMetadataOrigin(devnetConfig.host, devnetConfig.metadataPort) ] } :
          indexerConfig.nftMetadata,
      });
      // Other processes (API servers) on the same PostgreSQL hear the events through NOTIFY.
      if (database.kind === 'postgres') publisher = publishIndexerEvents(indexer.events, database, { logger });
    }
    // The API answers the orchestrator's probes for its process; without it, a bare probe server does.
    if (indexerConfig && database && !apiConfig) probes = await startProbeServer({ db: database, ...indexerConfig.probes });
    if (apiConfig && database) {
      // The socket's events: straight from the indexer in this process, else from another one.
      events = indexer ? inProcessChainEvents(indexer.events, { logger }) : await subscribeChainEvents(database, { logger });
      // With DATABASE_READ_URL its plain reads go to the replica once it has replayed up to the newest event.
      const source = events;
      const apiDatabase = await openApiDatabase(database, databaseConfig, logger, (onEvent) => source.subscribe(onEvent));
      closeReplica = apiDatabase.close;
      // Contract reads go to the devnet this process runs, as the indexer does, unless API_RPC_URL names a node.
      // The devnet (EDR) executes slowly and one call at a time: its own limits, unless ETH_CALL_* say otherwise.
      const config = devnetUrl && !readSetting(env, 'API_RPC_URL') ?
        { ...apiConfig, rpcUrl: devnetUrl, nodeCalls: readNodeCallLimits(env, DEVNET_NODE_CALL_LIMITS) } : apiConfig;
      // Sign-in is discovered at its first use, so the provider may start after the API.
      // Its email codes go out as the explorer's mail does (SMTP, or the log and the outbox).
      if (options.localProvider) {
        const mailer = createMailer(database, config.account ?? DISABLED_ACCOUNT_CONFIG, logger);
        localProvider = await startLocalProvider({ ...options.localProvider, logger, mailer });
      }
      api = await startApiServer({ db: apiDatabase.db, config, logger, events });
    }

    if (devnetConfig) {
      // The demo contracts are verified through this process's API unless told otherwise.
      const verifyApiUrl = devnetConfig.verifyApiUrl ?? api?.url ?? null;
      const { startDevnetStack } = await loadDevnetModule(() => import('../devnet/stack'));
      const { startRollupDemo } = await loadDevnetModule(() => import('../devnet/rollup'));
      stack = await startDevnetStack({ ...devnetConfig, verifyApiUrl }, logger, async(devnet) => {
        if (database) await forgetEarlierDevnet(database, devnet, logger);
        // The rollup demo's L1 and relay, before the indexer, so its rollup stage finds the L1 there.
        if (options.rollupDemo) rollupDemo = await startRollupDemo({ l2: devnet, logger, ...options.rollupDemo });
        await startIndexer();
      });
    } else {
      await startIndexer();
    }
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  /** Starts the indexer now if this process is the writer; as a standby, once it becomes one (the rest serves meanwhile). */
  async function startIndexer(): Promise<void> {
    if (!indexer) return;
    const started = indexer;
    if (!writerLock || await writerLock.tryAcquire()) {
      await started.start();
    } else {
      void writerLock.acquire(options.signal).then(() => started.start()).catch((error: Error) => {
        if (!options.signal?.aborted) options.onFatal?.(error);
      });
    }
    writerLock?.taken.addEventListener('abort', () => {
      void started.stop();
      options.onFatal?.(new Error('another indexer took the writer lock while this one was cut off from the database'));
    }, { once: true });
  }

  // Browsers reach the devnet's documents as localhost, like the explorer.
  const devnetSite = stack ? stack.metadataUrl.replace('127.0.0.1', 'localhost') : null;
  return { apiUrl: api?.url ?? null, probesUrl: probes?.url ?? null, rpcUrl, localProviderUrl: localProvider?.issuer ?? null,
    marketplaceConfigUrl: devnetSite && `${ devnetSite }${ MARKETPLACE_CONFIG_PATH }`,
    featuredNetworksUrl: devnetSite && `${ devnetSite }${ FEATURED_NETWORKS_PATH }`,
    footerLinksUrl: devnetSite && `${ devnetSite }${ FOOTER_LINKS_PATH }`, close };
}
