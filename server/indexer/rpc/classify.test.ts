/** @jest-environment node */
import { isDefiniteAnswer } from './classify';

describe('isDefiniteAnswer', () => {
  it.each([
    [ -32000, 'header not found' ],
    [ -32000, 'missing trie node 1a2b3c (path ) state 0x… is not available' ],
    [ -32000, 'unknown block' ],
    [ -32603, 'block not found: 0x1234' ],
    [ -32000, 'required historical state unavailable (reexec=128)' ],
    [ -32005, 'daily request count exceeded, request rate limited' ],
    [ 429, 'Too Many Requests' ],
    [ -32000, 'request timed out' ],
    [ -32603, 'upstream connect error or disconnect/reset before headers' ],
    [ -32000, 'execution timeout' ],
    [ -32002, 'resource unavailable' ],
    [ null, 'the backend is syncing, try again later' ],
  ])('retries a node that could not answer: %s %s', (code, message) => {
    expect(isDefiniteAnswer(code, message)).toBe(false);
  });

  it.each([
    [ 3, 'execution reverted' ],
    [ 3, 'execution reverted: Auction timeout' ],
    [ -32603, 'Error: VM Exception while processing transaction: reverted with reason string \'not owner\'' ],
    [ -32000, 'invalid opcode: INVALID' ],
    [ -32000, 'out of gas' ],
    [ -32601, 'the method foo_bar does not exist/is not available' ],
    [ -32602, 'invalid argument 0: hex string has length 3, want 40 for common.Address' ],
    [ -32004, 'Method trace_replayBlockTransactions is not supported' ],
    [ -32000, 'transaction 0xabc not found' ],
    [ -32000, 'Unable to find a block containing transaction 0xabc' ],
  ])('takes a contract\'s or a method\'s answer as final: %s %s', (code, message) => {
    expect(isDefiniteAnswer(code, message)).toBe(true);
  });
});
