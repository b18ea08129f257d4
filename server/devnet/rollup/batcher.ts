/**
 * Step 5: the batcher posts every L2 block to the batch inbox on L1 in OP's real format: span
 * batches in a zlib channel, cut into frames of at most ~120 kB, one frame per transaction.
 *
 * Demo simplifications: every block of a span gets the L1 head of the moment as its L1 origin
 * (origin bit set on the first block when that head moved since the last span); the devnet's
 * blocks are not evenly spaced, so a real rollup node would derive other timestamps for the
 * later blocks of a span. The blocks posted are remembered in memory only: the L1 is in
 * memory too and starts empty at every start, and so does the batcher, at L2 block 1.
 */
import { hexToBigInt, hexToBytes, type Hash, type Hex } from 'viem';

import type { DevnetAccount } from '../accounts';
import type { Logger } from '../logger';
import type { Rng } from '../prng';
import {
  encodeBatcherCalldata, encodeChannel, encodeSpanBatch, spanBatchTxFromRpc, splitChannel, CHANNEL_ID_BYTES, type RpcTransactionFields,
} from './batchEncoding';
import { sendTx, type ChainSide } from './chainSide';
import { BATCH_INBOX_ADDRESS } from './opProtocol';
import type { RelayJob } from './relayJob';

/** Fewer new blocks than this wait for the next step: one L1 transaction per few L2 blocks. */
const MIN_BLOCKS_PER_POST = 3;
/** A channel holds at most this many blocks (a back-filled history goes out in several). */
const MAX_BLOCKS_PER_CHANNEL = 100;
const MAX_CHANNELS_PER_STEP = 4;
const TX_BASE_GAS = 21_000n;
/** EIP-7623's floor per calldata byte (10 per token; a non-zero byte is 4 tokens): above the standard cost for data-only transactions. */
const FLOOR_GAS_PER_ZERO_BYTE = 10n;
const FLOOR_GAS_PER_NONZERO_BYTE = 40n;

interface RpcBlockWithTxs {
  number: Hex;
  hash: Hex;
  parentHash: Hex;
  timestamp: Hex;
  transactions: RpcTransactionFields[];
}

/** The gas of a transaction that only carries `data` to an account without code. */
export function calldataGas(data: Hex): bigint {
  const bytes = hexToBytes(data);
  const zeros = BigInt(bytes.filter((byte) => byte === 0).length);
  return TX_BASE_GAS + zeros * FLOOR_GAS_PER_ZERO_BYTE + (BigInt(bytes.length) - zeros) * FLOOR_GAS_PER_NONZERO_BYTE;
}

export interface Batcher extends RelayJob {
  /** The last L2 block whose batch was sent (L2 block 0, the genesis, is never batched). */
  postedThrough(): bigint;
}

export function createBatcher(args: { l1: ChainSide; l2: ChainSide; batcher: DevnetAccount; rng: Rng; logger: Logger }): Batcher {
  let nextBlock = 1n;
  let lastOriginNumber: bigint | undefined;
  let genesisTimestamp: bigint | undefined;

  const getBlock = async(number: bigint) => await args.l2.devnet.provider.request({
    method: 'eth_getBlockByNumber', params: [ `0x${ number.toString(16) }`, true ],
  }) as RpcBlockWithTxs;

  async function postChannel(first: bigint, last: bigint, l1Origin: { number: bigint; hash: Hex }): Promise<Hash[]> {
    const blocks: RpcBlockWithTxs[] = [];
    for (let number = first; number <= last; number++) blocks.push(await getBlock(number));
    genesisTimestamp ??= hexToBigInt((await getBlock(0n)).timestamp);
    const batch = encodeSpanBatch({
      genesisTimestamp,
      l1Origin,
      blocks: blocks.map((block, index) => ({
        timestamp: hexToBigInt(block.timestamp),
        parentHash: block.parentHash,
        originChanged: index === 0 && lastOriginNumber !== l1Origin.number,
        transactions: block.transactions.map(spanBatchTxFromRpc),
      })),
    });
    const channelId = hexToBytes(args.rng.bytes32()).subarray(0, CHANNEL_ID_BYTES);
    const frames = splitChannel(encodeChannel([ batch ]), channelId);
    const hashes: Hash[] = [];
    for (const frame of frames) {
      const data = encodeBatcherCalldata([ frame ]);
      hashes.push(await sendTx(args.l1, { label: 'batch', from: args.batcher, to: BATCH_INBOX_ADDRESS, data, gas: calldataGas(data) }));
    }
    args.logger.debug({ first_block: Number(first), last_block: Number(last), frames: frames.length, batch_bytes: batch.length }, 'channel posted');
    return hashes;
  }

  return {
    name: 'batch',
    postedThrough: () => nextBlock - 1n,
    async run() {
      const head = await args.l2.client.getBlockNumber();
      if (head - nextBlock + 1n < MIN_BLOCKS_PER_POST) return {};
      const origin = await args.l1.client.getBlock({ blockTag: 'latest' });
      const l1Origin = { number: origin.number, hash: origin.hash };
      const sent: Hash[] = [];
      for (let channel = 0; channel < MAX_CHANNELS_PER_STEP && nextBlock <= head; channel++) {
        const last = nextBlock + BigInt(MAX_BLOCKS_PER_CHANNEL) - 1n < head ? nextBlock + BigInt(MAX_BLOCKS_PER_CHANNEL) - 1n : head;
        sent.push(...await postChannel(nextBlock, last, l1Origin));
        nextBlock = last + 1n;
        lastOriginNumber = l1Origin.number;
      }
      return { l1: sent };
    },
  };
}
