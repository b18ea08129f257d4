/** @jest-environment node */
// DATABASE_READ_URL against a real streaming replica: a second cluster on this machine made
// with pg_basebackup from the CI cluster, replaying its WAL. Plain reads go to the replica; a
// process's own writes and every chain event it hears are seen by its next reads even while the
// replica's replay is paused; a replica that stops answering is passed over until it is back.
// Then the API role with DATABASE_READ_URL, fed by an indexer on the primary.
//
// It makes and drops a cluster, so like the other fault files it runs alone, after the others
// (scripts/test-all.sh), with TEST_POSTGRES_CLUSTER ("15 main") and TEST_DATABASE_URL set.
import { execFileSync } from 'node:child_process';

import { createSilentLogger } from '../common/logger';
import { freePort } from '../common/freePort';
import { createDevnet, type Devnet } from '../devnet/node';
import { publishIndexerEvents } from '../events';
import { createIndexer, type Indexer } from '../indexer/indexer';
import { waitUntil } from '../indexer/testing/verifyChain';
import { startBackend, type Backend } from '../start/backend';
import { createDatabase, type Database } from './database';
import { migrate } from './migrate';
import { withReadReplica, type ReadRoutingDatabase } from './readReplica';
import { recreateDatabase } from './testing';

const CLUSTER = process.env.TEST_POSTGRES_CLUSTER;
const ADMIN_URL = process.env.TEST_DATABASE_URL;
const REPLICA_CLUSTER = 'explorer_read_replica';
const DATABASE = 'explorer_replica';

/** A command as root (through sudo unless root already), as scripts/test-all.sh runs the cluster tools. */
function asRoot(command: string, args: string[]): string {
  return process.getuid?.() === 0 ?
    execFileSync(command, args, { encoding: 'utf8', stdio: [ 'ignore', 'pipe', 'pipe' ] }) :
    execFileSync('sudo', [ command, ...args ], { encoding: 'utf8', stdio: [ 'ignore', 'pipe', 'pipe' ] });
}

/** A command as the postgres user, who owns the data directories. */
function asPostgres(command: string, args: string[], env: Record<string, string> = {}): string {
  const withEnv = [ 'env', ...Object.entries(env).map(([ key, value ]) => `${ key }=${ value }`), command, ...args ];
  return process.getuid?.() === 0 ?
    execFileSync('runuser', [ '-u', 'postgres', '--', ...withEnv ], { encoding: 'utf8' }) :
    execFileSync('sudo', [ '-u', 'postgres', ...withEnv ], { encoding: 'utf8' });
}

function dropReplicaCluster(version: string) {
  try {
    asRoot('pg_dropcluster', [ '--stop', version, REPLICA_CLUSTER ]);
  } catch {
    // None left from an earlier run.
  }
}

