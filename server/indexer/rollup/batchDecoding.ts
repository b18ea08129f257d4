/**
 * Reading what a batcher posts to the inbox, in OP's derivation format: calldata of frames,
 * frames joined into channels, a channel decompressed into batches, and each batch read only
 * as far as the L2 blocks it carries and their transaction counts. Span batches (Delta and
 * later) and singular batches both; zlib channels and Fjord's brotli ones.
 */
import zlib from 'node:zlib';

import { fromRlp, type Hex } from 'viem';

/** Derivation version 0: the only calldata format OP defines. */
const DERIVATION_VERSION_0 = 0;
/** Fjord's channel version byte for brotli; zlib streams start with a CMF byte instead. */
const CHANNEL_VERSION_BROTLI = 1;
/** Fjord's limit on a channel's decompressed size (MAX_RLP_BYTES_PER_CHANNEL). */
export const MAX_CHANNEL_BYTES = 100_000_000;
const BATCH_TYPE_SINGULAR = 0;
const BATCH_TYPE_SPAN = 1;

export interface Frame {
  channelId: string;
  frameNumber: number;
  data: Buffer;
  isLast: boolean;
}

export class BatchFormatError extends Error {}

/** The frames of one batcher transaction's calldata or of one of its blobs (version byte, then frames back to back). */
export function parseFrames(calldata: Buffer): Frame[] {
  if (calldata.length === 0) return [];
  if (calldata[0] !== DERIVATION_VERSION_0) throw new BatchFormatError(`derivation version ${ calldata[0] } is not 0`);
  const frames: Frame[] = [];
  let offset = 1;
  while (offset < calldata.length) {
    // channel_id (16) ++ frame_number (u16) ++ frame_data_length (u32) ++ frame_data ++ is_last (u8)
    if (offset + 16 + 2 + 4 > calldata.length) throw new BatchFormatError('a frame header runs past the calldata');
    const channelId = calldata.subarray(offset, offset + 16).toString('hex');
    const frameNumber = calldata.readUInt16BE(offset + 16);
    const length = calldata.readUInt32BE(offset + 18);
    const start = offset + 22;
    if (start + length + 1 > calldata.length) throw new BatchFormatError('a frame\'s data runs past the calldata');
    const isLast = calldata[start + length];
    if (isLast > 1) throw new BatchFormatError(`is_last is ${ isLast }`);
    frames.push({ channelId, frameNumber, data: Buffer.from(calldata.subarray(start, start + length)), isLast: isLast === 1 });
    offset = start + length + 1;
  }
  return frames;
}

/**
 * The channel's data once every frame up to the last is there (frame numbers 0…n), else null.
 */
export function assembleChannel(frames: ReadonlyArray<Pick<Frame, 'frameNumber' | 'data' | 'isLast'>>): Buffer | null {
  const byNumber = new Map(frames.map((frame) => [ frame.frameNumber, frame ]));
  const last = frames.find((frame) => frame.isLast);
  if (!last) return null;
  const parts: Buffer[] = [];
  for (let number = 0; number <= last.frameNumber; number++) {
    const frame = byNumber.get(number);
    if (!frame) return null;
    parts.push(frame.data);
  }
  return Buffer.concat(parts);
}

