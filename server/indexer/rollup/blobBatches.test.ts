/** @jest-environment node */
// Batches posted in EIP-4844 blobs, as OP-stack chains post them since Ecotone: a recorded L1
// whose batcher sends blob transactions (Hardhat takes none) and a beacon node serving their
// blobs in OP's encoding. The stage reads a channel split over two blobs into one batch that
// lists both, keeps reading calldata batches beside them, skips what the beacon node has pruned,
// waits (losing nothing) while the beacon node is down, and reads a node that serves only the
// newer blobs endpoint. The API lists the blobs in the optimism document's shape.
import type { FastifyInstance } from 'fastify';
import { bytesToHex, hexToBytes, keccak256, toHex, type Hex } from 'viem';

import '../../api/test/injectUnderJest';
import { buildApp } from '../../api/app';
import { createApiClient } from '../../api/test/apiClient';
import { testApiConfig } from '../../api/test/config';
import { OPTIMISM_SPEC_PATH } from '../../api/test/openapi';
import { createSilentLogger } from '../../common/logger';
import { insertRows, type Database } from '../../db';
import { listBatches, type BatchRow } from '../../db/queries/optimism';
import { createTestDatabase } from '../../db/testing';
import { encodeBatcherCalldata, encodeChannel, encodeSingularBatch, splitChannel } from '../../devnet/rollup/batchEncoding';
import { RpcError } from '../errors';
import { createRpcClient } from '../rpc/client';
import { createBeaconNode, type BeaconBlob, type BeaconNode } from '../testing/beaconNode';
import { blockRow } from '../testing/blockRow';
import { createReplayNode, type RecordedChain, type ReplayNode } from '../testing/replayNode';
import { blobVersionedHash, encodeBlob } from './blobEncoding';
import { readRollupConfig } from './config';
import { createRollupStage } from './stage';

const INBOX = '0xff00000000000000000000000000000000000265';
const BATCHER = '0x000000000000000000000000000000000000ba7c';
const PORTAL = '0x0000000000000000000000000000000000000001';
const BEACON_GENESIS = 1_600_000_000;
const SLOT_SECONDS = 12;
/** L1 block n is made in slot n + 10. */
const slotOf = (l1Block: number) => l1Block + 10;
/** The L2 blocks the tests' batches carry (blockRow's times: 1,700,000,000 s + 2 s per block). */
const l2Time = (number: number) => BigInt(1_700_000_000 + number * 2);

/** A channel of singular batches for `l2Blocks`, cut into `frameCount` frames of version-0 batcher data each. */
function batcherPayloads(channel: number, l2Blocks: number[], frameCount: number): Uint8Array[] {
  const bytes = encodeChannel(l2Blocks.map((number) => encodeSingularBatch({ parentHash: keccak256(toHex(number - 1)), epochNumber: 1n,
    epochHash: keccak256(toHex('epoch')), timestamp: l2Time(number), transactions: [] })));
  const frames = splitChannel(bytes, new Uint8Array(16).fill(channel), Math.ceil(bytes.length / frameCount));
  return frames.map((frame) => hexToBytes(encodeBatcherCalldata([ frame ])));
}

/** A blob of `payload` with a made-up commitment (the stand-in beacon node checks no KZG proof). */
function blobOf(payload: Uint8Array, seed: number): BeaconBlob & { versionedHash: Hex } {
  const kzgCommitment = bytesToHex(new Uint8Array(48).fill(seed));
  return { kzgCommitment, blob: bytesToHex(encodeBlob(payload)), versionedHash: blobVersionedHash(hexToBytes(kzgCommitment)) };
}

