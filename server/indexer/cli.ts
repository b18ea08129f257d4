/**
 * `npm run indexer`: indexes the node at RPC_URL (the embedded devnet by default) into
 * PostgreSQL (DATABASE_URL) or PGlite. Ctrl-C stops it cleanly.
 */
import fs from 'node:fs';

import { createLogger } from '../common/logger';
import { createDatabase, migrate } from '../db';
import { readIndexerConfig } from './config';
import { createIndexer } from './indexer';

async function main() {
  const logger = createLogger({ name: 'indexer' });
  const config = readIndexerConfig();
  if (!config.databaseUrl) fs.mkdirSync(config.pgliteDataDir, { recursive: true });
  const db = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.pgliteDataDir, logger });
  await migrate(db, { logger });
  const indexer = createIndexer({
    db, logger, rpcUrl: config.rpcUrl, wsUrl: config.wsUrl, concurrency: config.concurrency,
    pollIntervalMs: config.pollIntervalMs, nftMetadata: config.nftMetadata,
  });

  let stopping = false;
  const stop = async() => {
    if (stopping) return;
    stopping = true;
    await indexer.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await indexer.start();
}

main().catch((error) => {
  // The logger may not exist yet; this is the last word before exiting.
  process.stderr.write(`indexer: ${ error instanceof Error ? error.message : String(error) }\n`);
  process.exit(1);
});
