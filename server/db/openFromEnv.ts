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
import { migrate } from './migrate';
import { readSetting, SETTINGS, type Env } from '../settings';

export const DEFAULT_PGLITE_DATA_DIR = path.resolve(SETTINGS.PGLITE_DATA_DIR.default);

export interface DatabaseConfig {
  databaseUrl: string | undefined;
  pgliteDataDir: string;
}

/** Reads DATABASE_URL and PGLITE_DATA_DIR; throws naming the bad variable. */
export function readDatabaseConfig(env: Env = process.env): DatabaseConfig {
  return { databaseUrl: readSetting(env, 'DATABASE_URL'), pgliteDataDir: path.resolve(readSetting(env, 'PGLITE_DATA_DIR')) };
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
