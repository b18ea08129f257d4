/**
 * Visualizer failures, one class per case, each with the HTTP status it answers. The
 * messages of the subclasses are written for the client (they name the file or the
 * limit, never internals); the base class's stay in the log behind a generic 500.
 */
import { ServerError, type ServerErrorOptions } from '../common/errors';

/** Base class: the diagram could not be drawn (a worker died, the visualizer closed). */
export class VisualizerError extends ServerError {
  override name = 'VisualizerError';

  constructor(message: string, options: ServerErrorOptions = {}) {
    super(message, options);
  }
}

/** Malformed or over-size sources, a Solidity syntax error, an unknown contract: 422. */
export class VisualizerInputError extends VisualizerError {
  override name = 'VisualizerInputError';

  constructor(message: string) {
    super(message, { statusCode: 422, expose: true, retryable: false });
  }
}

/** The layout ran past the time limit and was stopped: 504. */
export class VisualizerTimeoutError extends VisualizerError {
  override name = 'VisualizerTimeoutError';

  constructor(message: string) {
    super(message, { statusCode: 504, expose: true, retryable: false });
  }
}

/** Every render slot is taken: 503, the client may retry shortly. */
export class VisualizerBusyError extends VisualizerError {
  override name = 'VisualizerBusyError';

  constructor(message: string) {
    super(message, { statusCode: 503, expose: true });
  }
}
