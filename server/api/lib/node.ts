/**
 * The API's own client of the node, for `eth_call` reads of contract methods. Calls made
 * in the same tick go out as one JSON-RPC batch (a contract's read methods without inputs).
 *
 * A call either ran (a result, or a revert the contract chose) or the node could not
 * answer; the indexer's classifier (`server/indexer/rpc/classify.ts`) tells the two
 * apart. Only the first is an answer for the client: the second becomes a 503.
 */
import { BaseError, createPublicClient, http, RpcRequestError, toHex, type Address, type Hex } from 'viem';

import { isDefiniteAnswer } from '../../indexer/rpc/classify';
import { ApiError } from '../../http/errors';
import { NodeCallRefused, NodeCallTimedOut, type NodeCallGate } from './nodeCallGate';

export interface EthCallRequest {
  to: Address;
  data: Hex;
  from?: Address;
}

/** What a call gave: its return data, or the node's error for a call that ran and failed. */
export type EthCallResult =
  | { ok: true; data: Hex }
  | { ok: false; code: number | null; message: string; data: Hex | null };

export interface NodeClient {
  /** `eth_call` at the latest block, for `client` (the visitor's address; the API itself by default). */
  call(request: EthCallRequest, client?: string): Promise<EthCallResult>;
}

/** The same node, each call made for `client`: what a route hands to code that knows no request. */
export function forClient(node: NodeClient, client: string): NodeClient {
  return { call: (request) => node.call(request, client) };
}

/** Calls the API makes for itself, not for a visitor. */
const API_CLIENT = 'api';

/** The node did not answer (down, timed out, lagging): 503, the client may try again. */
export class NodeUnavailableError extends ApiError {
  override name = 'NodeUnavailableError';

  constructor(readonly reason: string) {
    super(503, 'The node did not answer');
  }
}

/** A refusal of the gate as the API answers it: 429 for a spent budget, 503 while every slot is taken. */
function refusal(error: NodeCallRefused): ApiError {
  const headers = { 'retry-after': String(error.retryAfterSeconds) };
  return error.reason === 'budget' ? new ApiError(429, error.message, undefined, headers) : new ApiError(503, error.message, undefined, headers);
}

/**
 * A client of the node at `url`; every call passes `gate` (gas cap, slots, time limit,
 * per-client node time), so no visitor can keep the node busy through contract reads.
 */
export function createNodeClient(options: { url: string; gate: NodeCallGate }): NodeClient {
  const { gate } = options;
  // The HTTP request outlives the client's time limit: the slot is held until the node answers.
  const client = createPublicClient({
    transport: http(options.url, { batch: { wait: 0, batchSize: 50 }, timeout: gate.limits.timeoutMs * 4, retryCount: 0 }),
  });
  const gas = toHex(gate.gasFor(null));
  return {
    async call({ to, data, from }, caller = API_CLIENT) {
      try {
        const result = await gate.run(caller, () =>
          client.request({ method: 'eth_call', params: [ { to, data, gas, ...(from ? { from } : {}) }, 'latest' ] }));
        if (typeof result !== 'string' || !/^0x[0-9a-fA-F]*$/.test(result)) throw new NodeUnavailableError('eth_call: not hex');
        return { ok: true, data: result };
      } catch (error) {
        if (error instanceof NodeUnavailableError) throw error;
        if (error instanceof NodeCallRefused) throw refusal(error);
        // Like a node's own time limit: the call ran and did not finish.
        if (error instanceof NodeCallTimedOut) return { ok: false, code: -32000, message: error.message, data: null };
        const rpc = error instanceof BaseError ? error.walk((cause) => cause instanceof RpcRequestError) as RpcRequestError | null : null;
        const message = rpc?.details ?? (error instanceof Error ? error.message : String(error));
        // Errors without a JSON-RPC answer (refused, time-out, HTTP status) are outages.
        if (!rpc || rpc.status !== undefined || !isDefiniteAnswer(rpc.code, message)) throw new NodeUnavailableError(message);
        return { ok: false, code: rpc.code, message, data: revertData(rpc.data) };
      }
    },
  };
}

/** Revert data as nodes send it: a hex string (geth, EDR) or nested in an object (older Hardhat, Ganache). */
function revertData(data: unknown): Hex | null {
  if (typeof data === 'string') return /^0x(?:[0-9a-fA-F]{2})*$/.test(data) ? data.toLowerCase() as Hex : null;
  if (data !== null && typeof data === 'object' && 'data' in data) return revertData((data as { data: unknown }).data);
  return null;
}
