/** @jest-environment node */
// OP's encodings read from hand-built bytes: a deposit log of OP Mainnet (its L2 hash is the one
// OP Mainnet has), a withdrawal's MessagePassed, frames, channels, span and singular batches.
import zlib from 'node:zlib';

import { encodeAbiParameters, pad, toRlp, type Hex } from 'viem';

import { assembleChannel, BatchFormatError, decompressChannel, parseFrames, readBatches } from './batchDecoding';
import { depositTransactionHash, userDepositSourceHash } from './depositHash';
import { decodeMessagePassedData, decodeTransactionDeposited, splitVersionedNonce, TOPICS, type RawLog } from './opEvents';

describe('deposits', () => {
  // An OP Mainnet deposit (L1 block 0x634c…, log 109) and the L2 transaction hash it has on OP Mainnet.
  const from = '0x1a1E021A302C237453D3D45c7B82B19cEEB7E2e6';
  const opaque = '0x00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000045000000000000520800';
  const log: RawLog = {
    address: '0xbeb5fc579115071764c7423a4f12edde41f106ed',
    topics: [ TOPICS.transactionDeposited, pad(from.toLowerCase() as Hex), pad(from.toLowerCase() as Hex), pad('0x0') ],
    data: encodeAbiParameters([ { type: 'bytes' } ], [ opaque ]),
    blockNumber: '0x1',
    blockHash: '0x634c52556471c589f42db9131467e0c9484f5c73049e32d1a74e2a4ce0f91d57',
    transactionHash: '0xa08acae48f12243bccd7153c88d892673d5578cce4ee9988c0332e8bba47436b',
    logIndex: '0x6d',
  };

  it('unpacks opaqueData: mint, value, gas limit, creation flag, data', () => {
    const deposit = decodeTransactionDeposited(log);
    expect(deposit).toEqual({ from: from.toLowerCase(), to: from.toLowerCase(), version: 0n, mint: 0n, value: 0x45n, gasLimit: 0x5208n,
      isCreation: false, data: '0x' });
  });

  it('derives the L2 transaction hash OP Mainnet gave this deposit', () => {
    const sourceHash = userDepositSourceHash(log.blockHash, 109);
    expect(depositTransactionHash(sourceHash, decodeTransactionDeposited(log))).toBe('0x0a60b983815ed475c5919609025204a479654d93afc610feca7d99ae0befc329');
  });

  it('refuses opaqueData shorter than the packed fields', () => {
    expect(() => decodeTransactionDeposited({ ...log, data: encodeAbiParameters([ { type: 'bytes' } ], [ '0x00' ]) })).toThrow(/at least 73/);
  });
});

describe('withdrawals', () => {
  it('reads MessagePassed\'s data and OP\'s versioned nonce', () => {
    const hash = pad('0xabcd', { size: 32 });
    const data = encodeAbiParameters([ { type: 'uint256' }, { type: 'uint256' }, { type: 'bytes' }, { type: 'bytes32' } ], [ 5n, 100_000n, '0xdeadbeef', hash ]);
    expect(decodeMessagePassedData(data)).toEqual({ value: 5n, gasLimit: 100_000n, data: '0xdeadbeef', withdrawalHash: hash });
    expect(splitVersionedNonce((1n << 240n) | 7n)).toEqual({ nonce: 7n, version: 1 });
  });
});

/** uvarint as span batches write it. */
const uvarint = (value: number) => {
  const bytes: number[] = [];
  do {
    bytes.push((value & 0x7f) | (value >= 0x80 ? 0x80 : 0));
    value >>>= 7;
  } while (value > 0);
  return bytes;
};

/** A frame by OP's layout: channel_id (16) ++ frame_number (u16) ++ length (u32) ++ data ++ is_last. */
function frame(channel: number, number: number, data: Buffer, isLast: boolean): Buffer {
  const header = Buffer.alloc(22);
  header.fill(channel, 0, 16);
  header.writeUInt16BE(number, 16);
  header.writeUInt32BE(data.length, 18);
  return Buffer.concat([ header, data, Buffer.from([ isLast ? 1 : 0 ]) ]);
}

