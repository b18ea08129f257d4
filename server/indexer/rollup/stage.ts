/**
 * The rollup (OP stack) stage: follows L1 from `INDEXER_OPTIMISM_L1_START_BLOCK` and records
 * the portal's deposits and withdrawal proofs and finalizations, the oracle's output roots and
 * the batcher's frames (from calldata, or from blobs read from the L1's beacon node), decoded
 * into batches of L2 blocks. Ranges of `eth_getLogs` adapt:
 * halved while the provider refuses one, doubled back after. The last L1 blocks read are kept
 * by hash; when L1 reorganises, the rows of the lost blocks go and the stage reads again from
 * the fork. It resumes from its cursor after a restart.
 */
import { hexToBigInt, hexToNumber, type Hex } from 'viem';

import type { Logger } from '../../common/logger';
import type { Database, Queryable } from '../../db';
import * as store from '../../db/queries/optimism';
import type { RollupConfig } from './config';
import { RpcError } from '../errors';
import type { RpcClient } from '../rpc/client';
import { assembleChannel, BatchFormatError, decompressChannel, parseFrames, readBatches } from './batchDecoding';
import { createBeaconClient, type BeaconClient } from './beaconClient';
import { BlobFormatError, decodeBlob } from './blobEncoding';
import { depositTransactionHash, userDepositSourceHash } from './depositHash';
import {
  decodeDisputeGameCreated, decodeOutputProposed, decodeTransactionDeposited, decodeWithdrawalFinalized, decodeWithdrawalProven, TOPICS, type RawLog,
} from './opEvents';

/** L1 blocks kept by hash to find a fork in; deeper reorgs than this are not expected on L1. */
const REORG_WINDOW = 64;
/** Whole blocks fetched per step when batches are read (the inbox is found in transactions, not logs). */
const BLOCKS_PER_STEP_WITH_BATCHES = 50;
const CURSOR_KEY = 'op_l1_cursor';
export const CHALLENGE_PERIOD_KEY = 'op_challenge_period_seconds';
/** `FINALIZATION_PERIOD_SECONDS()` of the L2OutputOracle. */
const FINALIZATION_PERIOD_SELECTOR = '0xf4daa291';
/** A dispute game's and its factory's views (OP's FaultDisputeGame, DisputeGameFactory). */
const GAME = { l2BlockNumber: '0x8b85902b', status: '0x200d2ed2', resolvedAt: '0x19effeb4', gameCount: '0x4d1975b4' } as const;
/** Games in progress whose result is read again per round. */
const OPEN_GAMES_PER_ROUND = 100;

interface L1Block {
  number: Hex;
  hash: Hex;
  timestamp: Hex;
  transactions: Array<Hex | L1Transaction>;
}

interface L1Transaction {
  hash: Hex;
  from: Hex;
  to: Hex | null;
  input: Hex;
  type?: Hex;
  /** EIP-4844 transactions (type 3): the versioned hashes of their blobs. */
  blobVersionedHashes?: Hex[];
}

export interface RollupStageOptions {
  db: Database;
  /** The L1 node. */
  l1: RpcClient;
  config: RollupConfig;
  logger: Logger;
  /** The L1's beacon node; by default the one `config.beaconRpcUrl` names, if any. */
  beacon?: BeaconClient | null;
}

