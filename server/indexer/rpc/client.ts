/**
 * The JSON-RPC client of the indexer: viem's HTTP transport batches the requests made in
 * the same tick into one HTTP call; on top of it, time-outs, retries with exponential
 * back-off for errors that may pass, and errors mapped to {@link RpcError}.
 */
import { createPublicClient, http, HttpRequestError, RpcError as ViemRpcError, TimeoutError } from 'viem';

import { createSilentLogger, type Logger } from '../../common/logger';
import { RpcError } from '../errors';
import { backoffDelayMs, sleep } from '../utils/backoff';

/** JSON-RPC error codes that will not change on retry. */
const FATAL_RPC_CODES = new Set([
  -32601, // method not found
  -32602, // invalid params
  -32600, // invalid request
  3, // execution reverted
  -32015, // VM execution error (Nethermind)
  -32004, // method not supported (Hardhat)
]);

/**
 * Answers, not outages, whatever code the node wraps them in: a revert, or a transaction
 * or block the node does not have (it was replaced by a reorg; asking again cannot help).
 */
const DEFINITE_ANSWER = /revert|invalid opcode|not found|unable to find/i;

export interface RpcClientOptions {
  url: string;
  timeoutMs?: number;
  /** Retries after the first attempt for retryable errors. */
  maxRetries?: number;
  /** Most requests in one HTTP batch. */
  batchSize?: number;
  logger?: Logger;
}

/** The whole surface of the RPC client. */
export interface RpcClient {
  readonly url: string;
  /** Sends one request (batched with others of the same tick); retries what may pass. */
  request<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  /** Like request, but never retries: for probes and capability checks. */
  requestOnce<T = unknown>(method: string, params?: unknown[]): Promise<T>;
}

export function createRpcClient(options: RpcClientOptions): RpcClient {
  const logger = (options.logger ?? createSilentLogger()).child({ service: 'rpc' });
  const maxRetries = options.maxRetries ?? 5;
  const client = createPublicClient({
    transport: http(options.url, {
      batch: { batchSize: options.batchSize ?? 100, wait: 0 },
      timeout: options.timeoutMs ?? 15_000,
      // Retries are ours, so that they are logged and classified once.
      retryCount: 0,
    }),
  });

  async function requestOnce<T>(method: string, params: unknown[] = []): Promise<T> {
    try {
      // viem types request() per known method; the indexer validates results itself.
      return await client.request({ method: method as 'eth_chainId', params: params as never }) as T;
    } catch (error) {
      throw toRpcError(error, method);
    }
  }

  async function request<T>(method: string, params: unknown[] = []): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await requestOnce<T>(method, params);
      } catch (error) {
        const rpcError = error as RpcError;
        if (!rpcError.retryable || attempt >= maxRetries) throw rpcError;
        const delayMs = backoffDelayMs(attempt);
        logger.warn({ method, attempt: attempt + 1, delay_ms: delayMs, err: rpcError.message }, 'rpc request failed, retrying');
        await sleep(delayMs);
      }
    }
  }

  return { url: options.url, request, requestOnce };
}

/** Maps a transport error to an {@link RpcError} with the right retry flag. */
export function toRpcError(error: unknown, method: string): RpcError {
  if (error instanceof RpcError) return error;
  if (error instanceof TimeoutError) {
    return new RpcError(`${ method } timed out`, { method, cause: error, retryable: true });
  }
  // viem wraps node errors in a class per code (InvalidParamsRpcError, …), all RpcErrors.
  if (error instanceof ViemRpcError) {
    return new RpcError(`${ method }: ${ error.details || error.shortMessage }`, {
      method, code: error.code, cause: error,
      retryable: !FATAL_RPC_CODES.has(error.code) && !DEFINITE_ANSWER.test(`${ error.details } ${ error.shortMessage }`),
    });
  }
  if (error instanceof HttpRequestError) {
    return new RpcError(`${ method }: ${ error.details || error.shortMessage }`, {
      method, code: error.status ?? null, cause: error, retryable: true,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  // Anything else (a reset socket, a body that is not JSON) may pass when the node recovers.
  return new RpcError(`${ method }: ${ message }`, { method, cause: error, retryable: true });
}
