/** Fixed entities the stand-in API answers with, shared with the tests that check them. */
export const STAND_IN_BLOCK = { height: 1234, hash: `0x${ 'ab'.repeat(32) }` };
export const REORG_HASH = `0x${ 'cd'.repeat(32) }`;
export const CANONICAL_HASH = `0x${ 'ef'.repeat(32) }`;
