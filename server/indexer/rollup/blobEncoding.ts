/**
 * OP's packing of batcher data into an EIP-4844 blob (version 0), both ways.
 *
 * A blob is 4,096 field elements of 32 bytes whose top two bits must stay zero. OP fills it
 * in rounds of four field elements: each carries 31 whole bytes in its bytes 1–31, and its
 * first byte carries 6 bits; the four 6-bit pieces of a round are three more bytes. So a round
 * holds 127 bytes. The first field element gives bytes 1–4 to the encoding version and the
 * data's length (24-bit big-endian), which leaves 130,044 bytes for data.
 * What a blob decodes to is what calldata carries: a derivation version byte, then frames.
 */
import { createHash } from 'node:crypto';

export const BLOB_SIZE = 4096 * 32;
const ROUNDS = 1024;
const ENCODING_VERSION = 0;
/** 1,024 rounds of 127 bytes, less the 4 bytes of version and length. */
export const MAX_BLOB_DATA = ROUNDS * 127 - 4;

export class BlobFormatError extends Error {}

/** The data a blob carries; throws {@link BlobFormatError} on a blob OP's encoder could not have made. */
export function decodeBlob(blob: Uint8Array): Uint8Array {
  if (blob.length !== BLOB_SIZE) throw new BlobFormatError(`a blob is ${ BLOB_SIZE } bytes, not ${ blob.length }`);
  if (blob[1] !== ENCODING_VERSION) throw new BlobFormatError(`blob encoding version ${ blob[1] } is not ${ ENCODING_VERSION }`);
  const length = (blob[2] << 16) | (blob[3] << 8) | blob[4];
  if (length > MAX_BLOB_DATA) throw new BlobFormatError(`a blob cannot carry ${ length } bytes`);

  // Rounds are laid out as 4 × 32 output bytes, the last of each 32 filled from the 6-bit pieces;
  // the round's 128th byte does not exist, so each round moves the output on by 127.
  const output = new Uint8Array(ROUNDS * 128);
  const sixBits = new Uint8Array(4);
  let roundsRead = 0;
  for (let round = 0; round < ROUNDS && (round === 0 || round * 127 - 4 < length); round++) {
    for (let element = 0; element < 4; element++) {
      const start = (round * 4 + element) * 32;
      if (blob[start] & 0b1100_0000) throw new BlobFormatError(`field element ${ round * 4 + element } uses its top two bits`);
      sixBits[element] = blob[start];
      output.set(blob.subarray(start + 1, start + 32), round * 127 + element * 32);
    }
    const base = round * 127;
    output[base + 31] = (sixBits[0] & 0b0011_1111) | ((sixBits[1] & 0b0011_0000) << 2);
    output[base + 63] = (sixBits[1] & 0b0000_1111) | ((sixBits[3] & 0b0000_1111) << 4);
    output[base + 95] = (sixBits[2] & 0b0011_1111) | ((sixBits[3] & 0b0011_0000) << 2);
    roundsRead = round + 1;
  }
  // Round 0's first four bytes are the version and the length, not data.
  const data = output.subarray(4, 4 + roundsRead * 127);
  if (data.subarray(length).some((byte) => byte !== 0)) throw new BlobFormatError('data after the declared length');
  if (blob.subarray(roundsRead * 128).some((byte) => byte !== 0)) throw new BlobFormatError('data after the last round');
  return data.slice(0, length);
}

/** `data` packed into a blob as OP's batcher packs it (the demo and the tests post blobs). */
export function encodeBlob(data: Uint8Array): Uint8Array {
  if (data.length > MAX_BLOB_DATA) throw new BlobFormatError(`a blob cannot carry ${ data.length } bytes`);
  // The stream a blob stores: version, 24-bit length, then the data, 127 bytes per round.
  const stream = new Uint8Array(ROUNDS * 127);
  stream.set([ ENCODING_VERSION, (data.length >> 16) & 0xff, (data.length >> 8) & 0xff, data.length & 0xff ]);
  stream.set(data, 4);
  const blob = new Uint8Array(BLOB_SIZE);
  const rounds = Math.ceil((data.length + 4) / 127);
  for (let round = 0; round < rounds; round++) {
    const base = round * 127;
    const [ x, y, z ] = [ stream[base + 31], stream[base + 63], stream[base + 95] ];
    const sixBits = [ x & 0b0011_1111, (y & 0b0000_1111) | ((x & 0b1100_0000) >> 2), z & 0b0011_1111,
      ((z & 0b1100_0000) >> 2) | ((y & 0b1111_0000) >> 4) ];
    for (let element = 0; element < 4; element++) {
      const start = (round * 4 + element) * 32;
      blob[start] = sixBits[element];
      blob.set(stream.subarray(base + element * 32, base + element * 32 + 31), start + 1);
    }
  }
  return blob;
}

/** EIP-4844's versioned hash of a KZG commitment: version byte 0x01, then sha256's last 31 bytes. */
export function blobVersionedHash(commitment: Uint8Array): `0x${ string }` {
  const digest = createHash('sha256').update(commitment).digest();
  digest[0] = 0x01;
  return `0x${ digest.toString('hex') }`;
}
