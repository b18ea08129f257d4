/** @jest-environment node */
import { inflateSync } from 'node:zlib';

import { bytesToHex, hexToBytes, type Hex } from 'viem';

import {
  encodeBatcherCalldata, encodeBitlist, encodeChannel, encodeFrame, encodeSingularBatch, encodeSpanBatch, encodeSpanBatchTxs, encodeUvarint,
  spanBatchTxFromRpc, splitChannel, type SpanBatchTx,
} from './batchEncoding';
import { calldataGas } from './batcher';

const hex = (bytes: Uint8Array) => bytesToHex(bytes).slice(2);
const repeat = (byte: string, count: number) => byte.repeat(count);
const CHANNEL_ID = hexToBytes('0x000102030405060708090a0b0c0d0e0f');

describe('encodeUvarint', () => {
  it('writes seven bits per byte, low group first, the high bit on all but the last', () => {
    expect(hex(encodeUvarint(0))).toBe('00');
    expect(hex(encodeUvarint(1))).toBe('01');
    expect(hex(encodeUvarint(127))).toBe('7f');
    expect(hex(encodeUvarint(128))).toBe('8001');
    expect(hex(encodeUvarint(300))).toBe('ac02');
    expect(hex(encodeUvarint(16_384n))).toBe('808001');
    // 21000 = 164 * 128 + 8: 0x08 | 0x80, then 164 = 1 * 128 + 36: 0x24 | 0x80, then 1.
    expect(hex(encodeUvarint(21_000))).toBe('88a401');
  });
});

describe('encodeBitlist', () => {
  it('is a big-endian integer whose bit i is element i, padded to whole bytes', () => {
    expect(hex(encodeBitlist([]))).toBe('');
    expect(hex(encodeBitlist([ true, false, true ]))).toBe('05');
    expect(hex(encodeBitlist([ true, ...Array<boolean>(8).fill(false), true ]))).toBe('0201');
    expect(hex(encodeBitlist([ ...Array<boolean>(8).fill(false), true, false ]))).toBe('0100');
  });
});

describe('frames and channels', () => {
  it('writes a frame as channel_id, u16 frame_number, u32 frame_data_length, data and is_last', () => {
    const frame = encodeFrame({ channelId: CHANNEL_ID, frameNumber: 1, data: Uint8Array.of(0xaa, 0xbb), isLast: true });
    expect(hex(frame)).toBe('000102030405060708090a0b0c0d0e0f' + '0001' + '00000002' + 'aabb' + '01');
  });

  it('puts derivation version 0 before the frames of a batcher transaction', () => {
    const frames = [ 0, 1 ].map((frameNumber) => ({ channelId: CHANNEL_ID, frameNumber, data: Uint8Array.of(0xcc), isLast: frameNumber === 1 }));
    expect(encodeBatcherCalldata(frames)).toBe(`0x00${ hex(encodeFrame(frames[0])) }${ hex(encodeFrame(frames[1])) }`);
  });

  it('cuts a channel into numbered frames and marks only the last', () => {
    const frames = splitChannel(new Uint8Array(250).fill(7), CHANNEL_ID, 100);
    expect(frames.map((frame) => [ frame.frameNumber, frame.data.length, frame.isLast ])).toEqual([ [ 0, 100, false ], [ 1, 100, false ], [ 2, 50, true ] ]);
    expect(splitChannel(new Uint8Array(200), CHANNEL_ID, 100).map((frame) => frame.isLast)).toEqual([ false, true ]);
  });

  it('compresses the batches, each an RLP byte string, as one zlib stream', () => {
    const channel = encodeChannel([ Uint8Array.of(1, 2), new Uint8Array(60).fill(3) ]);
    // A zlib (RFC 1950) header: deflate with a 32 kB window.
    expect(channel[0]).toBe(0x78);
    expect(hex(inflateSync(channel))).toBe('820102' + 'b83c' + repeat('03', 60));
  });
});