export function createRollupStage({ db, l1, config, logger, beacon: beaconOption }: RollupStageOptions) {
  const log = logger.child({ stage: 'rollup' });
  const beacon = beaconOption !== undefined ? beaconOption :
    config.beaconRpcUrl ? createBeaconClient({ url: config.beaconRpcUrl, logger: log }) : null;
  let warnedNoBeacon = false;
  let range = config.l1LogsRange;
  let challengePeriodRead = config.challengePeriodSeconds !== null;

  async function readCursor(): Promise<number> {
    const [ row ] = await db.query<{ value: number }>('SELECT value FROM indexer_state WHERE key = $1', [ CURSOR_KEY ]);
    return row ? Number(row.value) : config.l1StartBlock - 1;
  }

  async function writeCursor(tx: Queryable, number: number) {
    await tx.query(`INSERT INTO indexer_state (key, value, updated_at) VALUES ($1, $2::jsonb, now())
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`, [ CURSOR_KEY, JSON.stringify(number) ]);
  }

  /** The oracle's finalization period, once, for the API's withdrawal statuses. */
  async function readChallengePeriod() {
    if (challengePeriodRead || !config.outputOracle) return;
    const answer = await l1.request<Hex>('eth_call', [ { to: config.outputOracle, data: FINALIZATION_PERIOD_SELECTOR }, 'latest' ]);
    const seconds = answer && answer !== '0x' ? Number(hexToBigInt(answer)) : null;
    if (seconds !== null) {
      await db.query(`INSERT INTO indexer_state (key, value, updated_at) VALUES ($1, $2::jsonb, now())
        ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`, [ CHALLENGE_PERIOD_KEY, JSON.stringify(seconds) ]);
    }
    challengePeriodRead = true;
  }

  const header = (number: number) => l1.request<L1Block | null>('eth_getBlockByNumber', [ `0x${ number.toString(16) }`, false ]);

  /**
   * Compares the newest L1 blocks read with L1 now; on a difference, forgets what was read
   * above the highest block both still share and moves the cursor there.
   */
  async function undoLostBlocks(cursor: number): Promise<number> {
    const recent = await store.recentL1Blocks(db, REORG_WINDOW);
    if (recent.length === 0) return cursor;
    const newest = await header(recent[0].number);
    if (newest?.hash === recent[0].hash) return cursor;
    const current = await Promise.all(recent.map((block) => header(block.number)));
    const kept = recent.find((block, index) => current[index]?.hash === block.hash);
    const fork = kept ? kept.number : Math.max(config.l1StartBlock - 1, recent[recent.length - 1].number - 1);
    await db.transaction(async(tx) => {
      await store.deleteAboveL1Block(tx, fork);
      await writeCursor(tx, fork);
    });
    log.warn({ l1_block: recent[0].number, fork }, 'L1 reorganised: the rows of the lost blocks are gone, reading again from the fork');
    return fork;
  }

  /** The portal's and oracle's logs in [from, to]; the range shrinks while the provider refuses it. */
  async function getLogs(from: number, to: number): Promise<RawLog[] | null> {
    const addresses = [ config.portal, ...config.outputOracle ? [ config.outputOracle ] : [],
      ...config.disputeGameFactory ? [ config.disputeGameFactory ] : [] ];
    try {
      const logs = await l1.request<RawLog[]>('eth_getLogs', [ {
        fromBlock: `0x${ from.toString(16) }`, toBlock: `0x${ to.toString(16) }`, address: addresses,
        topics: [ [ TOPICS.transactionDeposited, TOPICS.withdrawalProven, TOPICS.withdrawalFinalized, TOPICS.outputProposed,
          TOPICS.disputeGameCreated ] ],
      } ]);
      range = Math.min(config.l1LogsRange, range * 2);
      return logs;
    } catch (error) {
      // Providers refuse wide ranges in many wordings (too many results, block range too large, timeout).
      if (error instanceof RpcError && range > 1) {
        range = Math.max(1, Math.floor(range / 2));
        log.debug({ err: error, range }, 'eth_getLogs refused a range: halving it');
        return null;
      }
      throw error;
    }
  }

  async function fetchBlocks(numbers: number[], full: boolean): Promise<Map<number, L1Block>> {
    const blocks = await Promise.all(numbers.map((number) => l1.request<L1Block | null>('eth_getBlockByNumber', [ `0x${ number.toString(16) }`, full ])));
    const byNumber = new Map<number, L1Block>();
    blocks.forEach((block, index) => {
      if (!block) throw new RpcError(`L1 block ${ numbers[index] } is not there (yet)`, { method: 'eth_getBlockByNumber', retryable: true });
      byNumber.set(numbers[index], block);
    });
    return byNumber;
  }

  async function origins(logs: RawLog[], blocks: Map<number, L1Block>): Promise<Map<string, Hex>> {
    const byHash = new Map<string, Hex>();
    for (const block of blocks.values()) {
      for (const transaction of block.transactions) if (typeof transaction === 'object') byHash.set(transaction.hash, transaction.from);
    }
    const missing = [ ...new Set(logs.map((entry) => entry.transactionHash)) ].filter((hash) => !byHash.has(hash));
    const found = await Promise.all(missing.map((hash) => l1.request<L1Transaction | null>('eth_getTransactionByHash', [ hash ])));
    found.forEach((transaction, index) => { if (transaction) byHash.set(missing[index], transaction.from); });
    return byHash;
  }

  /** Reads the next range of L1; resolves to the number of L1 blocks it covered. */
  async function readRange(): Promise<number> {
    let cursor = await readCursor();
    cursor = await undoLostBlocks(cursor);
    const head = Number(await l1.request<Hex>('eth_blockNumber'));
    const from = cursor + 1;
    if (from > head) return 0;
    const withBatches = config.batchInbox !== null;
    const to = Math.min(head, from + range - 1, withBatches ? from + BLOCKS_PER_STEP_WITH_BATCHES - 1 : Infinity);
    const logs = await getLogs(from, to);
    if (logs === null) return 1;

    const numbers = withBatches ?
      Array.from({ length: to - from + 1 }, (_, index) => from + index) :
      [ ...new Set([ ...logs.map((entry) => hexToNumber(entry.blockNumber)), to ]) ];
    const blocks = await fetchBlocks(numbers, withBatches);
    // A log of a block that is gone by now: L1 moved under us; the next step sees the reorg.
    if (logs.some((entry) => blocks.get(hexToNumber(entry.blockNumber))?.hash !== entry.blockHash)) return 1;
    const from_ = await origins(logs.filter((entry) => entry.topics[0] === TOPICS.transactionDeposited), blocks);
    const rows = decodeLogs(logs, blocks, from_);
    const games = await disputeGames(logs, blocks);
    const frames = withBatches ? await batcherFrames(blocks) : [];

    await db.transaction(async(tx) => {
      await store.insertDeposits(tx, rows.deposits);
      await store.insertWithdrawalEvents(tx, rows.withdrawalEvents);
      await store.insertOutputRoots(tx, rows.outputRoots);
      await store.insertDisputeGames(tx, games);
      await store.insertFrames(tx, frames);
      await store.rememberL1Blocks(tx, [ ...blocks.values() ].map((block) => ({ number: hexToNumber(block.number), hash: block.hash })), REORG_WINDOW);
      await writeCursor(tx, to);
    });
    if (rows.count + games.length + frames.length > 0) {
      log.debug({ from, to, deposits: rows.deposits.length, withdrawal_events: rows.withdrawalEvents.length,
        output_roots: rows.outputRoots.length, dispute_games: games.length, frames: frames.length }, 'L1 range read');
    }
    return to - from + 1;
  }

  function decodeLogs(logs: RawLog[], blocks: Map<number, L1Block>, originOf: Map<string, Hex>) {
    const deposits: store.DepositRow[] = [];
    const withdrawalEvents: store.WithdrawalEventRow[] = [];
    const outputRoots: store.OutputRootRow[] = [];
    for (const entry of logs) {
      const number = hexToNumber(entry.blockNumber);
      const timestamp = new Date(hexToNumber(blocks.get(number)!.timestamp) * 1000);
      const where = { l1_block_hash: entry.blockHash, l1_log_index: hexToNumber(entry.logIndex), l1_block_number: number,
        l1_transaction_hash: entry.transactionHash };
      const address = entry.address.toLowerCase();
      try {
        if (address === config.portal && entry.topics[0] === TOPICS.transactionDeposited) {
          const deposit = decodeTransactionDeposited(entry);
          const sourceHash = userDepositSourceHash(entry.blockHash, where.l1_log_index);
          deposits.push({ ...where, l1_block_timestamp: timestamp, l1_transaction_origin: (originOf.get(entry.transactionHash) ?? deposit.from).toLowerCase(),
            source_hash: sourceHash, l2_transaction_hash: depositTransactionHash(sourceHash, deposit), l2_gas_limit: String(deposit.gasLimit),
            from_hash: deposit.from, to_hash: deposit.to, mint: String(deposit.mint), value: String(deposit.value) });
        } else if (address === config.portal && entry.topics[0] === TOPICS.withdrawalProven) {
          withdrawalEvents.push({ ...where, l1_timestamp: timestamp, withdrawal_hash: decodeWithdrawalProven(entry).withdrawalHash, kind: 'proven', success: null });
        } else if (address === config.portal && entry.topics[0] === TOPICS.withdrawalFinalized) {
          const finalized = decodeWithdrawalFinalized(entry);
          withdrawalEvents.push({ ...where, l1_timestamp: timestamp, withdrawal_hash: finalized.withdrawalHash, kind: 'finalized', success: finalized.success });
        } else if (address === config.outputOracle && entry.topics[0] === TOPICS.outputProposed) {
          const output = decodeOutputProposed(entry);
          outputRoots.push({ ...where, l1_timestamp: timestamp, l2_output_index: String(output.l2OutputIndex),
            l2_block_number: String(output.l2BlockNumber), output_root: output.outputRoot });
        }
      } catch (error) {
        // One malformed log (another contract's event under the same topic) must not stop L1 reading.
        log.warn({ err: error, l1_transaction_hash: entry.transactionHash, log_index: where.l1_log_index }, 'an OP event that does not decode: skipped');
      }
    }
    return { deposits, withdrawalEvents, outputRoots, count: deposits.length + withdrawalEvents.length + outputRoots.length };
  }

  const call = (to: string, data: string, block: string) => l1.request<Hex>('eth_call', [ { to, data }, block ]);
  const uint = (answer: Hex) => (answer && answer !== '0x' ? hexToBigInt(answer) : 0n);

  /**
   * The factory's new games: each game's L2 block read from the game, its index from the
   * factory's count at the end of its block (games of one block numbered in log order).
   */
  async function disputeGames(logs: RawLog[], blocks: Map<number, L1Block>): Promise<store.DisputeGameRow[]> {
    const created = logs.filter((entry) => entry.address.toLowerCase() === config.disputeGameFactory && entry.topics[0] === TOPICS.disputeGameCreated);
    const byBlock = new Map<string, RawLog[]>();
    for (const entry of created) byBlock.set(entry.blockNumber, [ ...byBlock.get(entry.blockNumber) ?? [], entry ]);
    const rows: store.DisputeGameRow[] = [];
    for (const [ blockNumber, entries ] of byBlock) {
      const count = Number(uint(await call(config.disputeGameFactory!, GAME.gameCount, blockNumber)));
      const games = entries.map(decodeDisputeGameCreated);
      const l2Blocks = await Promise.all(games.map((game) => call(game.game, GAME.l2BlockNumber, blockNumber)));
      entries.forEach((entry, position) => {
        const block = blocks.get(hexToNumber(entry.blockNumber))!;
        rows.push({ l1_block_hash: entry.blockHash, l1_log_index: hexToNumber(entry.logIndex), l1_block_number: hexToNumber(entry.blockNumber),
          l1_transaction_hash: entry.transactionHash, game_index: String(count - entries.length + position), game_type: games[position].gameType,
          contract_address_hash: games[position].game, root_claim: games[position].rootClaim, l2_block_number: String(uint(l2Blocks[position])),
          created_at: new Date(hexToNumber(block.timestamp) * 1000), resolved_at: null, status: 0 });
      });
    }
    return rows;
  }

  /** Reads the result of the games still in progress; resolves to how many ended. */
  async function refreshOpenGames(): Promise<number> {
    const open = await store.openDisputeGames(db, OPEN_GAMES_PER_ROUND);
    const answers = await Promise.all(open.map(async({ contract_address_hash: game }) =>
      [ uint(await call(game, GAME.status, 'latest')), uint(await call(game, GAME.resolvedAt, 'latest')) ] as const));
    let ended = 0;
    for (const [ index, [ status, resolvedAt ] ] of answers.entries()) {
      if (status === 0n) continue;
      await store.resolveDisputeGame(db, open[index].contract_address_hash, Number(status), new Date(Number(resolvedAt) * 1000));
      ended++;
    }
    return ended;
  }

  /** The frames of the batcher's transactions to the inbox: in their calldata, or in their blobs. */
  async function batcherFrames(blocks: Map<number, L1Block>): Promise<store.FrameRow[]> {
    const frames: store.FrameRow[] = [];
    for (const block of blocks.values()) {
      const where = { l1_block_hash: block.hash, l1_block_number: hexToNumber(block.number), l1_timestamp: new Date(hexToNumber(block.timestamp) * 1000) };
      const transactions = block.transactions.filter((transaction): transaction is L1Transaction => typeof transaction === 'object');
      const batcherTransactions = transactions.filter((transaction) => transaction.to?.toLowerCase() === config.batchInbox &&
        transaction.from.toLowerCase() === config.batchSubmitter);
      const blobs = batcherTransactions.some(isBlobTransaction) ? await blobsOfBlock(block, transactions) : null;
      for (const transaction of batcherTransactions) {
        const payloads = isBlobTransaction(transaction) ?
          (transaction.blobVersionedHashes ?? []).map((hash) => ({ blobHash: hash.toLowerCase(), data: blobData(blobs, hash, transaction.hash) })) :
          [ { blobHash: null, data: Buffer.from(transaction.input.slice(2), 'hex') } ];
        for (const { blobHash, data } of payloads) {
          if (!data) continue;
          try {
            for (const frame of parseFrames(data)) {
              frames.push({ ...where, l1_transaction_hash: transaction.hash, channel_id: frame.channelId, frame_number: frame.frameNumber,
                is_last: frame.isLast, data: frame.data, blob_hash: blobHash });
            }
          } catch (error) {
            if (!(error instanceof BatchFormatError)) throw error;
            log.warn({ err: error, l1_transaction_hash: transaction.hash, blob_hash: blobHash }, 'batcher data that is not OP frames: skipped');
          }
        }
      }
    }
    return frames;
  }

  /** The blobs of an L1 block from the beacon node; null when there is none to ask or it keeps them no longer. */
  async function blobsOfBlock(block: L1Block, transactions: L1Transaction[]): Promise<Map<string, Uint8Array> | null> {
    if (!beacon) {
      if (!warnedNoBeacon) log.warn({ l1_block: hexToNumber(block.number) }, 'the batcher posts blobs: set INDEXER_BEACON_RPC_URL to read those batches');
      warnedNoBeacon = true;
      return null;
    }
    const hashes = transactions.flatMap((transaction) => transaction.blobVersionedHashes ?? []).map((hash) => hash.toLowerCase());
    const blobs = await beacon.blobsAt(hexToNumber(block.timestamp), hashes);
    if (!blobs) log.warn({ l1_block: hexToNumber(block.number) }, 'the beacon node no longer has this block\'s blobs: its batches are skipped');
    return blobs;
  }

  /** The data a batcher blob carries; null (logged) when it is not there or not OP's encoding. */
  function blobData(blobs: Map<string, Uint8Array> | null, hash: Hex, transactionHash: Hex): Buffer | null {
    const blob = blobs?.get(hash.toLowerCase());
    if (!blob) {
      if (blobs) log.warn({ l1_transaction_hash: transactionHash, blob_hash: hash }, 'a batcher blob the beacon node does not have: skipped');
      return null;
    }
    try {
      return Buffer.from(decodeBlob(blob));
    } catch (error) {
      if (!(error instanceof BlobFormatError)) throw error;
      log.warn({ err: error, l1_transaction_hash: transactionHash, blob_hash: hash }, 'a batcher blob not in OP\'s encoding: skipped');
      return null;
    }
  }

  /** Where the L2 chain's timestamps count from (span batches are relative to it). */
  async function genesisTimestamp(): Promise<number | null> {
    return config.l2GenesisTimestamp ?? store.l2BlockTimestamp(db, 0);
  }

  /** The L2 block at `timestamp`: the indexed one, or by the block time once the indexer is past it; null to wait. */
  async function l2BlockAt(timestamp: bigint, genesis: number): Promise<number | null> {
    const indexed = await store.l2BlockAtTimestamp(db, timestamp);
    if (indexed !== null) return indexed;
    const latest = await store.latestL2Timestamp(db);
    if (latest === null || latest < Number(timestamp)) return null;
    return Math.floor((Number(timestamp) - genesis) / config.l2BlockTime);
  }

  /** Decodes every channel whose frames are all there; resolves to the batches made. */
  async function closeChannels(): Promise<number> {
    let made = 0;
    for (const channelId of await store.channelsWithLastFrame(db)) {
      const frames = await store.framesOfChannel(db, channelId);
      const channel = assembleChannel(frames.map((frame) => ({ frameNumber: frame.frame_number, data: Buffer.from(frame.data), isLast: frame.is_last })));
      if (!channel) continue;
      const last = frames.reduce((newest, frame) => (frame.l1_block_number > newest.l1_block_number ? frame : newest));
      let batches;
      try {
        batches = readBatches(decompressChannel(channel));
      } catch (error) {
        if (!(error instanceof BatchFormatError)) throw error;
        log.warn({ err: error, channel_id: channelId }, 'a channel that does not decode: dropped');
        await store.deleteChannelFrames(db, channelId);
        continue;
      }
      if (batches.length === 0) {
        await store.deleteChannelFrames(db, channelId);
        continue;
      }
      const genesis = await genesisTimestamp();
      if (genesis === null) return made;
      const first = batches[0];
      const start = await l2BlockAt(first.relative ? BigInt(genesis) + first.timestamp : first.timestamp, genesis);
      const lastBatch = batches[batches.length - 1];
      const lastStart = await l2BlockAt(lastBatch.relative ? BigInt(genesis) + lastBatch.timestamp : lastBatch.timestamp, genesis);
      // Its L2 blocks are not indexed yet: the channel waits for the next round.
      if (start === null || lastStart === null) continue;
      await db.transaction(async(tx) => {
        await store.insertBatch(tx, {
          l1_block_hash: last.l1_block_hash, l1_block_number: Number(last.l1_block_number), l1_timestamp: last.l1_timestamp,
          l1_transaction_hashes: [ ...new Set(frames.map((frame) => frame.l1_transaction_hash)) ],
          l2_start_block_number: String(start), l2_end_block_number: String(lastStart + lastBatch.blockCount - 1),
          transactions_count: batches.reduce((sum, batch) => sum + batch.transactionsCount, 0),
          container: frames.some((frame) => frame.blob_hash) ? 'in_blob4844' : 'in_calldata', blobs: blobsOfFrames(frames),
        });
        await store.deleteChannelFrames(tx, channelId);
      });
      made++;
    }
    return made;
  }

  return {
    /** One round: the next L1 range, then the channels it completed. Resolves to the work done (0: idle). */
    async step(): Promise<number> {
      await readChallengePeriod();
      const read = await readRange();
      const batches = config.batchInbox ? await closeChannels() : 0;
      // A game that ends adds no L1 block to read, so it is not counted as work (the stage may rest).
      if (config.disputeGameFactory) await refreshOpenGames();
      return read + batches;
    },
  };
}

function isBlobTransaction(transaction: L1Transaction): boolean {
  return transaction.type === '0x3' || (transaction.blobVersionedHashes?.length ?? 0) > 0;
}

/** The blobs a channel's frames came from, once each, in frame order. */
function blobsOfFrames(frames: store.FrameRow[]): store.BatchBlob[] {
  const blobs = new Map<string, store.BatchBlob>();
  for (const frame of frames) {
    if (frame.blob_hash && !blobs.has(frame.blob_hash)) {
      blobs.set(frame.blob_hash, { hash: frame.blob_hash, l1_transaction_hash: frame.l1_transaction_hash, l1_timestamp: new Date(frame.l1_timestamp).toISOString() });
    }
  }
  return [ ...blobs.values() ];
}
