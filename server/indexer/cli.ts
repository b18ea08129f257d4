/**
 * `npm run indexer`: indexes the node at RPC_URL (the embedded devnet by default) into
 * PostgreSQL (DATABASE_URL) or PGlite, and announces what it wrote to API processes on
 * the same PostgreSQL (NOTIFY). Ctrl-C stops it cleanly.
 */
import { createLogger } from '../common/logger';
import { onShutdown } from '../common/shutdown';
import { openDatabase, readDatabaseConfig } from '../db/openFromEnv';
import { publishIndexerEvents } from '../events';
import { readIndexerConfig } from './config';
import { createIndexer } from './indexer';
import { checkSettings } from '../settings';

async function main() {
  checkSettings(process.env);
  const logger = createLogger({ name: 'indexer' });
  const config = readIndexerConfig();
  const db = await openDatabase(readDatabaseConfig(), logger);
  const indexer = createIndexer({
    db, logger, rpcUrl: config.rpcUrl, wsUrl: config.wsUrl, concurrency: config.concurrency,
    pollIntervalMs: config.pollIntervalMs, nftMetadata: config.nftMetadata, rollup: config.rollup,
  });

  // API processes on the same PostgreSQL hear new blocks through NOTIFY (PGlite has one process).
  const publisher = db.kind === 'postgres' ? publishIndexerEvents(indexer.events, db, { logger }) : null;

  onShutdown(async() => {
    await indexer.stop();
    await publisher?.stop();
    await db.close();
  });
  await indexer.start();
}

main().catch((error) => {
  // The logger may not exist yet; this is the last word before exiting.
  process.stderr.write(`indexer: ${ error instanceof Error ? error.message : String(error) }\n`);
  process.exit(1);
});
