/**
 * Reads JSON-RPC errors the way the trace code needs: was it the node that said no,
 * and did it say "no such method", "no such tracer" or "no such transaction"? Works
 * on plain `{code, message}` errors (EIP-1193 providers, Hardhat) and on viem's
 * wrapped ones (`code`, `details`, `cause`).
 */

const MISSING_METHOD_CODES = new Set([
  -32601, // method not found (JSON-RPC 2.0)
  -32004, // method not supported (EIP-1474; Hardhat)
]);
const MISSING_METHOD_TEXT = /method.*(not found|does not exist|not available|not supported|unsupported|not implemented|disabled)|(unknown|unsupported) method|not implemented/i;
const MISSING_TRACER_TEXT = /tracer.*(not found|unknown|unsupported|not supported|not defined|invalid)|(unknown|unsupported|invalid) tracer|only supports the default tracer/i;
const NOT_FOUND_TEXT = /not found|unable to find|unknown transaction|no such transaction|cannot find|could not find|genesis is not traceable/i;

/** The JSON-RPC error code, or undefined when `error` did not come from the node (a transport failure). */
export function rpcErrorCode(error: unknown): number | undefined {
  for (let current = error, hops = 0; isRecord(current) && hops < 5; current = current.cause, hops++) {
    if (typeof current.code === 'number' && Number.isInteger(current.code)) return current.code;
  }
  return undefined;
}

/**
 * The node's own words along the cause chain. viem's `message` also quotes the request
 * body (which names the method), so when `details` (the node's message) is there it
 * is used instead.
 */
export function rpcErrorTexts(error: unknown): string[] {
  const parts: string[] = [];
  for (let current = error, hops = 0; isRecord(current) && hops < 5; current = current.cause, hops++) {
    if (typeof current.details === 'string') parts.push(current.details);
    else if (typeof current.message === 'string') parts.push(current.message);
    if (isRecord(current.data) && typeof current.data.message === 'string') parts.push(current.data.message);
  }
  return parts;
}

/** The node does not have the method (or has it switched off). */
export function isMissingMethodError(error: unknown): boolean {
  const code = rpcErrorCode(error);
  return code !== undefined && (MISSING_METHOD_CODES.has(code) || says(error, MISSING_METHOD_TEXT));
}

/** The node has the method but not the tracer asked for. */
export function isMissingTracerError(error: unknown): boolean {
  return rpcErrorCode(error) !== undefined && says(error, MISSING_TRACER_TEXT);
}

/** The node understood the request but has no such transaction (or cannot trace that block). */
export function isNotFoundError(error: unknown): boolean {
  return rpcErrorCode(error) !== undefined && !isMissingMethodError(error) && !isMissingTracerError(error) &&
    says(error, NOT_FOUND_TEXT);
}

function says(error: unknown, pattern: RegExp): boolean {
  return rpcErrorTexts(error).some((text) => pattern.test(text));
}

function isRecord(value: unknown): value is Record<string, unknown> & { cause?: unknown } {
  return typeof value === 'object' && value !== null;
}
