/**
 * Trace errors: one class per failure, so callers branch on class, not message.
 */

/** Base class for every trace error; `meta` holds hints for the reader of the log. */
export class TraceError extends Error {
  override name = 'TraceError';
  readonly meta: string[];

  constructor(message: string, options: { cause?: unknown; meta?: string[] } = {}) {
    super(message, { cause: options.cause });
    this.meta = options.meta ?? [];
  }
}

/**
 * A node answered with a trace of the wrong shape. Fatal for that block: retrying
 * gives the same answer, so the chosen trace source is wrong for this node.
 */
export class TraceFormatError extends TraceError {
  override name = 'TraceFormatError';
}
