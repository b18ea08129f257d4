/**
 * The JSON-RPC client of the indexer: viem's HTTP transport batches the requests made in
 * the same tick into one HTTP call; on top of it, time-outs, retries with exponential
 * back-off for errors that may pass, and errors mapped to {@link RpcError}.
 */
import { createPublicClient, http, HttpRequestError, ResponseBodyTooLargeError, RpcError as ViemRpcError, TimeoutError } from 'viem';

import { createSilentLogger, type Logger } from '../../common/logger';
import { rpcRequestDuration, rpcRequests } from '../../common/metrics';
import { createOutageReporter, type OutageReporter } from '../../common/outage';
import { ResponseTooLargeError, RpcError } from '../errors';
import { backoffDelayMs, sleep } from '../utils/backoff';
import { isDefiniteAnswer } from './classify';

export interface RpcClientOptions {
  url: string;
  timeoutMs?: number;
  /** Retries after the first attempt for retryable errors. */
  maxRetries?: number;
  /** Most requests in one HTTP batch; 1 sends each request alone. */
  batchSize?: number;
  /** Largest response body accepted (a whole batch's); default 256 MiB. */
  maxResponseBytes?: number;
  logger?: Logger;
  /** Where outages are reported; a client of its own by default. Clients of one node share one. */
  outage?: OutageReporter;
}

/** The whole surface of the RPC client. */
export interface RpcClient {
  readonly url: string;
  /** Sends one request (batched with others of the same tick); retries what may pass. */
  request<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  /** Like request, but never retries: for probes and capability checks. */
  requestOnce<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  /** Whether the node is reachable, as the last requests found. */
  readonly outage: OutageReporter;
}

/** Far above any block or receipts answer; a response this large is not a normal one. */
const DEFAULT_MAX_RESPONSE_BYTES = 256 * 1024 * 1024;

export function createRpcClient(options: RpcClientOptions): RpcClient {
  const logger = (options.logger ?? createSilentLogger()).child({ service: 'rpc' });
  const maxRetries = options.maxRetries ?? 5;
  const outage = options.outage ?? createOutageReporter({ dependency: 'node', logger, fields: { rpc_url: options.url } });
  const batchSize = options.batchSize ?? 100;
  const client = createPublicClient({
    transport: http(options.url, {
      batch: batchSize > 1 ? { batchSize, wait: 0 } : false,
      timeout: options.timeoutMs ?? 15_000,
      maxResponseBodySize: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
      // Retries are ours, so that they are logged and classified once.
      retryCount: 0,
    }),
  });

  async function requestOnce<T>(method: string, params: unknown[] = []): Promise<T> {
    let result: T;
    const startedAt = outage.now();
    const timer = rpcRequestDuration.startTimer({ method });
    try {
      // viem types request() per known method; the indexer validates results itself.
      result = await client.request({ method: method as 'eth_chainId', params: params as never }) as T;
      rpcRequests.inc({ method, outcome: 'ok' });
    } catch (error) {
      rpcRequests.inc({ method, outcome: 'error' });
      const rpcError = toRpcError(error, method);
      if (rpcError.unreachable) outage.failed(rpcError);
      else outage.succeeded(startedAt);
      throw rpcError;
    }
    timer();
    outage.succeeded(startedAt);
    return result;
  }

  async function request<T>(method: string, params: unknown[] = []): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await requestOnce<T>(method, params);
      } catch (error) {
        const rpcError = error as RpcError;
        if (!rpcError.retryable || attempt >= maxRetries) throw rpcError;
        const delayMs = backoffDelayMs(attempt);
        // Outages are logged once by `outage`; one line per retry would flood the log.
        logger.debug({ method, attempt: attempt + 1, delay_ms: delayMs, err: rpcError }, 'rpc request failed, retrying');
        await sleep(delayMs);
      }
    }
  }

  return { url: options.url, request, requestOnce, outage };
}

/** Maps a transport error to an {@link RpcError} with the right retry flag. */
export function toRpcError(error: unknown, method: string): RpcError {
  if (error instanceof RpcError) return error;
  if (causes(error).some((cause) => cause instanceof ResponseBodyTooLargeError)) {
    return new ResponseTooLargeError(`${ method }: the answer is larger than accepted`, { method, cause: error, retryable: false });
  }
  if (error instanceof TimeoutError) {
    return new RpcError(`${ method } timed out`, { method, cause: error, retryable: true, unreachable: true });
  }
  // viem wraps node errors in a class per code (InvalidParamsRpcError, …), all RpcErrors.
  if (error instanceof ViemRpcError) {
    return new RpcError(`${ method }: ${ error.details || error.shortMessage }`, {
      method, code: error.code, cause: error,
      retryable: !isDefiniteAnswer(error.code, `${ error.details } ${ error.shortMessage }`),
    });
  }
  if (error instanceof HttpRequestError) {
    return new RpcError(`${ method }: ${ error.details || error.shortMessage }`, {
      method, code: error.status ?? null, cause: error, retryable: true, unreachable: true,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  // Anything else (a reset socket, a body that is not JSON) may pass when the node recovers.
  return new RpcError(`${ method }: ${ message }`, { method, cause: error, retryable: true, unreachable: true });
}

/** `error` and its causes, nearest first. */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && current !== null && chain.length < 8; current = (current as { cause?: unknown }).cause) {
    chain.push(current);
  }
  return chain;
}
