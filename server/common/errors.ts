/**
 * The base of every server error class (devnet, database, indexer, traces): a message,
 * the cause, and `meta` hints for the reader of the log. Each half of the server
 * subclasses it once, then once per failure, so callers branch on class, not message.
 */
export class ServerError extends Error {
  override name = 'ServerError';
  readonly meta: string[];

  constructor(message: string, options: { cause?: unknown; meta?: string[] } = {}) {
    super(message, { cause: options.cause });
    this.meta = options.meta ?? [];
  }
}
