/**
 * The batcher's side of OP's derivation format (specs/protocol/derivation.md, and
 * delta/span-batches.md): L2 blocks → batches → a zlib channel → frames → batcher
 * transactions' calldata. Exported for the indexer's decoder tests, which build their own
 * fixtures with it.
 *
 *   calldata = 0x00 (derivation version) ++ frame ++ frame …
 *   frame    = channel_id (16) ++ frame_number (u16 BE) ++ frame_data_length (u32 BE) ++ frame_data ++ is_last (0/1)
 *   channel  = zlib(rlp_string(batch) ++ rlp_string(batch) …), batch = batch_type ++ content
 */
import { deflateSync } from 'node:zlib';

import { concatBytes, hexToBytes, toHex, toRlp, type Hex } from 'viem';

import { encodeBitlist, encodeUvarint, rlpUint } from './encodingPrimitives';
import { BatchEncodingError } from './errors';
import { encodeSpanBatchTxs, type SpanBatchTx } from './spanBatchTxs';

export { encodeBitlist, encodeUvarint } from './encodingPrimitives';
export { encodeSpanBatchTxs, spanBatchTxFromRpc, type RpcTransactionFields, type SpanBatchTx } from './spanBatchTxs';

/** The only calldata version OP defines. */
export const DERIVATION_VERSION_0 = 0;
export const SINGULAR_BATCH_TYPE = 0;
/** Span batches, OP's default since Delta. */
export const SPAN_BATCH_TYPE = 1;
export const CHANNEL_ID_BYTES = 16;
/** channel_id (16) + frame_number (2) + frame_data_length (4) + is_last (1). */
export const FRAME_OVERHEAD_BYTES = 23;
/** OP's batcher default for a calldata transaction (`max-l1-tx-size-bytes`). */
export const MAX_BATCHER_TX_BYTES = 120_000;
/** The most frame data one batcher transaction of one frame holds. */
export const MAX_FRAME_DATA_BYTES = MAX_BATCHER_TX_BYTES - 1 - FRAME_OVERHEAD_BYTES;
/** Bytes of a hash kept by a span batch's parent and L1 origin checks. */
const CHECK_BYTES = 20;

/** One frame of a channel. */
export interface Frame {
  channelId: Uint8Array;
  frameNumber: number;
  data: Uint8Array;
  isLast: boolean;
}

/** A frame's bytes: header, data, then the is_last byte. */
export function encodeFrame(frame: Frame): Uint8Array {
  if (frame.channelId.length !== CHANNEL_ID_BYTES) throw new BatchEncodingError(`a channel id of ${ frame.channelId.length } bytes`);
  const header = Buffer.alloc(6);
  header.writeUInt16BE(frame.frameNumber, 0);
  header.writeUInt32BE(frame.data.length, 2);
  return concatBytes([ frame.channelId, header, frame.data, Uint8Array.of(frame.isLast ? 1 : 0) ]);
}

/** A batcher transaction's calldata: the version byte, then the frames back to back. */
export function encodeBatcherCalldata(frames: ReadonlyArray<Frame>): Hex {
  return toHex(concatBytes([ Uint8Array.of(DERIVATION_VERSION_0), ...frames.map(encodeFrame) ]));
}

/** A channel's bytes: each batch as an RLP byte string, the whole zlib-compressed (RFC 1950). */
export function encodeChannel(batches: ReadonlyArray<Uint8Array>): Uint8Array {
  return deflateSync(concatBytes(batches.map((batch) => toRlp(batch, 'bytes'))));
}

/** Cuts a channel into numbered frames of at most `maxFrameDataBytes`; the last one says so. */
export function splitChannel(channel: Uint8Array, channelId: Uint8Array, maxFrameDataBytes: number = MAX_FRAME_DATA_BYTES): Frame[] {
  const frames: Frame[] = [];
  for (let offset = 0, frameNumber = 0; offset < channel.length || frameNumber === 0; offset += maxFrameDataBytes, frameNumber++) {
    const data = channel.subarray(offset, offset + maxFrameDataBytes);
    frames.push({ channelId, frameNumber, data, isLast: offset + maxFrameDataBytes >= channel.length });
  }
  return frames;
}

/** One L2 block of a span batch. */
export interface SpanBatchBlock {
  timestamp: bigint;
  parentHash: Hex;
  /** The block starts a new L1 origin (epoch): its origin bit. */
  originChanged: boolean;
  transactions: ReadonlyArray<SpanBatchTx>;
}

export interface SpanBatchInput {
  /** The L2 genesis time (`genesis.l2_time`), which `rel_timestamp` counts from. */
  genesisTimestamp: bigint;
  /** The L1 origin of the span's last block. */
  l1Origin: { number: bigint; hash: Hex };
  blocks: ReadonlyArray<SpanBatchBlock>;
}

const check = (hash: Hex) => hexToBytes(hash).subarray(0, CHECK_BYTES);

/**
 * A span batch (type 1): `0x01 ++ prefix ++ payload`, where
 * prefix = rel_timestamp ++ l1_origin_num ++ parent_check ++ l1_origin_check and
 * payload = block_count ++ origin_bits ++ block_tx_counts ++ txs.
 */
export function encodeSpanBatch(input: SpanBatchInput): Uint8Array {
  const [ first ] = input.blocks;
  if (!first) throw new BatchEncodingError('a span batch needs at least one block');
  if (first.timestamp < input.genesisTimestamp) throw new BatchEncodingError('a span batch block older than the L2 genesis');
  return concatBytes([
    Uint8Array.of(SPAN_BATCH_TYPE),
    encodeUvarint(first.timestamp - input.genesisTimestamp),
    encodeUvarint(input.l1Origin.number),
    check(first.parentHash),
    check(input.l1Origin.hash),
    encodeUvarint(input.blocks.length),
    encodeBitlist(input.blocks.map((block) => block.originChanged)),
    ...input.blocks.map((block) => encodeUvarint(block.transactions.length)),
    encodeSpanBatchTxs(input.blocks.flatMap((block) => block.transactions)),
  ]);
}

/** A singular batch: one L2 block and its signed transactions (EIP-2718 encoded). */
export interface SingularBatch {
  parentHash: Hex;
  epochNumber: bigint;
  epochHash: Hex;
  timestamp: bigint;
  transactions: ReadonlyArray<Hex>;
}

/** The pre-Delta batch (type 0): `0x00 ++ rlp([parent_hash, epoch_number, epoch_hash, timestamp, transaction_list])`. */
export function encodeSingularBatch(batch: SingularBatch): Uint8Array {
  return concatBytes([
    Uint8Array.of(SINGULAR_BATCH_TYPE),
    toRlp([ batch.parentHash, rlpUint(batch.epochNumber), batch.epochHash, rlpUint(batch.timestamp), [ ...batch.transactions ] ], 'bytes'),
  ]);
}
