/** Fixed entities the stand-in API answers with, shared with the tests that check them. */
export const STAND_IN_BLOCK = { height: 1234, hash: `0x${ 'ab'.repeat(32) }` };
export const REORG_HASH = `0x${ 'cd'.repeat(32) }`;
export const CANONICAL_HASH = `0x${ 'ef'.repeat(32) }`;
/** A transaction id the stand-in answers with the API message 'Invalid tx hash' (spec §8). */
export const INVALID_TX_HASH_ID = 'invalid-tx-hash';