/** Recorded L1 blocks 0–4: a two-blob batcher transaction in block 2, a pruned one in 3, calldata in 4. */
function recordL1(blobHashes: { twoBlobs: Hex[]; pruned: Hex }, calldata: Uint8Array): RecordedChain {
  const hash = (number: number) => keccak256(toHex(`l1 block ${ number }`));
  const transactions: Record<number, Array<Record<string, unknown>>> = {
    2: [ { type: '0x3', input: '0x', blobVersionedHashes: blobHashes.twoBlobs, maxFeePerBlobGas: '0x1' } ],
    3: [ { type: '0x3', input: '0x', blobVersionedHashes: [ blobHashes.pruned ], maxFeePerBlobGas: '0x1' } ],
    4: [ { type: '0x2', input: bytesToHex(calldata) } ],
  };
  const blocks = [ 0, 1, 2, 3, 4 ].map((number) => ({
    number: toHex(number), hash: hash(number), parentHash: number === 0 ? `0x${ '00'.repeat(32) }` : hash(number - 1),
    timestamp: toHex(BEACON_GENESIS + slotOf(number) * SLOT_SECONDS),
    transactions: (transactions[number] ?? []).map((fields, index) => ({ ...fields, hash: keccak256(toHex(`l1 tx ${ number }.${ index }`)),
      blockHash: hash(number), blockNumber: toHex(number), transactionIndex: toHex(index), from: BATCHER, to: INBOX, value: '0x0' })),
  }));
  const receipts = blocks.flatMap((block) => block.transactions.map((tx) => ({ transactionHash: tx.hash, blockHash: tx.blockHash,
    blockNumber: tx.blockNumber, transactionIndex: tx.transactionIndex, status: '0x1', logs: [] })));
  return { chainId: '0x1', blocks, receipts };
}

