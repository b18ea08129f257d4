/**
 * `POST /api/eth-rpc` and `/api/v1/eth-rpc` (GUIDE §11): JSON-RPC 2.0, one call or a batch
 * of up to {@link MAX_BATCH}, for the methods the GUIDE lists; the database answers what it
 * can (methods.ts), the node the rest in one batch per request (proxy.ts). Every answer is
 * HTTP 200 with JSON-RPC's body, errors included; a batch of notifications only gets 204.
 */
import type { FastifyPluginAsync } from 'fastify';

import { NodeCallRefused, type NodeCallGate } from '../../lib/nodeCallGate';
import { createExecutionBudget } from './execution';
import { LOCAL_METHODS, PROXIED_METHODS } from './methods';
import {
  failure, INTERNAL_ERROR, INVALID_REQUEST, JsonRpcError, LIMIT_EXCEEDED, METHOD_NOT_FOUND, PARSE_ERROR, readCall, success,
  type JsonRpcCall, type JsonRpcResponse,
} from './protocol';
import { createNodeProxy, type NodeProxy } from './proxy';

/** Calls per batch, as many public nodes allow. */
export const MAX_BATCH = 100;
/** A raw transaction of 128 KB hex-encoded, in a full batch, with room to spare. */
const BODY_LIMIT_BYTES = 4 * 1024 * 1024;

export interface EthRpcRoutesOptions {
  /** The node the other methods go to (the API's `rpcUrl`). */
  rpcUrl: string;
  /** Limits what the calls that execute code (`eth_call`, `eth_estimateGas`) may ask of the node. */
  gate: NodeCallGate;
  /** For tests: a stand-in for the node. */
  proxy?: NodeProxy;
}

export const ethRpcRoutes: FastifyPluginAsync<EthRpcRoutesOptions> = async(app, options) => {
  const { gate } = options;
  // The node's answer to an executing call is awaited past the client's time limit: its slot is held till then.
  const proxy = options.proxy ?? createNodeProxy({ url: options.rpcUrl, timeoutMs: Math.max(10_000, gate.limits.timeoutMs * 4) });
  // The body is parsed here, whatever its content type, so malformed JSON is a JSON-RPC -32700.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));

  /**
   * Answers the calls in order: local ones at once, executing ones each through the gate
   * within the request's gas budget, the node's other ones in one batch.
   */
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
      const local = Object.hasOwn(LOCAL_METHODS, call.method) ? LOCAL_METHODS[call.method] : undefined;
      if (!local && !PROXIED_METHODS.has(call.method)) {
        answers[index] = failure(call.id, { code: METHOD_NOT_FOUND, message: `Method not found: ${ call.method.slice(0, 100) }` });
        return;
      }
      try {
        const outcome = local ? await local(app.db, call.params) : 'proxy';
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
      if ('error' in reply && reply.error.code === INTERNAL_ERROR) app.log.warn({ method: call.method, reason: reply.error.message }, 'eth-rpc: node call failed');
      answers[callIndex] = 'error' in reply ? failure(call.id, reply.error) : success(call.id, reply.result);
    });
    return answers as JsonRpcResponse[];
  }

  async function handle(body: unknown, client: string): Promise<JsonRpcResponse | JsonRpcResponse[] | null> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(typeof body === 'string' ? body : '');
    } catch {
      return failure(null, { code: PARSE_ERROR, message: 'Parse error: the body is not JSON' });
    }
    const batch = Array.isArray(parsed);
    const entries = batch ? parsed as unknown[] : [ parsed ];
    if (batch && entries.length === 0) return failure(null, { code: INVALID_REQUEST, message: 'Invalid request: empty batch' });
    if (entries.length > MAX_BATCH) return failure(null, { code: INVALID_REQUEST, message: `Invalid request: a batch takes at most ${ MAX_BATCH } calls` });
    const checked = entries.map(readCall);
    const calls = checked.filter((entry): entry is JsonRpcCall => 'method' in entry);
    const answered = await answer(calls, client);
    let next = 0;
    // Each entry's answer in the request's order; notifications get none.
    const replies = checked.flatMap((entry) => {
      if (!('method' in entry)) return [ entry ];
      const reply = answered[next++];
      return entry.answered ? [ reply ] : [];
    });
    if (!batch) return replies[0] ?? null;
    return replies.length > 0 ? replies : null;
  }

  for (const url of [ '/api/eth-rpc', '/api/v1/eth-rpc' ]) {
    app.post(url, async(request, reply) => {
      try {
        gate.checkBudget(request.ip);
      } catch (error) {
        if (!(error instanceof NodeCallRefused)) throw error;
        // Spent for the minute: the whole request waits, as public nodes answer.
        return reply.code(429).header('retry-after', String(error.retryAfterSeconds)).type('application/json')
          .send(JSON.stringify(failure(null, { code: LIMIT_EXCEEDED, message: error.message })));
      }
      const result = await handle(request.body, request.ip);
      if (result === null) return reply.code(204).send();
      return reply.type('application/json').send(JSON.stringify(result));
    });
  }
};
