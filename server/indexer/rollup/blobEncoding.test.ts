/** @jest-environment node */
// OP's blob encoding (version 0): a hand-built blob laid out by the rule (31 whole bytes per field
// element, three bytes spread as 6-bit pieces over the four top bytes of a round) decodes to its
// data; every size round-trips; blobs OP's encoder could not make are refused.
import { randomBytes } from 'node:crypto';

import { BLOB_SIZE, blobVersionedHash, BlobFormatError, decodeBlob, encodeBlob, MAX_BLOB_DATA } from './blobEncoding';

describe('OP blob encoding', () => {
  it('decodes a blob laid out by hand: version, 24-bit length, 27 bytes, then a byte split over two field elements\' top bits', () => {
    const data = Buffer.concat([ Buffer.from('OP frames start here, 27 b.'), Buffer.from([ 0xc5 ]) ]);
    expect(data.length).toBe(28);
    const blob = new Uint8Array(BLOB_SIZE);
    // Field element 0: 6 low bits of byte 27, version 0, length 28, data bytes 0–26.
    blob[0] = 0xc5 & 0b0011_1111;
    blob.set([ 0, 0, 0, 28 ], 1);
    blob.set(data.subarray(0, 27), 5);
    // Field element 1: byte 27's two high bits, in bits 4–5 of its top byte.
    blob[32] = (0xc5 & 0b1100_0000) >> 2;
    expect(Buffer.from(decodeBlob(blob))).toEqual(data);
  });

  it('writes what it decodes, for every size up to a full blob, with each field element\'s top two bits clear', () => {
    for (const size of [ 0, 1, 27, 28, 123, 124, 127, 128, 1_000, 65_536, MAX_BLOB_DATA ]) {
      for (const data of [ randomBytes(size), Buffer.alloc(size, 0xff) ]) {
        const blob = encodeBlob(data);
        expect(blob.length).toBe(BLOB_SIZE);
        expect(Array.from({ length: 4096 }, (_, element) => blob[element * 32]).filter((top) => top & 0b1100_0000)).toEqual([]);
        expect(Buffer.from(decodeBlob(blob))).toEqual(data);
      }
    }
    expect(() => encodeBlob(Buffer.alloc(MAX_BLOB_DATA + 1))).toThrow(BlobFormatError);
  });

  it('refuses blobs OP\'s encoder could not have made', () => {
    const blob = encodeBlob(Buffer.from('batcher data'));
    const changed = (edit: (copy: Uint8Array) => void) => {
      const copy = blob.slice();
      edit(copy);
      return () => decodeBlob(copy);
    };
    expect(changed((copy) => { copy[1] = 1; })).toThrow('encoding version 1');
    expect(changed((copy) => { copy[64] = 0x80; })).toThrow('top two bits');
    expect(changed((copy) => copy.set([ 0xff, 0xff, 0xff ], 2))).toThrow('cannot carry');
    expect(changed((copy) => { copy[20] = 7; })).toThrow('after the declared length');
    expect(changed((copy) => { copy[BLOB_SIZE - 1] = 1; })).toThrow('after the last round');
    expect(() => decodeBlob(blob.subarray(1))).toThrow(BlobFormatError);
  });

  it('derives EIP-4844\'s versioned hash of a commitment (the empty blob\'s is the well-known 0x010657…4014)', () => {
    const emptyBlobCommitment = new Uint8Array(48);
    emptyBlobCommitment[0] = 0xc0;
    expect(blobVersionedHash(emptyBlobCommitment)).toBe('0x010657f37554c781402a22917dee2f75def7ab966d7b770905398eba3c444014');
  });
});
