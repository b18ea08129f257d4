/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Hash } from 'viem';

import { createLogger } from '../common/logger';
import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import type { DemoAddresses } from '../devnet/deploy';
import { createMetadataServer, type MetadataServer } from '../devnet/metadataServer';
import { createDevnet, type Devnet } from '../devnet/node';
import { createTrafficGenerator, TX_KINDS, type TrafficGenerator, type TxKind } from '../devnet/traffic';
import { createIndexer, type Indexer } from './indexer';
import { diffDatabaseAndChain, isFullyIndexed, waitUntil } from './testing/verifyChain';

const STEPS = 8;
// Each test reads every row of the chain: seconds on a busy CI machine, more than jest's default 5 s.
jest.setTimeout(30_000);

describe(`indexer on the devnet (${ process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite' })`, () => {
  let devnet: Devnet;
  let metadata: MetadataServer;
  let db: Database;
  let indexer: Indexer;
  let generator: TrafficGenerator;
  let addresses: DemoAddresses;
  const hashesByKind = new Map<TxKind, Hash[]>();

  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'indexer-'));

  beforeAll(async() => {
    devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
    metadata = await createMetadataServer({ port: 0 });
    const manifestPath = path.join(tempDir, 'deployment.json');
    generator = createTrafficGenerator({
      rpcUrl: devnet.url, accounts: devnet.accounts.slice(0, 8), seed: 'indexer-test', metadataBaseUrl: metadata.url, manifestPath,
    });
    ({ addresses } = await generator.deployAll());
    // From here on, many transactions per block, like a real chain.
    await devnet.provider.request({ method: 'evm_setAutomine', params: [ false ] });
    for (let step = 0; step < STEPS; step++) {
      const result = await generator.step();
      result.txs.forEach((tx) => hashesByKind.set(tx.kind, [ ...hashesByKind.get(tx.kind) ?? [], tx.hash ]));
      await devnet.mine();
    }
    db = await createTestDatabase();
    indexer = createIndexer({ db, rpcUrl: devnet.url, wsUrl: devnet.wsUrl, pollIntervalMs: 100,
      logger: process.env.TEST_LOG_LEVEL ? createLogger({ level: process.env.TEST_LOG_LEVEL }) : undefined,
      nftMetadata: { allowPrivateHosts: [ '127.0.0.1' ] } });
    await indexer.start();
    await waitUntil(() => isFullyIndexed(db, indexer), 60_000, 'indexing to finish');
  }, 120_000);

  afterAll(async() => {
    await indexer?.stop();
    await db?.close();
    await metadata?.close();
    await devnet?.close();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  it('holds every block once, with the node\'s transactions, logs and balances', async() => {
    expect(TX_KINDS.filter((kind) => !hashesByKind.has(kind))).toEqual([]);
    expect(await diffDatabaseAndChain(db, devnet.url)).toEqual([]);
    const status = await indexer.status();
    expect(status).toMatchObject({ indexedBlocksRatio: 1, indexedInternalTransactionsRatio: 1, finishedBlocks: true });
  });

  it('stores the internal transactions of the caller contract with their types and values', async() => {
    const [ hash ] = hashesByKind.get('internal_calls')!;
    const frames = await db.query<{ type: string; call_type: string | null; value: string; created_contract_address_hash: string | null }>(
      'SELECT type, call_type, value, created_contract_address_hash FROM internal_transactions WHERE transaction_hash = $1 AND index > 0 ORDER BY index',
      [ hash.toLowerCase() ]);
    const kinds = frames.map((frame) => frame.call_type ?? frame.type);
    expect(kinds).toEqual(expect.arrayContaining([ 'call', 'delegatecall', 'staticcall', 'create', 'create2' ]));
    expect(frames.some((frame) => frame.call_type === 'call' && BigInt(frame.value) > 0n)).toBe(true);
    for (const frame of frames.filter((item) => item.type.startsWith('create'))) {
      const code = await devnet.provider.request({ method: 'eth_getCode', params: [ frame.created_contract_address_hash, 'latest' ] });
      expect(code).not.toBe('0x');
      const [ address ] = await db.query('SELECT contract_code, creation_transaction_hash FROM addresses WHERE hash = $1',
        [ frame.created_contract_address_hash ]);
      expect(address).toEqual({ contract_code: code, creation_transaction_hash: hash.toLowerCase() });
    }
  });

  it('stores the factory\'s creations as create and create2 internal transactions', async() => {
    for (const [ kind, type ] of [ [ 'factory_create', 'create' ], [ 'factory_create2', 'create2' ] ] as const) {
      const [ hash ] = hashesByKind.get(kind)!;
      const frames = await db.query<{ type: string; from_address_hash: string }>(
        'SELECT type, from_address_hash FROM internal_transactions WHERE transaction_hash = $1 AND index > 0', [ hash.toLowerCase() ]);
      expect(frames).toContainEqual({ type, from_address_hash: addresses.vaultFactory.toLowerCase() });
    }
  });

  it('records why a transaction failed', async() => {
    const [ hash ] = hashesByKind.get('revert_require')!;
    const [ tx ] = await db.query<{ status: number; error: string | null; revert_reason: string | null }>(
      'SELECT status, error, revert_reason FROM transactions WHERE hash = $1', [ hash.toLowerCase() ]);
    expect(tx.status).toBe(0);
    expect(tx.error).toMatch(/revert/i);
    // Error(string) selector: the require message travels in the revert data.
    expect(tx.revert_reason).toMatch(/^0x08c379a0/);
  });

  it('reads token metadata and classifies transfers', async() => {
    const tokens = await db.query('SELECT contract_address_hash, type, name, symbol, decimals, holders_count FROM tokens ORDER BY contract_address_hash');
    expect(tokens).toEqual(expect.arrayContaining([
      expect.objectContaining({ contract_address_hash: addresses.stableToken.toLowerCase(), type: 'ERC-20', symbol: 'QUSD', decimals: '6' }),
      expect.objectContaining({ contract_address_hash: addresses.governanceToken.toLowerCase(), type: 'ERC-20', symbol: 'QGOV', decimals: '18' }),
      expect.objectContaining({ contract_address_hash: addresses.nft.toLowerCase(), type: 'ERC-721' }),
      expect.objectContaining({ contract_address_hash: addresses.multiToken.toLowerCase(), type: 'ERC-1155' }),
    ]));
    const batch = await db.query('SELECT count(*) AS n FROM token_transfers WHERE is_batch');
    expect(batch[0].n).toBeGreaterThan(1);
    const [ holders ] = await db.query<{ holders_count: number; actual: number }>(`SELECT holders_count,
        (SELECT count(*) FROM address_current_token_balances b WHERE b.token_contract_address_hash = t.contract_address_hash AND value > 0) AS actual
      FROM tokens t WHERE contract_address_hash = $1`, [ addresses.stableToken.toLowerCase() ]);
    expect(holders.holders_count).toBe(holders.actual);
    expect(holders.actual).toBeGreaterThan(1);
  });

  it('stores NFT metadata from data: URIs and from HTTP', async() => {
    const rows = await db.query<{ token_uri: string; metadata: Record<string, unknown> | null; image_url: string | null; metadata_error: string | null }>(
      'SELECT token_uri, metadata, image_url, metadata_error FROM token_instances WHERE token_contract_address_hash = $1',
      [ addresses.nft.toLowerCase() ]);
    const dataUri = rows.find((row) => row.token_uri?.startsWith('data:') && row.metadata);
    const httpUri = rows.find((row) => row.token_uri?.startsWith('http://') && row.metadata);
    expect(dataUri?.metadata).toEqual(expect.objectContaining({ name: expect.any(String) }));
    expect(httpUri?.metadata).toEqual(expect.objectContaining({ name: expect.any(String) }));
    expect(httpUri?.image_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\//);
    const multi = await db.query<{ metadata: unknown }>(
      'SELECT metadata FROM token_instances WHERE token_contract_address_hash = $1 AND metadata IS NOT NULL', [ addresses.multiToken.toLowerCase() ]);
    expect(multi.length).toBeGreaterThan(0);
  });

  it('lists a mempool transaction as pending, then as mined once its block is indexed', async() => {
    const announced: string[] = [];
    const onPending = ({ hashes }: { hashes: string[] }) => announced.push(...hashes);
    indexer.events.on('pending_transactions', onPending);
    const [ sender, receiver ] = devnet.accounts.slice(18, 20);
    const hash = (await devnet.provider.request({ method: 'eth_sendTransaction', params: [ {
      from: sender.address, to: receiver.address, value: '0x2a' } ] }) as string).toLowerCase();
    const row = () => db.query<{ block_hash: string | null; value: string; from_address_hash: string }>(
      'SELECT block_hash, value, from_address_hash FROM transactions WHERE hash = $1', [ hash ]);

    await waitUntil(async() => (await row()).length === 1, 10_000, 'the pending transaction');
    expect(await row()).toEqual([ { block_hash: null, value: '42', from_address_hash: sender.address.toLowerCase() } ]);
    expect(announced).toContain(hash);

    await devnet.mine();
    await waitUntil(async() => (await row())[0]?.block_hash !== null, 10_000, 'the mined transaction');
    const receipt = await devnet.provider.request({ method: 'eth_getTransactionReceipt', params: [ hash ] }) as { blockHash: string };
    expect((await row())[0].block_hash).toBe(receipt.blockHash.toLowerCase());
    indexer.events.off('pending_transactions', onPending);
  }, 30_000);

  it('follows a reorg: replaced blocks lose consensus and balances follow the new branch', async() => {
    const snapshot = await devnet.provider.request({ method: 'evm_snapshot' }) as string;
    for (let step = 0; step < 3; step++) {
      await generator.step();
      await devnet.mine();
    }
    const oldHead = Number(await devnet.provider.request({ method: 'eth_blockNumber' }));
    await waitUntil(async() => (await db.query('SELECT 1 FROM blocks WHERE number = $1 AND consensus', [ oldHead ])).length === 1,
      20_000, 'the first branch');
    const oldBranch = await db.query<{ hash: string }>('SELECT hash FROM blocks WHERE number > $1 AND consensus', [ oldHead - 3 ]);

    await devnet.provider.request({ method: 'evm_revert', params: [ snapshot ] });
    // A different branch at the same heights, one block longer.
    const [ sender, receiver ] = devnet.accounts.slice(15, 17);
    for (let index = 0; index < 4; index++) {
      await devnet.provider.request({ method: 'eth_sendTransaction', params: [ {
        from: sender.address, to: receiver.address, value: `0x${ (10n ** 18n * BigInt(index + 1)).toString(16) }` } ] });
      await devnet.mine();
    }
    await waitUntil(async() => (await db.query('SELECT 1 FROM blocks WHERE number = $1 AND consensus', [ oldHead + 1 ])).length === 1 &&
      (await indexer.status()).finishedInternalTransactions, 30_000, 'the new branch');

    const lost = await db.query<{ consensus: boolean }>(
      'SELECT consensus FROM blocks WHERE hash IN (SELECT json_array_elements_text($1::json))', [ JSON.stringify(oldBranch.map((row) => row.hash)) ]);
    expect(lost.map((row) => row.consensus)).toEqual(oldBranch.map(() => false));
    expect(await diffDatabaseAndChain(db, devnet.url)).toEqual([]);
  }, 90_000);
});