describe('blob batches', () => {
  let l1: ReplayNode;
  let beacon: BeaconNode;
  let chain: RecordedChain;
  const dbs: Database[] = [];

  beforeAll(async() => {
    const [ first, second ] = batcherPayloads(0x11, [ 1, 2 ], 2).map((payload, index) => blobOf(payload, index + 1));
    const pruned = blobOf(batcherPayloads(0x22, [ 3 ], 1)[0], 9);
    chain = recordL1({ twoBlobs: [ first.versionedHash, second.versionedHash ], pruned: pruned.versionedHash }, batcherPayloads(0x33, [ 4, 5 ], 1)[0]);
    l1 = await createReplayNode(chain);
    // Slot 12 (L1 block 2) has both blobs; slot 13 (block 3) is gone from the node.
    beacon = await createBeaconNode({ genesisTime: BEACON_GENESIS, secondsPerSlot: SLOT_SECONDS, slots: new Map([ [ slotOf(2), [ first, second ] ] ]) });
  });

  afterAll(async() => {
    for (const db of dbs) await db.close();
    await l1?.close();
    await beacon?.close();
  });

  const settings = () => ({ INDEXER_OPTIMISM_L1_RPC: l1.url, INDEXER_OPTIMISM_L1_PORTAL_CONTRACT: PORTAL, INDEXER_OPTIMISM_L1_BATCH_INBOX: INBOX,
    INDEXER_OPTIMISM_L1_BATCH_SUBMITTER: BATCHER, INDEXER_BEACON_RPC_URL: beacon.url, INDEXER_OPTIMISM_L2_GENESIS_TIMESTAMP: String(l2Time(0)) });

  /** A database holding L2 blocks 0–9, as the main stages would have indexed them. */
  async function l2Database(): Promise<Database> {
    const db = await createTestDatabase();
    dbs.push(db);
    await insertRows(db, 'blocks', Array.from({ length: 10 }, (_, number) => blockRow(number)));
    return db;
  }

  /** A batch's L2 blocks (PostgreSQL hands bigint columns over as strings, PGlite as numbers). */
  const l2Range = (batch: BatchRow) => [ Number(batch.l2_start_block_number), Number(batch.l2_end_block_number) ];

  async function catchUp(db: Database) {
    const stage = createRollupStage({ db, l1: createRpcClient({ url: l1.url, maxRetries: 0 }), config: readRollupConfig(settings())!, logger: createSilentLogger() });
    for (let round = 0; round < 20 && await stage.step() > 0; round++) { /* until idle */ }
    return stage;
  }

  it('reads a channel split over two blobs into one batch that lists both, beside calldata batches; a pruned blob is skipped', async() => {
    const db = await l2Database();
    await catchUp(db);
    const [ calldata, blob ] = await listBatches(db, { limit: 10 });
    const twoBlobTx = chain.blocks[2].transactions as Array<{ hash: Hex; blobVersionedHashes: Hex[] }>;
    expect(l2Range(blob)).toEqual([ 1, 2 ]);
    expect(blob).toMatchObject({ container: 'in_blob4844',
      l1_transaction_hashes: [ twoBlobTx[0].hash ], blobs: twoBlobTx[0].blobVersionedHashes.map((hash) => ({ hash,
        l1_transaction_hash: twoBlobTx[0].hash, l1_timestamp: new Date((BEACON_GENESIS + slotOf(2) * SLOT_SECONDS) * 1000).toISOString() })) });
    expect(l2Range(calldata)).toEqual([ 4, 5 ]);
    expect(calldata).toMatchObject({ container: 'in_calldata', blobs: [] });
    // L2 block 3's batch was in the pruned blob: no batch claims it.
    expect((await listBatches(db, { limit: 10 })).length).toBe(2);

    let app: FastifyInstance | null = null;
    try {
      app = buildApp({ db, config: testApiConfig({ ...settings(), API_CACHE_TTL_MS: '0' }) });
      await app.ready();
      const api = createApiClient(() => app!, { specPath: OPTIMISM_SPEC_PATH });
      const listed = await api.getValid('/api/v2/optimism/batches', '/v2/optimism/batches');
      expect(listed.items.map((item: { batch_data_container: string }) => item.batch_data_container)).toEqual([ 'in_calldata', 'in_blob4844' ]);
      const detail = await api.getValid(`/api/v2/optimism/batches/${ blob.number }`, '/v2/optimism/batches/{number}');
      expect(detail.blobs).toEqual(twoBlobTx[0].blobVersionedHashes.map((hash) => expect.objectContaining({ hash, l1_transaction_hash: twoBlobTx[0].hash })));
      expect(detail).not.toHaveProperty('commitment');
    } finally {
      await app?.close();
    }
  }, 30_000);

  it('waits while the beacon node is down, losing nothing, and carries on when it is back', async() => {
    const db = await l2Database();
    beacon.down = true;
    try {
      const stage = createRollupStage({ db, l1: createRpcClient({ url: l1.url, maxRetries: 0 }), config: readRollupConfig(settings())!, logger: createSilentLogger() });
      const failure = await stage.step().then(() => null, (error: unknown) => error);
      expect(failure).toBeInstanceOf(RpcError);
      expect((failure as RpcError).retryable).toBe(true);
      expect(await listBatches(db, { limit: 10 })).toEqual([]);
    } finally {
      beacon.down = false;
    }
    await catchUp(db);
    expect((await listBatches(db, { limit: 10 })).map((batch) => batch.container)).toEqual([ 'in_calldata', 'in_blob4844' ]);
  }, 30_000);

  it('reads a beacon node that serves only /eth/v1/beacon/blobs, matching blobs to the block\'s hashes by position', async() => {
    const db = await l2Database();
    beacon.mode = 'blobs-only';
    beacon.requests.length = 0;
    try {
      await catchUp(db);
    } finally {
      beacon.mode = 'sidecars';
    }
    expect(beacon.requests).toContain(`/eth/v1/beacon/blobs/${ slotOf(2) }`);
    const [ , blob ] = await listBatches(db, { limit: 10 });
    expect(blob.container).toBe('in_blob4844');
    expect(l2Range(blob)).toEqual([ 1, 2 ]);
    expect(blob.blobs.map((item) => item.hash)).toEqual((chain.blocks[2].transactions as Array<{ blobVersionedHashes: Hex[] }>)[0].blobVersionedHashes);
  }, 30_000);
});
