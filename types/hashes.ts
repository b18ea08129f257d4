/**
 * The shapes of hashes and addresses, written once for the frontend and `server/`.
 * This file imports nothing: both sides depend on it, it depends on neither.
 */

/** An address: 0x and 20 bytes in hex, either case (user input, checksummed forms). */
export const ADDRESS_HASH_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/** A full hash: 0x and 32 bytes in hex, either case (transaction/block hashes, log topics, 32-byte words). */
export const FULL_HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;

/** An address already normalised to lowercase (stored values, socket topics): uppercase is refused. */
export const LOWERCASE_ADDRESS_HASH_PATTERN = /^0x[0-9a-f]{40}$/;

/** A full hash already normalised to lowercase (stored values, socket topics): uppercase is refused. */
export const LOWERCASE_FULL_HASH_PATTERN = /^0x[0-9a-f]{64}$/;

/** Whether `value` is a string matching ADDRESS_HASH_PATTERN; narrows it for callers. */
export function isAddressHash(value: unknown): value is `0x${ string }` {
  return typeof value === 'string' && ADDRESS_HASH_PATTERN.test(value);
}

/** Whether `value` is a string matching FULL_HASH_PATTERN; narrows it for callers. */
export function isFullHash(value: unknown): value is `0x${ string }` {
  return typeof value === 'string' && FULL_HASH_PATTERN.test(value);
}
