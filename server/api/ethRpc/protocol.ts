/**
 * JSON-RPC 2.0 as `/api/eth-rpc` speaks it: request checks, answers and the standard error
 * codes (parse -32700, invalid request -32600, unknown method -32601, bad params -32602).
 */
import { ServerError } from '../../common/errors';

export type JsonRpcId = string | number | null;

export interface JsonRpcCall {
  id: JsonRpcId;
  /** False for a notification (no `id`): it gets no answer. */
  answered: boolean;
  method: string;
  params: unknown[];
}

export interface JsonRpcErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

export type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: JsonRpcErrorObject };

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;
/** Geth's code for a log query past its result limit. */
export const LIMIT_EXCEEDED = -32005;

/** A refusal with its JSON-RPC code, thrown by method handlers. */
export class JsonRpcError extends ServerError {
  override name = 'JsonRpcError';

  constructor(readonly code: number, message: string, readonly data?: unknown) {
    // Answered in JSON-RPC's body with HTTP 200 (index.ts), never by the app's error handler.
    super(message, { retryable: false, expose: true });
  }

  toObject(): JsonRpcErrorObject {
    return { code: this.code, message: this.message, ...(this.data === undefined ? {} : { data: this.data }) };
  }
}

export function success(id: JsonRpcId, result: unknown): JsonRpcResponse {
  return { jsonrpc: '2.0', id, result };
}

export function failure(id: JsonRpcId, error: JsonRpcErrorObject): JsonRpcResponse {
  return { jsonrpc: '2.0', id, error };
}

/** Checks one entry of a request (or a batch): a JSON-RPC 2.0 call, or the error to answer. */
export function readCall(entry: unknown): JsonRpcCall | JsonRpcResponse {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) {
    return failure(null, { code: INVALID_REQUEST, message: 'Invalid request: expected a JSON-RPC 2.0 object' });
  }
  const { jsonrpc, id, method, params } = entry as Record<string, unknown>;
  const answered = Object.hasOwn(entry, 'id');
  const validId = id === undefined || id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
  const replyId = validId ? (id ?? null) as JsonRpcId : null;
  if (!validId) return failure(null, { code: INVALID_REQUEST, message: 'Invalid request: id must be a string, a number or null' });
  if (jsonrpc !== '2.0') return failure(replyId, { code: INVALID_REQUEST, message: 'Invalid request: jsonrpc must be "2.0"' });
  if (typeof method !== 'string' || method === '') return failure(replyId, { code: INVALID_REQUEST, message: 'Invalid request: method must be a string' });
  if (params !== undefined && !Array.isArray(params)) {
    return failure(replyId, { code: INVALID_PARAMS, message: 'Invalid params: expected an array of positional parameters' });
  }
  return { id: replyId, answered, method, params: (params ?? []) as unknown[] };
}
