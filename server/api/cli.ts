/**
 * `npx tsx server/api/cli.ts`: serves REST API v2 from PostgreSQL (DATABASE_URL) or a
 * PGlite data directory (PGLITE_DATA_DIR). Ctrl-C closes it cleanly.
 * Note: PGlite admits one process per data directory, so with PGlite the indexer must
 * not run in another process at the same time; use PostgreSQL for that.
 */
import fs from 'node:fs';

import { createLogger } from '../common/logger';
import { createDatabase, migrate } from '../db';
import { DEFAULT_PGLITE_DATA_DIR } from '../indexer/config';
import { readApiConfig } from './config';
import { startApiServer } from './server';

async function main() {
  const logger = createLogger({ name: 'api' });
  const config = readApiConfig();
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = databaseUrl ? undefined : process.env.PGLITE_DATA_DIR || DEFAULT_PGLITE_DATA_DIR;
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const db = await createDatabase({ databaseUrl, dataDir, logger });
  // Idempotent, under an advisory lock: safe next to an indexer that migrates too.
  await migrate(db, { logger });
  const server = await startApiServer({ db, config, logger });

  let stopping = false;
  const stop = async() => {
    if (stopping) return;
    stopping = true;
    await server.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  // The logger may not exist yet; this is the last word before exiting.
  process.stderr.write(`api: ${ error instanceof Error ? error.message : String(error) }\n`);
  process.exit(1);
});
