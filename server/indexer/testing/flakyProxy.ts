/**
 * Test helper: an HTTP proxy in front of a node that can be told to go down (connection
 * refused), answer garbage, or pass requests through again, on the same port.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProxyMode = 'pass' | 'garbage' | 'error';

export interface FlakyProxy {
  url: string;
  setMode(mode: ProxyMode): void;
  /** Stops listening and drops open connections, like a node that died. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function createFlakyProxy(targetUrl: string): Promise<FlakyProxy> {
  let mode: ProxyMode = 'pass';
  const target = new URL(targetUrl);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (mode === 'garbage') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"jsonrpc":"2.0","id":1,"result":{"hash":');
        return;
      }
      if (mode === 'error') {
        res.writeHead(503).end('service unavailable');
        return;
      }
      const upstream = http.request({ host: target.hostname, port: target.port, path: '/', method: 'POST',
        headers: { 'content-type': 'application/json' } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, { 'content-type': 'application/json' });
        answer.pipe(res);
      });
      upstream.on('error', () => res.writeHead(502).end());
      upstream.end(Buffer.concat(chunks));
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
    async close() {
      if (server.listening) await stop();
    },
  };
}
