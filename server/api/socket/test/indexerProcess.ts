/**
 * A second process for the cross-process socket test: a devnet and an indexer that
 * publishes its events with NOTIFY, on the PostgreSQL schema the test gives it.
 * Env: DATABASE_URL, DATABASE_SCHEMA, CHAIN_EVENTS_CHANNEL. Prints one JSON line
 * `{"rpcUrl": …}` once indexing runs; SIGTERM stops it cleanly.
 */
import { createDatabase } from '../../../db';
import { createDevnet } from '../../../devnet/node';
import { publishIndexerEvents } from '../../../events';
import { createIndexer } from '../../../indexer/indexer';

async function main() {
  const devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
  await devnet.provider.request({ method: 'evm_setAutomine', params: [ false ] });
  const db = await createDatabase({ databaseUrl: process.env.DATABASE_URL, schema: process.env.DATABASE_SCHEMA, maxConnections: 4 });
  const indexer = createIndexer({ db, rpcUrl: devnet.url, wsUrl: devnet.wsUrl, pollIntervalMs: 100, stages: { nftMetadata: false } });
  const publisher = publishIndexerEvents(indexer.events, db, { channel: process.env.CHAIN_EVENTS_CHANNEL });
  await indexer.start();
  process.stdout.write(`${ JSON.stringify({ rpcUrl: devnet.url }) }\n`);
  process.once('SIGTERM', () => {
    (async() => {
      await indexer.stop();
      await publisher.stop();
      await db.close();
      await devnet.close();
    })().then(() => process.exit(0), () => process.exit(1));
  });
}

main().catch((error) => {
  process.stderr.write(`indexer process: ${ error instanceof Error ? error.stack : String(error) }\n`);
  process.exit(1);
});
