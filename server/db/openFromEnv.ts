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
import { withReadReplica } from './readReplica';
import { readSetting, SETTINGS, SettingsError, type Env } from '../settings';

export const DEFAULT_PGLITE_DATA_DIR = path.resolve(SETTINGS.PGLITE_DATA_DIR.default);

export interface DatabaseConfig {
  databaseUrl: string | undefined;
  /** A streaming replica for the API's reads (readReplica.ts). */
  databaseReadUrl?: string;
  pgliteDataDir: string;
}

/** Reads DATABASE_URL, DATABASE_READ_URL and PGLITE_DATA_DIR; throws naming the bad variable. */
export function readDatabaseConfig(env: Env = process.env): DatabaseConfig {
  const databaseUrl = readSetting(env, 'DATABASE_URL');
  const databaseReadUrl = readSetting(env, 'DATABASE_READ_URL');
  if (databaseReadUrl && !databaseUrl) throw new SettingsError('DATABASE_READ_URL is a replica of DATABASE_URL, which is not set');
  return { databaseUrl, databaseReadUrl, pgliteDataDir: path.resolve(readSetting(env, 'PGLITE_DATA_DIR')) };
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

/**
 * The API's database: the primary, or with `DATABASE_READ_URL` the primary and its replica
 * behind the read router, fenced by every chain event `subscribe` delivers (subscribe it before
 * anything that answers clients about those events).
 */
export async function openApiDatabase(primary: Database, config: DatabaseConfig, logger: Logger,
  subscribe: (onEvent: () => void) => void): Promise<{ db: Database; close(): Promise<void> }> {
  if (!config.databaseReadUrl) return { db: primary, close: async() => undefined };
  const replica = await createDatabase({ databaseUrl: config.databaseReadUrl, readOnly: true, logger: logger.child({ database: 'replica' }) });
  const db = withReadReplica(primary, replica, { logger });
  subscribe(() => db.fence());
  return { db, close: () => replica.close() };
}
