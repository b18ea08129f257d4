/**
 * Visualizer failures, one class per case; the route maps each to its HTTP status.
 * Messages are written for the client (they name the file or the limit, never internals).
 */

/** Base class: the request cannot be drawn for a reason its sender can fix or retry. */
export class VisualizerError extends Error {
  override name = 'VisualizerError';
}

/** Malformed or over-size sources, a Solidity syntax error, an unknown contract: 422. */
export class VisualizerInputError extends VisualizerError {
  override name = 'VisualizerInputError';
}

/** The layout ran past the time limit and was stopped: 504. */
export class VisualizerTimeoutError extends VisualizerError {
  override name = 'VisualizerTimeoutError';
}

/** Every render slot is taken: 503, the client may retry shortly. */
export class VisualizerBusyError extends VisualizerError {
  override name = 'VisualizerBusyError';
}
