/**
 * Answers a list of JSON-RPC calls: the one machinery behind `/api/eth-rpc` and Etherscan's
 * `module=proxy` (etherscan/proxy.ts). The database answers what it can (methods.ts,
 * filters.ts); the calls that make the node execute code go each through the node-call gate,
 * within the list's gas budget (execution.ts); the node's other methods go in one batch
 * (proxy.ts).
 */
import type { FastifyBaseLogger } from 'fastify';

import type { Queryable } from '../../db';
import type { NodeCallGate } from '../lib/nodeCallGate';
import { createExecutionBudget } from './execution';
import { createFilterMethods, type FilterLimits } from './filters';
import { LOCAL_METHODS, PROXIED_METHODS, type LocalMethod } from './methods';
import { failure, INTERNAL_ERROR, JsonRpcError, METHOD_NOT_FOUND, success, type JsonRpcCall, type JsonRpcResponse } from './protocol';
import { createNodeProxy, type NodeProxy } from './proxy';

export interface EthRpc {
  /** The gate the executing calls pass; the routes check a client's budget with it first. */
  readonly gate: NodeCallGate;
  /** The answers to `calls`, in their order, made for `client` (the remote IP). */
  answer(calls: JsonRpcCall[], client: string): Promise<JsonRpcResponse[]>;
}

export interface EthRpcOptions {
  db: Queryable;
  /** The node the other methods go to (the API's `rpcUrl`). */
  rpcUrl: string;
  /** Limits what `eth_call` and `eth_estimateGas` may ask of the node; the app's one gate. */
  gate: NodeCallGate;
  log: FastifyBaseLogger;
  /** For tests: a stand-in for the node. */
  proxy?: NodeProxy;
  filterLimits?: Partial<FilterLimits>;
}

export function createEthRpc(options: EthRpcOptions): EthRpc {
  const { db, gate, log } = options;
  // The node's answer to an executing call is awaited past the client's time limit: its slot is held till then.
  const proxy = options.proxy ?? createNodeProxy({ url: options.rpcUrl, timeoutMs: Math.max(10_000, gate.limits.timeoutMs * 4) });
  const local: Readonly<Record<string, LocalMethod>> = { ...LOCAL_METHODS, ...createFilterMethods({ limits: options.filterLimits }) };

  /** Local ones at once, executing ones each through the gate within the budget, the node's other ones in one batch. */
  async function answer(calls: JsonRpcCall[], client: string): Promise<JsonRpcResponse[]> {
    const answers: Array<JsonRpcResponse | null> = calls.map(() => null);
    const forwarded: number[] = [];
    const budget = createExecutionBudget(gate);
    const executions: Array<Promise<void>> = [];
    calls.forEach((call, index) => {
      let params: unknown[] | null;
      try {
        params = budget.admit(call);
      } catch (error) {
        if (!(error instanceof JsonRpcError)) throw error;
        answers[index] = failure(call.id, error.toObject());
        return;
      }
      if (params === null) return;
      executions.push(gate.run(client, () => proxy.forward([ { method: call.method, params } ])).then(([ reply ]) => {
        answers[index] = 'error' in reply ? failure(call.id, reply.error) : success(call.id, reply.result);
      }, (error: unknown) => {
        answers[index] = failure(call.id, budget.refusal(error).toObject());
      }));
    });
    await Promise.all(calls.map(async(call, index) => {
      if (answers[index] !== null || budget.isExecuting(call)) return;
      const method = Object.hasOwn(local, call.method) ? local[call.method] : undefined;
      if (!method && !PROXIED_METHODS.has(call.method)) {
        answers[index] = failure(call.id, { code: METHOD_NOT_FOUND, message: `Method not found: ${ call.method.slice(0, 100) }` });
        return;
      }
      try {
        const outcome = method ? await method(db, call.params, client) : 'proxy';
        if (outcome === 'proxy') forwarded.push(index);
        else answers[index] = success(call.id, outcome.result);
      } catch (error) {
        if (!(error instanceof JsonRpcError)) throw error;
        answers[index] = failure(call.id, error.toObject());
      }
    }));
    forwarded.sort((a, b) => a - b);
    const [ fromNode ] = await Promise.all([ proxy.forward(forwarded.map((index) => calls[index])), Promise.all(executions) ]);
    forwarded.forEach((callIndex, position) => {
      const reply = fromNode[position];
      const call = calls[callIndex];
      if ('error' in reply && reply.error.code === INTERNAL_ERROR) log.warn({ method: call.method, reason: reply.error.message }, 'eth-rpc: node call failed');
      answers[callIndex] = 'error' in reply ? failure(call.id, reply.error) : success(call.id, reply.result);
    });
    return answers as JsonRpcResponse[];
  }

  return { gate, answer };
}
