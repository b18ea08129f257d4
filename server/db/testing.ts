/**
 * A fresh, migrated database for a test: PostgreSQL in a schema of its own when
 * `TEST_DATABASE_URL` is set (CI runs the server tests once that way), PGlite in memory
 * otherwise. `close()` drops what it made.
 *
 * A new PGlite runs initdb, which takes seconds; every test file needs at least one
 * database. So the first one made in a run is migrated into a data directory named after
 * the migrations, and every later one, in any test file, opens a copy of that directory.
 * A filled database can be a template too (`createTemplateDatabase`, `openTemplateCopy`).
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';

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

/**
 * Removes the directories in `dir` named `<prefix><pid>-…` whose process has ended without
 * removing them (copies of a template, templates of a run).
 */
function removeDirsOfEndedProcesses(dir: string, prefix: string): void {
  for (const name of fs.readdirSync(dir)) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length).split('-')[0]);
    if (pid === process.pid || isAlive(pid)) continue;
    fs.rmSync(path.join(dir, name), { recursive: true, force: true });
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
  const db = await openPgliteCopy(await migratedTemplate());
  // A no-op unless the template is stale: the migrations are what the database must have.
  await migrate(db);
  return db;
}

/** The migrated data directory of these migrations, made by the first caller of the run. */
async function migratedTemplate(): Promise<string> {
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
    removeDirsOfEndedProcesses(path.dirname(template), `${ path.basename(template) }-copy-`);
  }
  return template;
}

/** Opens a copy of the PGlite data directory `template`; `close()` removes the copy. */
async function openPgliteCopy(template: string): Promise<Database> {
  const copy = `${ template }-copy-${ process.pid }-${ randomBytes(4).toString('hex') }`;
  fs.cpSync(template, copy, { recursive: true });
  const db = await createDatabase({ dataDir: copy });
  return {
    ...db,
    async close() {
      await db.close();
      fs.rmSync(copy, { recursive: true, force: true });
    },
  };
}

/**
 * A database that several test files start from, each with a copy of its own
 * ({@link openTemplateCopy}): a PGlite data directory, or a PostgreSQL database that
 * `CREATE DATABASE … TEMPLATE` copies when `TEST_DATABASE_URL` is set.
 */
export type TemplateDatabase = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; databaseUrl: string };

const TEMPLATE_PREFIX = 'explorer-test-template-';

/**
 * A fresh, migrated database to fill and then keep as a template: `db` is open for writing;
 * `finish()` closes it so copies can be made, `remove()` deletes the template.
 */
export async function createTemplateDatabase(): Promise<{ db: Database; template: TemplateDatabase; finish(): Promise<void>; remove(): Promise<void> }> {
  const name = `${ TEMPLATE_PREFIX }${ process.pid }-${ randomBytes(4).toString('hex') }`;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const database = name.replace(/-/g, '_');
    await adminQuery(adminUrl, `CREATE DATABASE ${ database }`);
    const databaseUrl = withDatabase(adminUrl, database);
    const db = await createDatabase({ databaseUrl, maxConnections: 4 });
    await migrate(db);
    return {
      db,
      template: { kind: 'postgres', databaseUrl },
      finish: () => db.close(),
      remove: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${ database } WITH (FORCE)`),
    };
  }
  removeDirsOfEndedProcesses(scratchDir(), TEMPLATE_PREFIX);
  const dataDir = path.join(scratchDir(), name);
  fs.cpSync(await migratedTemplate(), dataDir, { recursive: true });
  const db = await createDatabase({ dataDir });
  await migrate(db);
  return {
    db,
    template: { kind: 'pglite', dataDir },
    finish: () => db.close(),
    remove: async() => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A copy of `template` for one test file; `close()` drops the copy. */
export async function openTemplateCopy(template: TemplateDatabase): Promise<Database> {
  if (template.kind === 'pglite') return openPgliteCopy(template.dataDir);
  const source = new URL(template.databaseUrl).pathname.slice(1);
  const database = `test_copy_${ randomBytes(6).toString('hex') }`;
  await adminQuery(template.databaseUrl, `CREATE DATABASE ${ database } TEMPLATE ${ source }`);
  const db = await createDatabase({ databaseUrl: withDatabase(template.databaseUrl, database), maxConnections: 4 });
  return {
    ...db,
    async close() {
      await db.close();
      await adminQuery(template.databaseUrl, `DROP DATABASE IF EXISTS ${ database } WITH (FORCE)`).catch(() => undefined);
    },
  };
}

/**
 * An empty database named `name` on the server of `adminUrl` (dropped first if a run left it),
 * for tests that run whole processes against their own database; resolves to its URL.
 */
export async function recreateDatabase(adminUrl: string, name: string): Promise<string> {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${ name } WITH (FORCE)`);
  await adminQuery(adminUrl, `CREATE DATABASE ${ name }`);
  return withDatabase(adminUrl, name);
}

/** Runs one statement on the server of `url` from its `postgres` database (CREATE/DROP DATABASE cannot run inside the target). */
async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, database: string): string {
  return Object.assign(new URL(url), { pathname: `/${ database }` }).href;
}
