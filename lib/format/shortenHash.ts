import { ELLIPSIS } from './shortenAddress';

/** Hashes of this many characters or fewer are shown whole (spec §5). */
export const HASH_FULL_MAX_LENGTH = 8;
const HASH_TAIL_LENGTH = 4;
/** Hex digits kept after the `0x` prefix, so head and tail show 4 digits each. */
const HASH_HEAD_DIGITS = 4;

/**
 * Short hash display: keeps a 4-character tail (spec §5) and a head of `0x` plus 4 digits
 * (4 characters when there is no `0x`): `'0x1234…abcd'`. Shown whole when 8 characters or
 * fewer, and also whenever cutting would not make the text shorter.
 */
export function shortenHash(hash: string): string {
  const headLength = (hash.startsWith('0x') ? 2 : 0) + HASH_HEAD_DIGITS;
  if (hash.length <= HASH_FULL_MAX_LENGTH || hash.length <= headLength + ELLIPSIS.length + HASH_TAIL_LENGTH) {
    return hash;
  }
  return `${ hash.slice(0, headLength) }${ ELLIPSIS }${ hash.slice(-HASH_TAIL_LENGTH) }`;
}
