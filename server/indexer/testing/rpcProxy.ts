/**
 * Test helper: a JSON-RPC proxy in front of a node that injects faults, the way real
 * nodes and their load balancers fail. It can go down (connection refused), answer
 * garbage or 503 for everything, delay every answer, and, per method, answer a chosen
 * JSON-RPC error or a chosen result instead of the node's (inside batches too: the other
 * requests of a batch still reach the node). It records the methods of every HTTP request.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProxyMode = 'pass' | 'garbage' | 'error';

interface JsonRpcRequest {
  id: unknown;
  method: string;
  params?: unknown[];
}

/** Which requests of the method a rule takes; all of them without it. */
type RequestFilter = (params: unknown[]) => boolean;
type Rule = ({ kind: 'error'; code: number; message: string } | { kind: 'result'; result: () => unknown }) & { when?: RequestFilter };

export interface RpcProxy {
  url: string;
  /** `garbage`: a truncated JSON body; `error`: HTTP 503; `pass`: forward. */
  setMode(mode: ProxyMode): void;
  /** Stops listening and drops open connections, like a node that died. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
  /** Answers `method` (the requests `when` picks) with this JSON-RPC error until {@link clearRules}. */
  failMethod(method: string, error: { code: number; message: string }, when?: RequestFilter): void;
  /** Answers `method` with `result()` (a huge or malformed value, say) until {@link clearRules}. */
  answerMethod(method: string, result: () => unknown): void;
  /** Holds every answer back this long. */
  setDelay(ms: number): void;
  clearRules(): void;
  /** The methods of every HTTP request received, in order (a batch is one entry). */
  readonly requests: string[][];
  close(): Promise<void>;
}

export async function createRpcProxy(targetUrl: string): Promise<RpcProxy> {
  let mode: ProxyMode = 'pass';
  let delayMs = 0;
  const rules = new Map<string, Rule>();
  const requests: string[][] = [];
  const target = new URL(targetUrl);

  function forward(body: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve) => {
      const upstream = http.request({ host: target.hostname, port: target.port, path: target.pathname, method: 'POST',
        headers: { 'content-type': 'application/json' } }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 502, body: Buffer.concat(chunks).toString() }));
      });
      upstream.on('error', () => resolve({ status: 502, body: '' }));
      upstream.end(body);
    });
  }

  const localAnswer = (request: JsonRpcRequest, rule: Rule) => rule.kind === 'error' ?
    { jsonrpc: '2.0', id: request.id, error: { code: rule.code, message: rule.message } } :
    { jsonrpc: '2.0', id: request.id, result: rule.result() };

  /** Answers the ruled requests here and sends the rest to the node as one batch. */
  async function answer(raw: string): Promise<{ status: number; body: string }> {
    let parsed: JsonRpcRequest | JsonRpcRequest[];
    try {
      parsed = JSON.parse(raw) as JsonRpcRequest | JsonRpcRequest[];
    } catch {
      return forward(raw);
    }
    const batch = Array.isArray(parsed) ? parsed : [ parsed ];
    requests.push(batch.map((request) => request.method));
    const ruleFor = (request: JsonRpcRequest) => {
      const rule = rules.get(request.method);
      return rule && (!rule.when || rule.when(request.params ?? [])) ? rule : undefined;
    };
    if (!batch.some(ruleFor)) return forward(raw);
    const passed = batch.filter((request) => !ruleFor(request));
    const upstream = passed.length > 0 ? await forward(JSON.stringify(passed)) : { status: 200, body: '[]' };
    if (upstream.status !== 200) return upstream;
    const byId = new Map((JSON.parse(upstream.body) as Array<{ id: unknown }>).map((item) => [ JSON.stringify(item.id), item ]));
    const answers = batch.map((request) => {
      const rule = ruleFor(request);
      return rule ? localAnswer(request, rule) : byId.get(JSON.stringify(request.id));
    });
    return { status: 200, body: JSON.stringify(Array.isArray(parsed) ? answers : answers[0]) };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async() => {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (mode === 'garbage') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"jsonrpc":"2.0","id":1,"result":{"hash":');
        return;
      }
      if (mode === 'error') {
        res.writeHead(503).end('service unavailable');
        return;
      }
      const reply = await answer(Buffer.concat(chunks).toString());
      if (res.destroyed) return;
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const stop = () => new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  return {
    url: `http://127.0.0.1:${ port }`,
    setMode(next) { mode = next; },
    stop,
    restart: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    failMethod(method, error, when) { rules.set(method, { kind: 'error', ...error, when }); },
    answerMethod(method, result) { rules.set(method, { kind: 'result', result }); },
    setDelay(ms) { delayMs = ms; },
    clearRules() { rules.clear(); },
    requests,
    async close() {
      if (server.listening) await stop();
    },
  };
}
