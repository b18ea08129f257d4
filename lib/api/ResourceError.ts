/**
 * The rejection of every failed API call: `{ status, statusText, payload }`, as an Error so it
 * keeps a stack and reads well in the error monitor.
 */

/** Status used when no HTTP response arrived at all (network failure). */
export const NETWORK_ERROR_STATUS = 0;
/** Status used when our own timeout cut the request short. */
export const TIMEOUT_ERROR_STATUS = 504;

export interface ResourceErrorInit<Payload> {
  status: number;
  statusText: string;
  /** Parsed JSON body, or undefined when the body was empty or not JSON. */
  payload?: Payload;
  url?: string;
  cause?: unknown;
}

function readPayloadMessage(payload: unknown): string | undefined {
  if (typeof payload === 'object' && payload !== null && typeof (payload as { message?: unknown }).message === 'string') {
    return (payload as { message: string }).message;
  }
  return undefined;
}

/** A failed API call. `payload` is the parsed error body, e.g. `{ message: 'Not found' }`. */
export class ResourceError<Payload = unknown> extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly payload: Payload | undefined;
  readonly url: string | undefined;

  constructor({ status, statusText, payload, url, cause }: ResourceErrorInit<Payload>) {
    // The backend's own message (e.g. "Invalid tx hash") is what the error screens match on.
    super(readPayloadMessage(payload) ?? `${ status } ${ statusText }`.trim(), cause === undefined ? undefined : { cause });
    this.name = 'ResourceError';
    this.status = status;
    this.statusText = statusText;
    this.payload = payload;
    this.url = url;
  }
}

/** Narrows an unknown rejection to a ResourceError (also across module copies, structurally). */
export function isResourceError(error: unknown): error is ResourceError {
  return error instanceof ResourceError ||
    (typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number' && 'payload' in error);
}

/** HTTP status of a failed call, or undefined for errors that are not API failures. */
export function getResourceErrorStatus(error: unknown): number | undefined {
  return isResourceError(error) ? error.status : undefined;
}
