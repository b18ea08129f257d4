/**
 * Works out which error screen to show for a failed request or a thrown page error.
 *
 * A failed API request rejects with `{ status, statusText, payload }` (see `lib/api`); pages may
 * also wrap it in an `Error` whose `cause` holds that object. Both shapes are read structurally so
 * this module does not depend on the fetch layer.
 */

/** Structural shape of an API failure: HTTP status plus the parsed JSON body. */
export interface ResourceErrorLike {
  status?: number;
  statusText?: string;
  payload?: unknown;
  message?: string;
  cause?: unknown;
}

/** Screen to render: an HTTP code for the generic screens, a name for the special ones. */
export type ErrorScreenStatus =
  | 404
  | 422
  | 500
  | 'too_many_requests'
  | 'tx_not_found'
  | 'block_lost_consensus';

const TX_NOT_FOUND_MARKER = 'Invalid tx hash';
const LOST_CONSENSUS_MARKER = 'Block lost consensus';

// Guards against self-referencing `cause` chains.
const MAX_CAUSE_DEPTH = 5;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The error itself followed by its `cause` chain, outermost first. */
function unwrapCauses(error: unknown): Array<Record<string, unknown>> {
  const chain: Array<Record<string, unknown>> = [];
  let current: unknown = error;
  while (isObject(current) && chain.length < MAX_CAUSE_DEPTH && !chain.includes(current)) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

function readPayloadMessage(payload: unknown): string | undefined {
  if (typeof payload === 'string') {
    return payload;
  }
  if (isObject(payload) && typeof payload.message === 'string') {
    return payload.message;
  }
  return undefined;
}

function readPayloadHash(payload: unknown): string | undefined {
  return isObject(payload) && typeof payload.hash === 'string' && payload.hash ? payload.hash : undefined;
}

/** Numeric HTTP status of the error or the first cause that carries one. */
export function getErrorHttpStatus(error: unknown): number | undefined {
  for (const item of unwrapCauses(error)) {
    if (typeof item.status === 'number' && Number.isFinite(item.status)) {
      return item.status;
    }
  }
  return undefined;
}

/** Parsed response body of the error or of the first cause that carries one. */
export function getErrorPayload(error: unknown): unknown {
  for (const item of unwrapCauses(error)) {
    if (item.payload !== undefined) {
      return item.payload;
    }
  }
  return undefined;
}

/** Every payload message found along the cause chain. */
function getPayloadMessages(error: unknown): Array<string> {
  return unwrapCauses(error)
    .map((item) => readPayloadMessage(item.payload))
    .filter((message): message is string => message !== undefined);
}

/** Payload messages plus plain `Error#message` texts, for markers that may arrive either way. */
function getAllMessages(error: unknown): Array<string> {
  const own = unwrapCauses(error)
    .map((item) => item.message)
    .filter((message): message is string => typeof message === 'string');
  return [ ...getPayloadMessages(error), ...own ];
}

/**
 * Block hash sent along with a "Block lost consensus" response, so the reorg screen can link
 * to the block that replaced it.
 */
export function getErrorPayloadHash(error: unknown): string | undefined {
  for (const item of unwrapCauses(error)) {
    const hash = readPayloadHash(item.payload);
    if (hash) {
      return hash;
    }
  }
  return undefined;
}

/**
 * Maps an error to the screen to show: 429 → rate limit, "Invalid tx hash" → tx not found,
 * "Block lost consensus" → reorg, 404 and 422 as is, everything else → 500.
 * Message markers win over the status because the backend sends them with 404/422 codes.
 */
export function getErrorStatus(error: unknown): ErrorScreenStatus {
  const status = getErrorHttpStatus(error);
  if (status === 429) {
    return 'too_many_requests';
  }
  if (getAllMessages(error).some((message) => message.includes(TX_NOT_FOUND_MARKER))) {
    return 'tx_not_found';
  }
  if (getPayloadMessages(error).some((message) => message.includes(LOST_CONSENSUS_MARKER))) {
    return 'block_lost_consensus';
  }
  if (status === 404 || status === 422) {
    return status;
  }
  return 500;
}

/**
 * True for client errors (400–499). Accepts a status code or an error object, so it can back a
 * query `retry` callback directly: 4xx responses will not change on retry.
 */
export function isErrorStatus4xx(errorOrStatus: unknown): boolean {
  const status = typeof errorOrStatus === 'number' ? errorOrStatus : getErrorHttpStatus(errorOrStatus);
  return status !== undefined && status >= 400 && status < 500;
}

export default getErrorStatus;
