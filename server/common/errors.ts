/**
 * The base of every server error class (API, devnet, database, indexer, traces,
 * verification, visualizer): a message, the cause, `meta` hints for the reader of the
 * log, and the decisions callers need — whether trying again can help, and, when it ends
 * an HTTP request, its status and whether its message is written for the client. Each
 * part of the server subclasses it once, then once per failure, so callers branch on
 * those fields or the class, never on the message; the API's one error handler
 * (`api/plugins/errors.ts`) turns them into answers.
 */
export class ServerError extends Error {
  override name = 'ServerError';
  readonly meta: string[];
  /**
   * Whether waiting and trying again may succeed (a node or database that comes back, a
   * chain that moved). False when the same request would fail the same way: callers then
   * set the item aside instead of retrying it forever.
   */
  readonly retryable: boolean;
  /** HTTP status of a request this error ends; none: 500. */
  readonly statusCode: number | undefined;
  /** The message tells the client what to change or when to retry, and holds no internals: it is sent even with a 5xx. */
  readonly expose: boolean;

  constructor(message: string, options: ServerErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.meta = options.meta ?? [];
    this.retryable = options.retryable ?? true;
    this.statusCode = options.statusCode;
    this.expose = options.expose ?? false;
  }
}

export interface ServerErrorOptions {
  cause?: unknown;
  meta?: string[];
  retryable?: boolean;
  statusCode?: number;
  expose?: boolean;
}

/** The retry decision of any thrown value: a server error's own; anything else (a bug, a library's error) may pass, so yes. */
export function isRetryable(error: unknown): boolean {
  return error instanceof ServerError ? error.retryable : true;
}
