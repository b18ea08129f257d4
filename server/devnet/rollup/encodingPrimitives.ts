/**
 * The two number layouts of OP's span batches that RLP does not cover: unsigned varints and
 * "standard bitlists". Shared by the batch prefix and payload and by the transaction section.
 */
import { BatchEncodingError } from './errors';

/**
 * Unsigned LEB128 (protobuf's uvarint): seven bits per byte, least significant group first,
 * the high bit set on every byte but the last. 300 → `ac 02`.
 */
export function encodeUvarint(value: bigint | number): Uint8Array {
  let rest = BigInt(value);
  if (rest < 0n) throw new BatchEncodingError(`a uvarint cannot hold ${ rest }`);
  const bytes: number[] = [];
  do {
    const group = Number(rest & 0x7fn);
    rest >>= 7n;
    bytes.push(rest > 0n ? group | 0x80 : group);
  } while (rest > 0n);
  return Uint8Array.from(bytes);
}

/**
 * OP's standard bitlist: bit `i` of a big-endian integer is element `i`, left-padded with
 * zeroes to whole bytes. `[true, false, true]` → `05`; element 8 alone of 10 → `01 00`.
 */
export function encodeBitlist(bits: ReadonlyArray<boolean>): Uint8Array {
  const bytes = new Uint8Array(Math.ceil(bits.length / 8));
  bits.forEach((bit, index) => {
    if (bit) bytes[bytes.length - 1 - Math.floor(index / 8)] |= 1 << (index % 8);
  });
  return bytes;
}

/** The minimal big-endian bytes of an integer as RLP wants them: empty for zero. */
export function rlpUint(value: bigint): `0x${ string }` {
  if (value === 0n) return '0x';
  const hex = value.toString(16);
  return `0x${ hex.length % 2 === 1 ? `0${ hex }` : hex }`;
}
