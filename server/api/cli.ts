/**
 * `npx tsx server/api/cli.ts`: serves REST API v2 and the realtime socket from PostgreSQL
 * (DATABASE_URL) or a PGlite data directory (PGLITE_DATA_DIR). Socket broadcasts come
 * from an indexer in another process through LISTEN/NOTIFY (`publishIndexerEvents` on
 * its side). Ctrl-C closes it cleanly.
 * Note: PGlite admits one process per data directory, so with PGlite the indexer must
 * not run in another process at the same time; use PostgreSQL for that.
 */
import { createLogger } from '../common/logger';
import { onShutdown } from '../common/shutdown';
import { openDatabase, readDatabaseConfig } from '../db/openFromEnv';
import { subscribeChainEvents } from '../events';
import { readApiConfig } from './config';
import { startApiServer } from './server';
import { checkSettings } from '../settings';

async function main() {
  checkSettings(process.env);
  const logger = createLogger({ name: 'api' });
  const config = readApiConfig();
  const db = await openDatabase(readDatabaseConfig(), logger);
  const events = await subscribeChainEvents(db, { logger });
  const server = await startApiServer({ db, config, logger, events });
  onShutdown(async() => {
    await server.close();
    await events.close();
    await db.close();
  });
}

main().catch((error) => {
  // The logger may not exist yet; this is the last word before exiting.
  process.stderr.write(`api: ${ error instanceof Error ? error.message : String(error) }\n`);
  process.exit(1);
});
