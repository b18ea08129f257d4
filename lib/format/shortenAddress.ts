/** The ellipsis used by every shortened hash or address (one character, U+2026). */
export const ELLIPSIS = '…';

/** Addresses of this many characters or fewer are shown whole. */
export const ADDRESS_FULL_MAX_LENGTH = 7;
const ADDRESS_HEAD_LENGTH = 4;
const ADDRESS_TAIL_LENGTH = 4;

/**
 * Short address display (spec §5): 7 characters or fewer in full; otherwise the first 4
 * characters of the string as given (the `0x` counts), an ellipsis and the last 4:
 * `0xAbC123…` → `'0xAb…7890'`.
 */
export function shortenAddress(address: string): string {
  if (address.length <= ADDRESS_FULL_MAX_LENGTH) {
    return address;
  }
  return `${ address.slice(0, ADDRESS_HEAD_LENGTH) }${ ELLIPSIS }${ address.slice(-ADDRESS_TAIL_LENGTH) }`;
}
