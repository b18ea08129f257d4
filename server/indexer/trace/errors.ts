/**
 * Trace errors: one class per failure, so callers branch on class, not message.
 */
import { ServerError } from '../../common/errors';

/** Base class of every trace error. */
export class TraceError extends ServerError {
  override name = 'TraceError';
}

/**
 * A node answered with a trace of the wrong shape. Fatal for that block: retrying
 * gives the same answer, so the chosen trace source is wrong for this node.
 */
export class TraceFormatError extends TraceError {
  override name = 'TraceFormatError';

  constructor(message: string, options: { cause?: unknown; meta?: string[] } = {}) {
    super(message, { ...options, retryable: false });
  }
}