/** A channel's decompressed bytes: zlib (RFC 1950) or, after a version byte 1, brotli. */
export function decompressChannel(channel: Buffer): Buffer {
  if (channel.length === 0) throw new BatchFormatError('an empty channel');
  const options = { maxOutputLength: MAX_CHANNEL_BYTES };
  try {
    if (channel[0] === CHANNEL_VERSION_BROTLI) return zlib.brotliDecompressSync(channel.subarray(1), options);
    // A zlib stream's first byte holds the method 8 (deflate) in its low four bits.
    if ((channel[0] & 0x0f) === 8) return zlib.inflateSync(channel, { ...options, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  } catch (error) {
    throw new BatchFormatError(`the channel does not decompress: ${ (error as Error).message }`);
  }
  throw new BatchFormatError(`unknown channel compression (first byte ${ channel[0] })`);
}

/** The L2 blocks one batch carries: the first one's timestamp, how many, and their transactions. */
export interface BatchBlocks {
  type: 'singular' | 'span';
  /** Absolute for singular batches; relative to the L2 genesis time for span batches. */
  timestamp: bigint;
  relative: boolean;
  blockCount: number;
  transactionsCount: number;
}

/** Reads one RLP string at `offset`: its content and where the next item starts. */
function readRlpString(bytes: Buffer, offset: number): { content: Buffer; next: number } {
  const prefix = bytes[offset];
  if (prefix < 0x80) return { content: bytes.subarray(offset, offset + 1), next: offset + 1 };
  if (prefix <= 0xb7) {
    const length = prefix - 0x80;
    return { content: bytes.subarray(offset + 1, offset + 1 + length), next: offset + 1 + length };
  }
  if (prefix <= 0xbf) {
    const lengthOfLength = prefix - 0xb7;
    const length = Number(BigInt(`0x${ bytes.subarray(offset + 1, offset + 1 + lengthOfLength).toString('hex') }`));
    const start = offset + 1 + lengthOfLength;
    if (start + length > bytes.length) throw new BatchFormatError('a batch runs past the channel');
    return { content: bytes.subarray(start, start + length), next: start + length };
  }
  throw new BatchFormatError('a channel item is an RLP list, not a batch string');
}

/** An unsigned LEB128 varint, as span batches write their numbers. */
function readUvarint(bytes: Buffer, offset: number): { value: bigint; next: number } {
  let value = 0n;
  let shift = 0n;
  for (let index = offset; index < bytes.length && index < offset + 10; index++) {
    value |= BigInt(bytes[index] & 0x7f) << shift;
    if ((bytes[index] & 0x80) === 0) return { value, next: index + 1 };
    shift += 7n;
  }
  throw new BatchFormatError('a varint runs past its batch');
}

function readSpanBatch(content: Buffer): BatchBlocks {
  // prefix: rel_timestamp, l1_origin_num, parent_check (20), l1_origin_check (20)
  const relTimestamp = readUvarint(content, 0);
  const origin = readUvarint(content, relTimestamp.next);
  let offset = origin.next + 40;
  // payload: block_count, origin_bits, block_tx_counts, then the transactions (not needed here)
  const blockCount = readUvarint(content, offset);
  if (blockCount.value === 0n || blockCount.value > 10_000_000n) throw new BatchFormatError(`a span batch of ${ blockCount.value } blocks`);
  offset = blockCount.next + Math.ceil(Number(blockCount.value) / 8);
  let transactionsCount = 0;
  for (let block = 0; block < Number(blockCount.value); block++) {
    const count = readUvarint(content, offset);
    transactionsCount += Number(count.value);
    offset = count.next;
  }
  return { type: 'span', timestamp: relTimestamp.value, relative: true, blockCount: Number(blockCount.value), transactionsCount };
}

function readSingularBatch(content: Buffer): BatchBlocks {
  // rlp([parent_hash, epoch_number, epoch_hash, timestamp, transaction_list])
  const fields = fromRlp(`0x${ content.toString('hex') }` as Hex, 'hex');
  if (!Array.isArray(fields) || fields.length !== 5 || !Array.isArray(fields[4]) || Array.isArray(fields[3])) {
    throw new BatchFormatError('a singular batch is not [parent_hash, epoch_number, epoch_hash, timestamp, transactions]');
  }
  const timestamp = fields[3] === '0x' ? 0n : BigInt(fields[3]);
  return { type: 'singular', timestamp, relative: false, blockCount: 1, transactionsCount: fields[4].length };
}

/** Every batch of a decompressed channel, in order. */
export function readBatches(decompressed: Buffer): BatchBlocks[] {
  const batches: BatchBlocks[] = [];
  let offset = 0;
  while (offset < decompressed.length) {
    const { content, next } = readRlpString(decompressed, offset);
    offset = next;
    if (content.length === 0) throw new BatchFormatError('an empty batch');
    if (content[0] === BATCH_TYPE_SPAN) batches.push(readSpanBatch(content.subarray(1)));
    else if (content[0] === BATCH_TYPE_SINGULAR) batches.push(readSingularBatch(content.subarray(1)));
    else throw new BatchFormatError(`unknown batch type ${ content[0] }`);
  }
  return batches;
}
