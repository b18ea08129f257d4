/**
 * Tells a node's definite answer from a node that could not answer. A definite answer
 * (the contract reverted, the method does not exist, the transaction is gone after a
 * reorg) will be the same next time, so it may be stored as final. A node that could
 * not answer (a load-balanced backend behind the head says "header not found", a pruned
 * node "missing trie node", a rate limit, a time-out, a 5xx) may answer tomorrow: such
 * errors are retried and never stored as a result.
 */

/** JSON-RPC error codes that will not change on retry. */
const DEFINITE_CODES = new Set([
  -32601, // method not found
  -32602, // invalid params
  -32600, // invalid request
  3, // execution reverted (geth)
  -32015, // VM execution error (Nethermind)
  -32004, // method not supported (Hardhat)
]);

/** Codes that say "not now": limits and unavailable resources (EIP-1474). */
const UNAVAILABLE_CODES = new Set([
  -32005, // limit exceeded
  -32002, // resource unavailable
  429,
]);

/** The node ran the call and the contract said no: a revert reason may say anything, even "timeout". */
const EXECUTED_TEXT = /revert|invalid opcode|out of gas|stack (?:underflow|overflow)|invalid jump/i;
const EXECUTION_REVERTED = 3;

/**
 * The node could not answer this time, whatever code it wraps it in. Checked before
 * {@link DEFINITE_TEXT}: "header not found" must never read as a definite "not found".
 */
const UNAVAILABLE_TEXT = new RegExp([
  'header not found', 'block not found', 'unknown block', 'block .*(?:not|isn\'t) (?:found|available)',
  'missing trie node', 'state .*not available', 'historical state', 'state .*pruned', 'pruned',
  'timeout', 'timed out', 'deadline exceeded',
  'rate limit', 'limit (?:reached|exceeded)', 'too many requests', 'capacity', 'busy', 'overloaded',
  'try again', 'temporarily', 'unavailable', 'not synced', 'syncing', 'backend', 'upstream', 'connection',
].join('|'), 'i');

/** A transaction asked for by hash no longer exists on this branch (a reorg replaced it). */
const DEFINITE_TEXT = /transaction .*not found|unable to find a block containing transaction|unknown transaction|no such transaction/i;

/**
 * True when the node's error `{code, message}` is a definite answer, false when the
 * node could not answer and the same request may succeed later.
 */
export function isDefiniteAnswer(code: number | null | undefined, message: string): boolean {
  if (code === EXECUTION_REVERTED || EXECUTED_TEXT.test(message)) return true;
  if (code !== null && code !== undefined && UNAVAILABLE_CODES.has(code)) return false;
  if (UNAVAILABLE_TEXT.test(message)) return false;
  if (code !== null && code !== undefined && DEFINITE_CODES.has(code)) return true;
  return DEFINITE_TEXT.test(message);
}
