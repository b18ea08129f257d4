/**
 * The process that holds the shared chain fixture of a jest run (started by
 * `chainFixtureBroker.ts` with `node --import tsx`, as `npm start` runs the backend): mines
 * and indexes the chain into a template database, prints its {@link SharedChainManifest} as
 * one JSON line, and keeps the node running until its parent closes stdin or it gets SIGTERM;
 * then it stops the node and removes the template.
 */
import { createTemplateDatabase } from '../../db/testing';
import { buildChain, SHARED_CHAIN, type BuiltChain, type SharedChainManifest } from './chainFixture';

async function main(): Promise<void> {
  const template = await createTemplateDatabase();
  let chain: BuiltChain | undefined;
  let stopping = false;
  const stop = async(code: number) => {
    if (stopping) return;
    stopping = true;
    await chain?.close().catch(() => undefined);
    await template.finish().catch(() => undefined);
    await template.remove().catch(() => undefined);
    process.exit(code);
  };
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));
  // The parent's end of the pipe closes when jest exits, however it exits.
  process.stdin.on('end', () => void stop(0));
  process.stdin.resume();
  try {
    chain = await buildChain(template.db, SHARED_CHAIN);
    // Closed so that copies can be made (PostgreSQL copies only a database nobody is connected to).
    await template.finish();
  } catch (error) {
    process.stderr.write(`${ error instanceof Error ? error.stack : String(error) }\n`);
    await stop(1);
    return;
  }
  const manifest: SharedChainManifest = { url: chain.devnet.url, wsUrl: chain.devnet.wsUrl, template: template.template,
    hashesByKind: [ ...chain.hashesByKind ], lostBlockHashes: chain.lostBlockHashes };
  process.stdout.write(`${ JSON.stringify(manifest) }\n`);
}

void main();
