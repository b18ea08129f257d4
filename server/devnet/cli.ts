/**
 * `npm run devnet`: starts the node, the metadata server and (unless DEVNET_TRAFFIC=off)
 * the traffic generator, and stops them in reverse order on Ctrl-C or SIGTERM.
 */
import { onShutdown } from '../common/shutdown';
import { readDevnetConfig } from './config';
import { createLogger } from './logger';
import { startDevnetStack, type DevnetStack } from './stack';
import { checkSettings } from '../settings';

async function main(): Promise<void> {
  checkSettings(process.env);
  const logger = createLogger();
  const starting = startDevnetStack(readDevnetConfig(), logger);
  onShutdown(async() => {
    logger.info('shutting down');
    // A stop during the start waits for it, so nothing is left half made.
    const stack: DevnetStack | undefined = await starting.catch(() => undefined);
    await stack?.close();
  });
  await starting;
}

main().catch((error: unknown) => {
  createLogger().fatal({ err: error }, 'devnet failed to start');
  process.exit(1);
});
