/**
 * A database filled the real way: the devnet runs the traffic generator's mixed
 * transactions, the indexer indexes them (traces and token metadata included), and one
 * reorg leaves a block that lost consensus. Then the indexer stops, so the data holds
 * still while the tests page through it, and a few pending transactions are added (the
 * indexer does not fetch the mempool yet).
 *
 * Building it costs ~15 s of CPU, mostly indexing. Files that only read the chain share one
 * build per jest run ({@link openSharedChainFixture}): the run's global setup mines and indexes
 * it once (`chainFixtureBroker.ts`), and each file gets a copy of the database and the node's
 * URL. Files that send transactions build a chain of their own ({@link createChainFixture}).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { EIP1193Provider } from 'hardhat/types';
import { keccak256, toHex, type Hash } from 'viem';

import { insertRows, type Database } from '../../db';
import { createTestDatabase, openTemplateCopy, type TemplateDatabase } from '../../db/testing';
import { deriveDevnetAccounts } from '../../devnet/accounts';
import { createMetadataServer, type MetadataServer } from '../../devnet/metadataServer';
import { createDevnet, type Devnet } from '../../devnet/node';
import { createTrafficGenerator, type TxKind } from '../../devnet/traffic';
import { createIndexer, type Indexer } from '../../indexer/indexer';
import { isFullyIndexed, waitUntil } from '../../indexer/testing/verifyChain';
import { BROKER_URL_ENV } from './chainFixtureBroker';

/** The size of the shared chain: enough blocks and transactions for every reader's pages. */
export const SHARED_CHAIN = { steps: 12, emptyBlocks: 70 } as const;

/** Enough to fill two pages of 50 pending transactions, with ties in `inserted_at`. */
export const PENDING_TRANSACTIONS = 55;
const INDEXING_TIMEOUT_MS = 60_000;

/** The node of a fixture: its endpoints, its prefunded accounts, and a provider for direct calls. */
export type FixtureNode = Pick<Devnet, 'url' | 'wsUrl' | 'accounts' | 'provider' | 'mine'>;

/** The filled database, the devnet behind it, and what the tests need to know about both. */
export interface ChainFixture {
  db: Database;
  devnet: FixtureNode;
  /** Hashes of mined transactions by generator kind. */
  hashesByKind: Map<TxKind, Hash[]>;
  /** Blocks replaced by the reorg (they lost consensus). */
  lostBlockHashes: string[];
  close(): Promise<void>;
}

/** One step of traffic on a branch that is then dropped, replaced by two blocks of transfers. */
async function causeReorg(devnet: Devnet, db: Database, indexer: Indexer, step: () => Promise<unknown>): Promise<string[]> {
  const snapshot = await devnet.provider.request({ method: 'evm_snapshot' }) as string;
  await step();
  await devnet.mine();
  const head = Number(await devnet.provider.request({ method: 'eth_blockNumber' }));
  await waitUntil(async() => (await db.query('SELECT 1 FROM blocks WHERE number = $1 AND consensus', [ head ])).length === 1,
    INDEXING_TIMEOUT_MS, 'the first branch');
  const lost = await db.query<{ hash: string }>('SELECT hash FROM blocks WHERE number = $1 AND consensus', [ head ]);
  await devnet.provider.request({ method: 'evm_revert', params: [ snapshot ] });
  const [ sender, receiver ] = devnet.accounts.slice(15, 17);
  for (let index = 0; index < 2; index++) {
    await devnet.provider.request({ method: 'eth_sendTransaction', params: [ {
      from: sender.address, to: receiver.address, value: toHex(10n ** 18n * BigInt(index + 1)) } ] });
    await devnet.mine();
  }
  await waitUntil(async() => (await db.query('SELECT 1 FROM blocks WHERE number = $1 AND consensus', [ head + 1 ])).length === 1,
    INDEXING_TIMEOUT_MS, 'the new branch');
  return lost.map((row) => row.hash);
}

/** Mempool rows as a pending-transaction fetcher would store them. */
async function insertPendingTransactions(db: Database, devnet: Devnet): Promise<void> {
  const [ from, to ] = devnet.accounts.slice(17, 19).map((account) => account.address.toLowerCase());
  const base = Date.parse('2030-01-01T00:00:00.000Z');
  await insertRows(db, 'transactions', Array.from({ length: PENDING_TRANSACTIONS }, (_, index) => ({
    hash: keccak256(toHex(`pending-${ index }`)),
    from_address_hash: from,
    to_address_hash: to,
    value: (10n ** 15n * BigInt(index + 1)).toString(),
    gas_limit: '21000',
    max_fee_per_gas: '2000000000',
    max_priority_fee_per_gas: '1000000000',
    nonce: index,
    type: 2,
    input: '0x',
    // Three at a time share a microsecond, so the cursor's hash tiebreak matters.
    inserted_at: new Date(base - Math.floor(index / 3) * 1000).toISOString(),
  })), { conflict: 'hash' });
}

/** A chain mined and indexed into a database, with the node and metadata server still running. */
export interface BuiltChain {
  devnet: Devnet;
  hashesByKind: Map<TxKind, Hash[]>;
  lostBlockHashes: string[];
  /** Stops the node and the metadata server (the database is the caller's). */
  close(): Promise<void>;
}