/** A span batch of three blocks (2, 0 and 1 transactions), 300 s after genesis, as RLP bytes. */
function spanBatch(): Buffer {
  const content = Buffer.from([
    ...uvarint(300), ...uvarint(5), ...Array(20).fill(0xaa), ...Array(20).fill(0xbb),
    ...uvarint(3), 0b00000101, ...uvarint(2), ...uvarint(0), ...uvarint(1),
    // The transactions follow; the decoder stops before them.
    0xde, 0xad,
  ]);
  return Buffer.from(toRlp(`0x01${ content.toString('hex') }`).slice(2), 'hex');
}

function singularBatch(timestamp: number, transactions: Hex[]): Buffer {
  const inner = toRlp([ pad('0x11', { size: 32 }), '0x05', pad('0x22', { size: 32 }), `0x${ timestamp.toString(16) }`, transactions ]);
  return Buffer.from(toRlp(`0x00${ inner.slice(2) }`).slice(2), 'hex');
}

describe('batches', () => {
  it('reads the frame header fields in OP\'s byte order', () => {
    const calldata = Buffer.concat([ Buffer.from([ 0 ]), frame(0x42, 258, Buffer.from('abc'), true) ]);
    expect(calldata.subarray(17, 23).toString('hex')).toBe('010200000003');
    expect(parseFrames(calldata)).toEqual([ { channelId: '42'.repeat(16), frameNumber: 258, data: Buffer.from('abc'), isLast: true } ]);
  });

  it('joins a channel\'s frames from several transactions and reads a zlib span batch', () => {
    const channel = zlib.deflateSync(spanBatch());
    const half = Math.floor(channel.length / 2);
    const first = parseFrames(Buffer.concat([ Buffer.from([ 0 ]), frame(1, 0, channel.subarray(0, half), false) ]));
    const second = parseFrames(Buffer.concat([ Buffer.from([ 0 ]), frame(1, 1, channel.subarray(half), true) ]));
    expect(assembleChannel(first)).toBeNull();
    const whole = assembleChannel([ ...second, ...first ]);
    expect(readBatches(decompressChannel(whole!))).toEqual([ { type: 'span', timestamp: 300n, relative: true, blockCount: 3, transactionsCount: 3 } ]);
  });

  it('reads singular batches, and Fjord\'s brotli channels', () => {
    const bytes = Buffer.concat([ singularBatch(1_700_000_000, [ '0x01', '0x0203' ]), singularBatch(1_700_000_002, []) ]);
    const brotli = Buffer.concat([ Buffer.from([ 1 ]), zlib.brotliCompressSync(bytes) ]);
    expect(readBatches(decompressChannel(brotli))).toEqual([
      { type: 'singular', timestamp: 1_700_000_000n, relative: false, blockCount: 1, transactionsCount: 2 },
      { type: 'singular', timestamp: 1_700_000_002n, relative: false, blockCount: 1, transactionsCount: 0 },
    ]);
  });

  it('refuses what is not OP\'s format with a BatchFormatError', () => {
    expect(() => parseFrames(Buffer.from([ 1, 2, 3 ]))).toThrow(BatchFormatError);
    expect(() => parseFrames(Buffer.concat([ Buffer.from([ 0 ]), frame(1, 0, Buffer.from('abc'), true).subarray(0, 20) ]))).toThrow(BatchFormatError);
    expect(() => decompressChannel(Buffer.from([ 0x42, 1, 2 ]))).toThrow(BatchFormatError);
    expect(() => readBatches(Buffer.from(toRlp('0x07aa').slice(2), 'hex'))).toThrow(/unknown batch type 7/);
  });
});
