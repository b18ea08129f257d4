/**
 * `POST /api/eth-rpc` and `/api/v1/eth-rpc` (GUIDE §11; routes/api/eth-rpc.ts): JSON-RPC 2.0, one call or a batch
 * of up to {@link MAX_BATCH}, for the methods the GUIDE lists, answered by answer.ts (the
 * database what it can, the node the rest). Every answer is HTTP 200 with JSON-RPC's body,
 * errors included; a batch of notifications only gets 204; a client whose node time for the
 * minute is spent gets 429.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { NodeCallRefused } from '../lib/nodeCallGate';
import type { EthRpc } from './answer';
import { failure, INVALID_REQUEST, LIMIT_EXCEEDED, PARSE_ERROR, readCall, type JsonRpcCall, type JsonRpcResponse } from './protocol';

/** Calls per batch, as many public nodes allow. */
export const MAX_BATCH = 100;
/** A raw transaction of 128 KB hex-encoded, in a full batch, with room to spare. */
const BODY_LIMIT_BYTES = 4 * 1024 * 1024;

/** The scope's body parsers replaced by one that keeps the text, so malformed JSON is JSON-RPC's -32700, whatever the content type. */
export function keepBodyAsText(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
}

async function answerBody(ethRpc: EthRpc, body: unknown, client: string): Promise<JsonRpcResponse | JsonRpcResponse[] | null> {
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
  const answered = await ethRpc.answer(calls, client);
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

/** One HTTP request of JSON-RPC (a call or a batch), answered by `ethRpc` (answer.ts; shared with Etherscan's `module=proxy`). */
export async function answerEthRpcRequest(ethRpc: EthRpc, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  try {
    ethRpc.gate.checkBudget(request.clientIp);
  } catch (error) {
    if (!(error instanceof NodeCallRefused)) throw error;
    // Spent for the minute: the whole request waits, as public nodes answer.
    return reply.code(429).header('retry-after', String(error.retryAfterSeconds)).type('application/json')
      .send(JSON.stringify(failure(null, { code: LIMIT_EXCEEDED, message: error.message })));
  }
  const result = await answerBody(ethRpc, request.body, request.clientIp);
  if (result === null) return reply.code(204).send();
  return reply.type('application/json').send(JSON.stringify(result));
}