describe('reads from a streaming replica (DATABASE_READ_URL)', () => {
  let version: string;
  let databaseUrl: string;
  let replicaUrl: string;
  let primary: Database;
  let replica: Database;
  let router: ReadRoutingDatabase;

  const replicaControl = (action: 'stop' | 'start') => asRoot('pg_ctlcluster', [ version, REPLICA_CLUSTER, action, ...(action === 'stop' ? [ '-m', 'fast' ] : []) ]);
  /** Where a read through the router was served: a hot standby says it is in recovery. */
  const servedBy = async() => (await router.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby'))[0].standby ? 'replica' : 'primary';

  beforeAll(async() => {
    if (!CLUSTER || !ADMIN_URL) throw new Error('Run through scripts/test-all.sh: TEST_POSTGRES_CLUSTER and TEST_DATABASE_URL are not set');
    [ version ] = CLUSTER.split(' ');
    const primaryPort = new URL(ADMIN_URL).port || '5432';
    const password = decodeURIComponent(new URL(ADMIN_URL).password);
    databaseUrl = await recreateDatabase(ADMIN_URL, DATABASE);

    // A hot standby of the CI cluster: an empty cluster whose data directory becomes a base backup of the primary.
    dropReplicaCluster(version);
    const port = await freePort();
    asRoot('pg_createcluster', [ version, REPLICA_CLUSTER, '-p', String(port) ]);
    const dataDir = `/var/lib/postgresql/${ version }/${ REPLICA_CLUSTER }`;
    asPostgres('find', [ dataDir, '-mindepth', '1', '-delete' ]);
    asPostgres('pg_basebackup', [ '-h', '127.0.0.1', '-p', primaryPort, '-U', new URL(ADMIN_URL).username, '-D', dataDir,
      '-R', '-X', 'stream', '-c', 'fast' ], { PGPASSWORD: password });
    replicaControl('start');
    replicaUrl = Object.assign(new URL(databaseUrl), { port: String(port) }).href;

    primary = await createDatabase({ databaseUrl });
    await migrate(primary);
    replica = await createDatabase({ databaseUrl: replicaUrl, readOnly: true });
    router = withReadReplica(primary, replica, { logger: createSilentLogger() });
    await router.query('CREATE TABLE replica_probe (id int)');
    await waitUntil(async() => (await replica.query('SELECT 1 FROM replica_probe').then(() => true, () => false)), 30_000, 'the replica to have the table');
  }, 120_000);

  afterAll(async() => {
    await router?.close();
    if (version) dropReplicaCluster(version);
  });

  it('is a real standby: it refuses writes and replays the primary\'s', async() => {
    await expect(replica.query('INSERT INTO replica_probe VALUES (0)')).rejects.toThrow(/read-only transaction/);
    expect((await replica.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby'))[0].standby).toBe(true);
  });

  it('serves plain reads from the replica once it has replayed what came before', async() => {
    await waitUntil(async() => await servedBy() === 'replica', 10_000, 'a read served by the replica');
    const before = router.stats.replica;
    await router.query('SELECT count(*) FROM replica_probe');
    expect(router.stats.replica).toBe(before + 1);
  });

  it('shows a process its own write at once, from the primary while the replica lags', async() => {
    await replica.query('SELECT pg_wal_replay_pause()');
    try {
      await router.query('INSERT INTO replica_probe VALUES (1)');
      expect(await router.query('SELECT id FROM replica_probe')).toEqual([ { id: 1 } ]);
      expect(await servedBy()).toBe('primary');
      // The replica really is behind.
      expect(await replica.query('SELECT id FROM replica_probe')).toEqual([]);
    } finally {
      await replica.query('SELECT pg_wal_replay_resume()');
    }
    await waitUntil(async() => await servedBy() === 'replica', 10_000, 'reads back on the replica');
    expect(await router.query('SELECT id FROM replica_probe')).toEqual([ { id: 1 } ]);
  });

  it('shows what another process wrote before a chain event this process heard (the fence)', async() => {
    await waitUntil(async() => await servedBy() === 'replica', 10_000, 'reads on the replica');
    await replica.query('SELECT pg_wal_replay_pause()');
    try {
      // The indexer's write, on a connection of its own, then its event reaching this process.
      await primary.query('INSERT INTO replica_probe VALUES (2)');
      router.fence();
      expect(await router.query('SELECT id FROM replica_probe ORDER BY id')).toEqual([ { id: 1 }, { id: 2 } ]);
    } finally {
      await replica.query('SELECT pg_wal_replay_resume()');
    }
  });

  it('reads from the primary while the replica is down, and from the replica again once it is back', async() => {
    replicaControl('stop');
    try {
      expect(await router.query<{ n: number }>('SELECT count(*)::int AS n FROM replica_probe')).toEqual([ { n: 2 } ]);
      expect(await servedBy()).toBe('primary');
    } finally {
      replicaControl('start');
    }
    // Passed over for a few seconds after a failure, then asked again.
    await waitUntil(async() => await servedBy() === 'replica', 30_000, 'reads back on the replica');
  }, 60_000);

  describe('the API role with DATABASE_READ_URL, an indexer on the primary', () => {
    let devnet: Devnet;
    let indexerDb: Database;
    let indexer: Indexer;
    let publisher: { stop(): Promise<void> };
    let backend: Backend;
    let apiUrl: string;

    beforeAll(async() => {
      devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
      await devnet.mine(3);
      indexerDb = await createDatabase({ databaseUrl });
      indexer = createIndexer({ db: indexerDb, rpcUrl: devnet.url, pollIntervalMs: 100, stages: { nftMetadata: false } });
      publisher = publishIndexerEvents(indexer.events, indexerDb);
      await indexer.start();
      const port = await freePort();
      apiUrl = `http://127.0.0.1:${ port }`;
      backend = await startBackend(new Set([ 'api' ]), createSilentLogger(), {
        NODE_ENV: 'test', DATABASE_URL: databaseUrl, DATABASE_READ_URL: replicaUrl, API_PORT: String(port), ACCOUNT_LOCAL_OIDC: 'false', RPC_URL: devnet.url,
        // Every request reaches the database: the response cache would answer repeats from memory.
        API_CACHE_TTL_MS: '0',
      });
    }, 60_000);

    afterAll(async() => {
      await backend?.close();
      await indexer?.stop();
      await publisher?.stop();
      await indexerDb?.close();
      await devnet?.close();
    });

    const replicaReads = async() => {
      const text = await (await fetch(`${ apiUrl }/metrics`)).text();
      return Number(/explorer_db_reads_total\{database="replica"\} (\d+)/.exec(text)?.[1] ?? 0);
    };

    it('serves the chain from the replica, and a block announced while the replica lags from the primary', async() => {
      await waitUntil(async() => (await fetch(`${ apiUrl }/api/v2/blocks/3`)).ok, 30_000, 'block 3 through the API');
      const before = await replicaReads();
      await fetch(`${ apiUrl }/api/v2/blocks`);
      expect(await replicaReads()).toBeGreaterThan(before);

      await replica.query('SELECT pg_wal_replay_pause()');
      try {
        await devnet.mine();
        await waitUntil(async() => (await primary.query('SELECT 1 FROM blocks WHERE number = 4 AND consensus')).length === 1, 30_000, 'block 4 on the primary');
        // The event reached the API (over NOTIFY) about when the row did; the API's answer must have the block.
        await waitUntil(async() => (await fetch(`${ apiUrl }/api/v2/blocks/4`)).ok, 10_000, 'block 4 through the API');
        expect(await replica.query('SELECT 1 FROM blocks WHERE number = 4')).toEqual([]);
      } finally {
        await replica.query('SELECT pg_wal_replay_resume()');
      }
    }, 60_000);
  });
});
