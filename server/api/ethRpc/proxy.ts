/**
 * The node behind `/api/eth-rpc`: the calls the database cannot answer exactly go to it as
 * one JSON-RPC batch, with ids of our own (a client's ids may repeat or be odd), and its
 * answers, errors included, go back to the client as they came.
 */
import { INTERNAL_ERROR, type JsonRpcErrorObject } from './protocol';

export type NodeAnswer = { result: unknown } | { error: JsonRpcErrorObject };

export interface NodeProxy {
  /** The node's answers to `calls`, in their order. */
  forward(calls: ReadonlyArray<{ method: string; params: unknown[] }>): Promise<NodeAnswer[]>;
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** The node's answer is bounded like any request we take. */
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

const unavailable = (reason: string): NodeAnswer => ({ error: { code: INTERNAL_ERROR, message: `The node did not answer: ${ reason }` } });

function readAnswer(entry: unknown): NodeAnswer {
  if (entry === null || typeof entry !== 'object') return unavailable('malformed answer');
  const record = entry as Record<string, unknown>;
  if ('error' in record && record.error !== null && typeof record.error === 'object') {
    const { code, message, data } = record.error as Record<string, unknown>;
    return { error: { code: typeof code === 'number' ? code : INTERNAL_ERROR, message: typeof message === 'string' ? message : 'error',
      ...(data === undefined ? {} : { data }) } };
  }
  return { result: record.result ?? null };
}

export function createNodeProxy(options: { url: string; timeoutMs?: number }): NodeProxy {
  return {
    async forward(calls) {
      if (calls.length === 0) return [];
      const body = JSON.stringify(calls.map((call, index) => ({ jsonrpc: '2.0', id: index, method: call.method, params: call.params })));
      let answers: unknown;
      try {
        const response = await fetch(options.url, {
          method: 'POST', headers: { 'content-type': 'application/json' }, body,
          signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
        const text = await response.text();
        if (text.length > MAX_ANSWER_BYTES) return calls.map(() => unavailable('answer too large'));
        answers = JSON.parse(text);
      } catch (error) {
        return calls.map(() => unavailable(error instanceof Error ? error.message : String(error)));
      }
      // A node that refuses the batch as a whole answers one error object.
      if (!Array.isArray(answers)) return calls.map(() => readAnswer(answers));
      const byId = new Map<unknown, unknown>(answers.map((answer) => [ (answer as { id?: unknown } | null)?.id, answer ]));
      return calls.map((_, index) => (byId.has(index) ? readAnswer(byId.get(index)) : unavailable('no answer for the call')));
    },
  };
}
