/**
 * The one error of the metadata fetcher. Callers branch on `reason` (retry on
 * `timeout`/`network`, give up on `blocked_address`, …), never on the message.
 */
import { ServerError } from '../../common/errors';

/** Why a metadata fetch failed. */
export type MetadataFetchErrorReason =
  | 'unsupported_scheme'
  | 'blocked_address'
  | 'too_large'
  | 'timeout'
  | 'http_status'
  | 'too_many_redirects'
  | 'invalid_json'
  | 'invalid_uri'
  | 'network';

const RETRYABLE_REASONS: ReadonlySet<MetadataFetchErrorReason> = new Set([ 'timeout', 'network' ]);

/** A failed metadata fetch; `status` is set for `http_status`. */
export class MetadataFetchError extends ServerError {
  override name = 'MetadataFetchError';
  readonly reason: MetadataFetchErrorReason;
  /** HTTP status of the response, only for `http_status`. */
  readonly status: number | undefined;

  constructor(
    reason: MetadataFetchErrorReason,
    message: string,
    options: { cause?: unknown; status?: number } = {},
  ) {
    // A timeout, a network failure or a server error may pass; a bad URI, a blocked address or bad JSON will not.
    super(message, { cause: options.cause,
      retryable: RETRYABLE_REASONS.has(reason) || (reason === 'http_status' && (options.status ?? 0) >= 500) });
    this.reason = reason;
    this.status = options.status;
  }
}

/** True when `error` is a {@link MetadataFetchError}, optionally of the given reason. */
export function isMetadataFetchError(error: unknown, reason?: MetadataFetchErrorReason): error is MetadataFetchError {
  return error instanceof MetadataFetchError && (reason === undefined || error.reason === reason);
}
