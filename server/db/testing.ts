/**
 * A fresh, migrated database for a test: PostgreSQL in a schema of its own when
 * `TEST_DATABASE_URL` is set (CI runs the server tests once that way), PGlite in memory
 * otherwise. `close()` drops what it made.
 */
import { randomBytes } from 'node:crypto';

import { createDatabase, type Database } from './database';
import { migrate } from './migrate';

export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await createDatabase();
    await migrate(db);
    return db;
  }
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
