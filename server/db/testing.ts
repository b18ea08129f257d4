/**
 * A fresh, migrated database for a test: PostgreSQL in a schema of its own when
 * `TEST_DATABASE_URL` is set (CI runs the server tests once that way), PGlite in memory
 * otherwise. `close()` drops what it made.
 *
 * A new PGlite runs initdb, which takes seconds; every test file needs at least one
 * database. So the first one made in a run is migrated into a data directory named after
 * the migrations, and every later one, in any test file, opens a copy of that directory.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { createDatabase, type Database } from './database';
import { migrate, readMigrations } from './migrate';

export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return createPgliteTestDatabase();
  const schema = `test_${ randomBytes(6).toString('hex') }`;
  const db = await createDatabase({ databaseUrl: url, schema, maxConnections: 4 });
  await migrate(db);
  return {
    ...db,
    async close() {
      await db.query(`DROP SCHEMA ${ schema } CASCADE`).catch(() => undefined);
      await db.close();
    },
  };
}

/**
 * Where the migrated PGlite data directory of these migrations is kept between test files,
 * and the copies each test opens: in memory (/dev/shm) where the machine has it.
 */
function scratchDir(): string {
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    return '/dev/shm';
  } catch {
    return os.tmpdir();
  }
}

async function templatePath(): Promise<string> {
  const hash = createHash('sha256');
  for (const migration of await readMigrations()) hash.update(migration.id).update(migration.sql);
  return path.join(scratchDir(), `explorer-test-pglite-${ hash.digest('hex').slice(0, 16) }`);
}

/** Removes the copies left by test processes that ended without closing them. */
function removeOrphanCopies(template: string): void {
  const prefix = `${ path.basename(template) }-copy-`;
  for (const name of fs.readdirSync(path.dirname(template))) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length).split('-')[0]);
    if (pid === process.pid || isAlive(pid)) continue;
    fs.rmSync(path.join(path.dirname(template), name), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A copy of the migrated data directory, opened from disk: copying 40 MB of files and
 * opening them costs about 0.9 s, a third of unpacking a dumped directory into memory.
 */
async function createPgliteTestDatabase(): Promise<Database> {
  const template = await templatePath();
  if (!fs.existsSync(template)) {
    // Built aside and renamed, so a directory being written is never copied by another test.
    const partial = `${ template }.${ process.pid }.${ randomBytes(4).toString('hex') }`;
    const db = await createDatabase({ dataDir: partial });
    await migrate(db);
    await db.close();
    try {
      fs.renameSync(partial, template);
    } catch {
      // Another test file made it first.
      fs.rmSync(partial, { recursive: true, force: true });
    }
    removeOrphanCopies(template);
  }
  const copy = `${ template }-copy-${ process.pid }-${ randomBytes(4).toString('hex') }`;
  fs.cpSync(template, copy, { recursive: true });
  const db = await createDatabase({ dataDir: copy });
  // A no-op unless the template is stale: the migrations are what the database must have.
  await migrate(db);
  return {
    ...db,
    async close() {
      await db.close();
      fs.rmSync(copy, { recursive: true, force: true });
    },
  };
}
