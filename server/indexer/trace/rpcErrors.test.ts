/** @jest-environment node */
import { MethodNotFoundRpcError, RpcRequestError } from 'viem';

import recorded from './fixtures/rpc-errors.json';
import { isMissingMethodError, isMissingTracerError, isNotFoundError, rpcErrorCode } from './rpcErrors';

/** The error a provider throws for a recorded error response. */
const thrown = (response: { error: { code: number; message: string } }) => Object.assign(new Error(response.error.message), response.error);

const kind = (error: unknown) => {
  if (isMissingMethodError(error)) return 'missingMethod';
  if (isMissingTracerError(error)) return 'missingTracer';
  if (isNotFoundError(error)) return 'notFound';
  return 'other';
};

describe('JSON-RPC error classification', () => {
  it.each(recorded.map((entry) => [ entry.client, entry.kind, entry.response.error.message, entry ] as const))(
    '%s: %s for "%s"', (_client, expected, _message, entry) => {
      expect(kind(thrown(entry.response))).toBe(expected);
    },
  );

  it('reads viem errors by their code and details, not the quoted request body', () => {
    const body = { method: 'debug_traceTransaction', params: [ `0x${ '0'.repeat(64) }`, {} ] };
    const notFound = new RpcRequestError({ body, url: 'http://127.0.0.1:8545', error: { code: -32000, message: 'transaction not found' } });
    // The message names the method and says "not found"; only the details are the node's words.
    expect(notFound.message).toMatch(/debug_traceTransaction[\s\S]*not found/);
    expect(kind(notFound)).toBe('notFound');
    const missing = new MethodNotFoundRpcError(new RpcRequestError({ body, url: 'http://x', error: { code: -32601, message: 'Method not found' } }));
    expect(rpcErrorCode(missing)).toBe(-32601);
    expect(kind(missing)).toBe('missingMethod');
  });

  it('finds no code on transport failures', () => {
    expect(rpcErrorCode(new TypeError('fetch failed'))).toBeUndefined();
    expect(kind(new TypeError('method not found'))).toBe('other');
  });
});
