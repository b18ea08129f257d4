/**
 * The database a server process uses, from its environment: PostgreSQL when
 * `DATABASE_URL` is set, else PGlite in `PGLITE_DATA_DIR` (default `.data/pglite`).
 * Opening also applies pending migrations (idempotent, under an advisory lock), so every
 * role — indexer, API, or both in one process — may start first.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { Logger } from '../common/logger';
import { createDatabase, type Database } from './database';
import { ConnectionError } from './errors';
import { migrate } from './migrate';

export const DEFAULT_PGLITE_DATA_DIR = path.join(process.cwd(), '.data', 'pglite');

export interface DatabaseConfig {
  databaseUrl: string | undefined;
  pgliteDataDir: string;
}

/** Reads DATABASE_URL and PGLITE_DATA_DIR; throws naming the bad variable. */
export function readDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl !== undefined) {
    let protocol = '';
    try {
      protocol = new URL(databaseUrl).protocol;
    } catch {
      // Reported below.
    }
    if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
      throw new ConnectionError(`DATABASE_URL="${ databaseUrl }": expected a postgres:// URL`);
    }
  }
  return { databaseUrl, pgliteDataDir: env.PGLITE_DATA_DIR || DEFAULT_PGLITE_DATA_DIR };
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: DatabaseConfig, logger: Logger): Promise<Database> {
  if (!config.databaseUrl) fs.mkdirSync(config.pgliteDataDir, { recursive: true });
  const db = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.pgliteDataDir,
    logger,
  });
  await migrate(db, { logger });
  return db;
}
