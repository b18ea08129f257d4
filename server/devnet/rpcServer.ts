/**
 * The devnet's JSON-RPC over HTTP and WebSocket on one port: Hardhat's own request handler
 * (its error codes and revert data), with answers written by one `JSON.stringify`.
 *
 * Why not Hardhat's `JsonRpcServer`: it streams every answer through a JavaScript JSON
 * encoder, which spent more CPU than the indexer itself on struct-log traces (about a
 * tenth of a test run's CPU). Only an answer too large for one string is still streamed.
 */
import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { JsonStreamStringify } from 'json-stream-stringify';
import type { EIP1193Provider } from 'hardhat/types';
import { JsonRpcHandler } from 'hardhat/internal/hardhat-network/jsonrpc/handler';
import { WebSocketServer } from 'ws';

export interface RpcServer {
  listen(port: number, host: string): Promise<AddressInfo>;
  close(): Promise<void>;
}

function writeAnswer(res: ServerResponse, answer: unknown): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json');
  let body: string;
  try {
    body = JSON.stringify(answer);
  } catch (error) {
    // Past V8's longest string (~512 MB): stream it, as Hardhat does.
    if (!(error instanceof RangeError)) throw error;
    new JsonStreamStringify(answer).pipe(res);
    return;
  }
  res.end(body);
}

export function createRpcServer(provider: EIP1193Provider): RpcServer {
  const handler = new JsonRpcHandler(provider);
  // `handleHttp` answers through this method of the instance; it is private in Hardhat's types only.
  Object.defineProperty(handler, '_sendResponse', { value: writeAnswer });
  const httpServer = http.createServer();
  const wsServer = new WebSocketServer({ server: httpServer });
  httpServer.on('request', handler.handleHttp);
  wsServer.on('connection', handler.handleWs);

  return {
    listen(port, host) {
      return new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          httpServer.off('error', reject);
          resolve(httpServer.address() as AddressInfo);
        });
      });
    },
    async close() {
      await Promise.all([
        new Promise<void>((resolve, reject) => httpServer.close((error) => error ? reject(error) : resolve())),
        new Promise<void>((resolve, reject) => wsServer.close((error) => error ? reject(error) : resolve())),
      ]);
    },
  };
}
