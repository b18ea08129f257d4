/**
 * A fresh, migrated database for a test: PostgreSQL in a schema of its own when
 * `TEST_DATABASE_URL` is set (CI runs the server tests once that way), PGlite in memory
 * otherwise. `close()` drops what it made.
 *
 * A new PGlite runs initdb, which takes seconds; every test file needs at least one
 * database. So the first one made in a run is migrated, dumped to a file named after the
 * migrations, and every later one, in any test file, starts from that file.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { createDatabase, dumpPgliteDataDir, type Database } from './database';
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

/** Where the migrated PGlite of these migrations is kept between test files. */
async function snapshotPath(): Promise<string> {
  const hash = createHash('sha256');
  for (const migration of await readMigrations()) hash.update(migration.id).update(migration.sql);
  return path.join(os.tmpdir(), `explorer-test-pglite-${ hash.digest('hex').slice(0, 16) }.tar`);
}

async function createPgliteTestDatabase(): Promise<Database> {
  const file = await snapshotPath();
  if (fs.existsSync(file)) {
    const db = await createDatabase({ pgliteSnapshot: new Blob([ fs.readFileSync(file) ]) });
    // A no-op unless the file is stale: the migrations are what the database must have.
    await migrate(db);
    return db;
  }
  const db = await createDatabase();
  await migrate(db);
  const dump = Buffer.from(await (await dumpPgliteDataDir(db)).arrayBuffer());
  // Written aside and renamed, so a file being written is never read by another test.
  const partial = `${ file }.${ process.pid }.${ randomBytes(4).toString('hex') }`;
  fs.writeFileSync(partial, dump);
  fs.renameSync(partial, file);
  return db;
}