/**
 * Mines the chain into a new devnet and indexes it into `db`: `steps` generator steps (one
 * block each) after the deployments, `emptyBlocks` empty blocks, one reorg, then the pending rows.
 */
export async function buildChain(db: Database, options: { steps: number; emptyBlocks: number }): Promise<BuiltChain> {
  const devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
  let metadata: MetadataServer | undefined;
  let indexer: Indexer | undefined;
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-'));
  const close = async() => {
    await indexer?.stop();
    await metadata?.close();
    await devnet.close();
    fs.rmSync(tempDir, { recursive: true, force: true });
  };
  try {
    metadata = await createMetadataServer({ port: 0 });
    const manifestPath = path.join(tempDir, 'deployment.json');
    const generator = createTrafficGenerator({
      rpcUrl: devnet.url, accounts: devnet.accounts.slice(0, 8), seed: 'api-test', metadataBaseUrl: metadata.url, manifestPath,
    });
    await generator.deployAll();
    await devnet.provider.request({ method: 'evm_setAutomine', params: [ false ] });
    const hashesByKind = new Map<TxKind, Hash[]>();
    for (let step = 0; step < options.steps; step++) {
      const result = await generator.step();
      result.txs.forEach((tx) => hashesByKind.set(tx.kind, [ ...hashesByKind.get(tx.kind) ?? [], tx.hash ]));
      await devnet.mine();
    }
    // One by one: blocks that `hardhat_mine` makes in one go are reserved, and the node answers
    // 0 for a balance at such a block's height (tests compare history with the node).
    for (let block = 0; block < options.emptyBlocks; block++) await devnet.mine();

    const current = indexer = createIndexer({ db, rpcUrl: devnet.url, wsUrl: devnet.wsUrl, pollIntervalMs: 100,
      nftMetadata: { allowPrivateHosts: [ '127.0.0.1' ] } });
    await current.start();
    await waitUntil(() => isFullyIndexed(db, current), INDEXING_TIMEOUT_MS, 'indexing to finish');
    const lostBlockHashes = await causeReorg(devnet, db, current, () => generator.step());
    await waitUntil(() => isFullyIndexed(db, current), INDEXING_TIMEOUT_MS, 'indexing after the reorg');
    // The status ticker writes indexer_state about once a second; wait for the final head.
    await waitUntil(async() => (await db.query(`SELECT 1 FROM indexer_state WHERE key = 'indexing_status'
      AND (value->>'finishedInternalTransactions')::boolean
      AND (value->>'head')::bigint = (SELECT max(number) FROM blocks WHERE consensus)`)).length === 1,
    INDEXING_TIMEOUT_MS, 'the stored indexing status');
    await current.stop();
    indexer = undefined;
    await insertPendingTransactions(db, devnet);
    return { devnet, hashesByKind, lostBlockHashes, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** A chain of this file's own, which its tests may extend (send transactions, mine). */
export async function createChainFixture(options: { steps: number; emptyBlocks: number }): Promise<ChainFixture> {
  const db = await createTestDatabase();
  try {
    const chain = await buildChain(db, options);
    return { db, devnet: chain.devnet, hashesByKind: chain.hashesByKind, lostBlockHashes: chain.lostBlockHashes,
      close: async() => {
        await db.close();
        await chain.close();
      } };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** What the broker tells a test file about the shared chain (JSON). */
export interface SharedChainManifest {
  url: string;
  wsUrl: string;
  template: TemplateDatabase;
  hashesByKind: Array<[ TxKind, Hash[] ]>;
  lostBlockHashes: string[];
}

/**
 * The run's shared chain ({@link SHARED_CHAIN}), read-only: a copy of its database for this
 * file, and its node, which other files read at the same time — so the node may not be
 * changed (`mine` throws). Without the run's broker (jest's global setup did not run), a
 * chain of the same size is built for this file.
 */
export async function openSharedChainFixture(): Promise<ChainFixture> {
  const brokerUrl = process.env[BROKER_URL_ENV];
  if (!brokerUrl) return createChainFixture(SHARED_CHAIN);
  const response = await fetch(brokerUrl);
  if (!response.ok) throw new Error(`the shared chain fixture failed to build: ${ await response.text() }`);
  const manifest = await response.json() as SharedChainManifest;
  const db = await openTemplateCopy(manifest.template);
  return {
    db,
    devnet: {
      url: manifest.url,
      wsUrl: manifest.wsUrl,
      accounts: deriveDevnetAccounts(),
      provider: createHttpProvider(manifest.url),
      mine: () => Promise.reject(new Error('the shared chain is read-only: build a chain of your own with createChainFixture')),
    },
    hashesByKind: new Map(manifest.hashesByKind),
    lostBlockHashes: manifest.lostBlockHashes,
    close: () => db.close(),
  };
}

/** JSON-RPC over HTTP as an EIP-1193 `request`: node errors are thrown with their code and data. */
function createHttpProvider(url: string): EIP1193Provider {
  let id = 0;
  const request = async({ method, params }: { method: string; params?: unknown }) => {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }) });
    const body = await response.json() as { result?: unknown; error?: { code: number; message: string; data?: unknown } };
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code, data: body.error.data });
    return body.result;
  };
  return { request } as unknown as EIP1193Provider;
}