/** One EIP-1559 transaction with small round numbers, worked out by hand below. */
const EIP1559_TX: SpanBatchTx = {
  type: 2, to: `0x${ repeat('33', 20) }`, value: 1n, nonce: 7n, gas: 21_000n, data: '0xabcd', r: 1n, s: 2n, yParity: 1, protected: false,
  maxPriorityFeePerGas: 2n, maxFeePerGas: 3n, accessList: [],
};

describe('encodeSpanBatch', () => {
  it('matches a span batch of two blocks and one transaction worked out by hand', () => {
    const batch = encodeSpanBatch({
      genesisTimestamp: 1000n,
      l1Origin: { number: 5n, hash: `0x${ repeat('22', 32) }` },
      blocks: [
        { timestamp: 1300n, parentHash: `0x${ repeat('11', 32) }`, originChanged: true, transactions: [ EIP1559_TX ] },
        { timestamp: 1302n, parentHash: `0x${ repeat('44', 32) }`, originChanged: false, transactions: [] },
      ],
    });
    expect(hex(batch)).toBe([
      '01', // batch type: span
      'ac02', // rel_timestamp 300
      '05', // l1_origin_num
      repeat('11', 20), // parent_check
      repeat('22', 20), // l1_origin_check
      '02', // block_count
      '01', // origin_bits: block 0 only
      '01', '00', // block_tx_counts
      '00', // contract_creation_bits
      '01', // y_parity_bits
      `${ repeat('00', 31) }01${ repeat('00', 31) }02`, // tx_sigs: r, s
      repeat('33', 20), // tx_tos
      '02' + 'c7' + '01' + '02' + '03' + '82abcd' + 'c0', // tx_datas: 0x02 ++ rlp([value, tip, fee cap, data, access list])
      '07', // tx_nonces
      '88a401', // tx_gases
      '', // protected_bits: no legacy transaction
    ].join(''));
  });

  it('leaves creations out of tx_tos and writes a protected bit per legacy transaction', () => {
    const legacy = (v: Hex, to: Hex | null) => spanBatchTxFromRpc({
      type: '0x0', to, value: '0x0', nonce: '0x0', gas: '0x5208', input: '0x', r: '0x1', s: '0x1', v, gasPrice: '0x1',
    });
    // 265 * 2 + 35 + 1 = 566: EIP-155 on the QNM chain, y parity 1.
    const protectedTx = legacy('0x236', null);
    const unprotectedTx = legacy('0x1b', `0x${ repeat('55', 20) }`);
    expect([ protectedTx.yParity, protectedTx.protected, unprotectedTx.yParity, unprotectedTx.protected ]).toEqual([ 1, true, 0, false ]);
    const encoded = hex(encodeSpanBatchTxs([ protectedTx, unprotectedTx ]));
    const sigs = `${ repeat('00', 31) }01`.repeat(4);
    // Creation bits 01, y parity 01, sigs, one `to`, rlp([0, 1, 0x]) twice, nonces, gases, protected bits 01.
    expect(encoded).toBe([ '01', '01', sigs, repeat('55', 20), 'c3800180', 'c3800180', '00', '00', '88a401', '88a401', '01' ].join(''));
  });

  it('refuses an empty span', () => {
    expect(() => encodeSpanBatch({ genesisTimestamp: 0n, l1Origin: { number: 0n, hash: `0x${ repeat('00', 32) }` }, blocks: [] })).toThrow();
  });
});

describe('encodeSingularBatch', () => {
  it('is 0x00 ++ rlp([parent_hash, epoch_number, epoch_hash, timestamp, transactions])', () => {
    const batch = encodeSingularBatch({
      parentHash: `0x${ repeat('11', 32) }`, epochNumber: 5n, epochHash: `0x${ repeat('22', 32) }`, timestamp: 1300n, transactions: [ '0x02aa' ],
    });
    expect(hex(batch)).toBe('00' + 'f84a' + 'a0' + repeat('11', 32) + '05' + 'a0' + repeat('22', 32) + '820514' + 'c3' + '8202aa');
  });
});

describe('calldataGas', () => {
  it('charges the EIP-7623 floor: 10 per zero byte, 40 per other byte', () => {
    expect(calldataGas('0x0001')).toBe(21_050n);
  });
});
