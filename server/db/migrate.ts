/**
 * Runs the numbered SQL files of `migrations/` that the database has not seen yet, each
 * in its own transaction, in file-name order. Safe to run from several processes at once.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

import { createSilentLogger, type Logger } from '../common/logger';
import type { Database } from './database';
import { MigrationError } from './errors';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
/** Any constant works; it only has to be the same for every process of ours. */
const MIGRATION_LOCK_ID = 265_000_001;

export interface Migration {
  id: string;
  sql: string;
}

/** Reads `NNNN_name.sql` files, sorted by name. */
export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await fs.readdir(dir)).filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file)).sort();
  return Promise.all(files.map(async(file) => ({
    id: file.replace(/\.sql$/, ''),
    sql: await fs.readFile(path.join(dir, file), 'utf8'),
  })));
}

/** Applies the pending migrations; resolves to the ids it applied. */
export async function migrate(db: Database, options: { logger?: Logger; dir?: string } = {}): Promise<string[]> {
  const logger = (options.logger ?? createSilentLogger()).child({ action: 'migrate' });
  const migrations = await readMigrations(options.dir);
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);

  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async(tx) => {
      // Serialises concurrent starters: the second waits, then sees the row and skips.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [ MIGRATION_LOCK_ID ]);
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [ migration.id ]);
      if (seen.length > 0) return false;
      const startedAt = Date.now();
      try {
        for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      } catch (error) {
        throw new MigrationError(`Migration ${ migration.id } failed`, { cause: error });
      }
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [ migration.id ]);
      logger.info({ migration: migration.id, duration_ms: Date.now() - startedAt }, 'migration applied');
      return true;
    });
    if (done) applied.push(migration.id);
  }
  return applied;
}

/**
 * Splits a migration into statements at semicolons that end a line.
 * @dev Parameterised queries take one statement at a time on both drivers; our migrations
 * keep to plain DDL, so a line-ending `;` is always a statement end.
 */
export function splitStatements(sql: string): string[] {
  const withoutComments = sql.split('\n').filter((line) => !line.trim().startsWith('--')).join('\n');
  return withoutComments.split(/;\s*$/m).map((statement) => statement.trim()).filter(Boolean);
}
