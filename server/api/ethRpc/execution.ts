/**
 * The calls of `/api/eth-rpc` that make the node execute code: each runs with the gas the
 * gate allows (what it asked, at most the per-call cap; the cap when it names none), and
 * all of one request's together stay within the request's gas budget; calls past it are
 * refused without reaching the node.
 */
import { NodeCallRefused, NodeCallTimedOut, type NodeCallGate } from '../lib/nodeCallGate';
import { INTERNAL_ERROR, INVALID_PARAMS, JsonRpcError, LIMIT_EXCEEDED, type JsonRpcCall } from './protocol';

export const EXECUTING_METHODS: ReadonlySet<string> = new Set([ 'eth_call', 'eth_estimateGas' ]);

/** Geth's code for an execution that did not finish (its --rpc.evmtimeout). */
const EXECUTION_ERROR = -32000;
const QUANTITY = /^0x(?:0|[1-9a-fA-F][0-9a-fA-F]*)$/;

function requestedGas(value: unknown): bigint | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !QUANTITY.test(value) || value.length > 66) {
    throw new JsonRpcError(INVALID_PARAMS, 'Invalid params: gas must be a hex quantity');
  }
  return BigInt(value);
}

export interface ExecutionBudget {
  isExecuting(call: JsonRpcCall): boolean;
  /**
   * The params to forward for an executing call, its gas set; null for other methods.
   * @throws {JsonRpcError} for a malformed call object, or past the request's gas budget.
   */
  admit(call: JsonRpcCall): unknown[] | null;
  /** The JSON-RPC error for a call the gate did not run or did not see finish. */
  refusal(error: unknown): JsonRpcError;
}

/** The gas budget of one request. */
export function createExecutionBudget(gate: NodeCallGate): ExecutionBudget {
  let used = 0;
  return {
    isExecuting: (call) => EXECUTING_METHODS.has(call.method),
    admit(call) {
      if (!EXECUTING_METHODS.has(call.method)) return null;
      const [ transaction, ...rest ] = call.params;
      if (transaction === null || typeof transaction !== 'object' || Array.isArray(transaction)) {
        throw new JsonRpcError(INVALID_PARAMS, 'Invalid params: expected a transaction object');
      }
      const gas = gate.gasFor(requestedGas((transaction as Record<string, unknown>).gas));
      if (used + gas > gate.limits.gasPerRequest) {
        throw new JsonRpcError(LIMIT_EXCEEDED,
          `Limit exceeded: the calls of one request may use at most ${ gate.limits.gasPerRequest } gas together (each at most ${ gate.limits.gasPerCall })`);
      }
      used += gas;
      return [ { ...transaction, gas: `0x${ gas.toString(16) }` }, ...rest ];
    },
    refusal(error) {
      if (error instanceof NodeCallRefused) return new JsonRpcError(LIMIT_EXCEEDED, error.message);
      if (error instanceof NodeCallTimedOut) return new JsonRpcError(EXECUTION_ERROR, error.message);
      return new JsonRpcError(INTERNAL_ERROR, 'Internal error');
    },
  };
}
