/**
 * `npm run devnet`: starts the node, the metadata server and (unless DEVNET_TRAFFIC=off)
 * the traffic generator, and stops them in reverse order on Ctrl-C or SIGTERM.
 */
import { onShutdown } from '../common/shutdown';
import { compileAll } from './compile';
import { readDevnetConfig } from './config';
import { createLogger } from './logger';
import { createMetadataServer } from './metadataServer';
import { createDevnet } from './node';
import { createTrafficGenerator, type TrafficGenerator } from './traffic';

async function main(): Promise<void> {
  const logger = createLogger();
  const config = readDevnetConfig();
  const startedAt = Date.now();

  const compileStartedAt = Date.now();
  const { artifacts, compiledCount } = compileAll();
  logger.info({ contracts: artifacts.length, compiled: compiledCount, duration_ms: Date.now() - compileStartedAt }, 'contracts ready');

  const devnet = await createDevnet({ host: config.host, port: config.port, blockIntervalMs: config.blockIntervalMs, logger });
  const metadata = await createMetadataServer({ host: config.host, port: config.metadataPort, logger });
  let traffic: TrafficGenerator | undefined;

  let stopping = false;
  onShutdown(async() => {
    stopping = true;
    logger.info('shutting down');
    await traffic?.stop();
    await metadata.close();
    await devnet.close();
  });

  if (config.traffic) {
    traffic = createTrafficGenerator({
      rpcUrl: devnet.url,
      accounts: devnet.accounts,
      seed: config.seed,
      metadataBaseUrl: metadata.url,
      chainId: devnet.chainId,
      logger,
    });
    await traffic.deployAll();
    if (!stopping) traffic.start(config.trafficIntervalMs);
  }
  logger.info({
    rpc_url: devnet.url, ws_url: devnet.wsUrl, metadata_url: metadata.url, traffic: config.traffic, duration_ms: Date.now() - startedAt,
  }, 'devnet ready');
}

main().catch((error: unknown) => {
  createLogger().fatal({ err: error }, 'devnet failed to start');
  process.exit(1);
});
