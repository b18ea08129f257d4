/**
 * Indexer errors: a class per failure, split into retryable (the node or database may
 * recover: back off and try again) and fatal (configuration or code must change).
 */
import { ServerError } from '../common/errors';

/** Base class of every indexer error; `meta` holds hints for the reader of the log. Not retryable unless it says so. */
export class IndexerError extends ServerError {
  override name = 'IndexerError';

  constructor(message: string, options: { cause?: unknown; meta?: string[]; retryable?: boolean } = {}) {
    super(message, { ...options, retryable: options.retryable ?? false });
  }
}

/** The node answered with an error, timed out or could not be reached. */
export class RpcError extends IndexerError {
  override name = 'RpcError';
  /** JSON-RPC error code when the node sent one (-32601 method not found, …). */
  readonly code: number | null;
  readonly method: string;
  /** The node was not reached at all (refused, reset, timed out, HTTP error): an outage, not an answer. */
  readonly unreachable: boolean;

  constructor(message: string, options: { method: string; code?: number | null; cause?: unknown; retryable: boolean; unreachable?: boolean }) {
    super(message, { cause: options.cause, retryable: options.retryable, meta: [ `method: ${ options.method }` ] });
    this.code = options.code ?? null;
    this.method = options.method;
    this.unreachable = options.unreachable ?? false;
  }
}

/** The node's answer was larger than the client accepts. Not retried: it would be as large again. */
export class ResponseTooLargeError extends RpcError {
  override name = 'ResponseTooLargeError';
}

/** The node answered, but not with what the method promises (garbage, wrong block). Retryable. */
export class InvalidResponseError extends IndexerError {
  override name = 'InvalidResponseError';

  constructor(message: string, options: { cause?: unknown; meta?: string[] } = {}) {
    super(message, { ...options, retryable: true });
  }
}

/** The node serves another chain than the database holds. Fatal. */
export class ChainMismatchError extends IndexerError {
  override name = 'ChainMismatchError';
}
