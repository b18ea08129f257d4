/**
 * The WebSocket transport: `GET /socket/v2/websocket?vsn=2.0.0` upgraded on the API's own
 * HTTP server, one {@link Session} per connection.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

import { WebSocket, WebSocketServer } from 'ws';

import type { Logger } from '../../common/logger';
import { TOO_MANY_CONNECTIONS, type SocketClients } from './clientLimits';
import type { Hub } from './hub';
import { createSession, type SessionLimits } from './session';

/** Close code when the server stops. */
const CLOSE_GOING_AWAY = 1001;
/** Close code for a client that reads too slowly (its unsent frames pile up). */
const CLOSE_TRY_AGAIN_LATER = 1013;
/** How long closing connections get to answer before they are cut. */
const CLOSE_GRACE_MS = 1000;

export interface WebSocketOptions {
  path: string;
  hub: Hub;
  limits: SessionLimits;
  clients: SocketClients;
  /** Largest frame a client may send; a bigger one closes its connection (1009). */
  maxFrameBytes: number;
  maxConnections: number;
  /** Unsent bytes beyond which a connection counts as stuck and is closed. */
  maxBufferedBytes: number;
  /** Browser origins allowed to connect (`*`: any); requests without an Origin always may. */
  allowedOrigins: string[];
  logger: Logger;
}

export interface WebSocketEndpoint {
  readonly connections: number;
  /** Closes every connection (1001) and stops accepting new ones. */
  close(): Promise<void>;
}

/** Answers a refused upgrade with a short JSON body, as the REST API answers errors. */
function refuse(socket: Duplex, status: number, reason: string, message: string) {
  const body = JSON.stringify({ message });
  socket.end(`HTTP/1.1 ${ status } ${ reason }\r\nConnection: close\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${ Buffer.byteLength(body) }\r\n\r\n${ body }`);
}

/** Phoenix serializer version 2.x; the client always sends `vsn=2.0.0`. */
export function isSupportedVsn(vsn: string | null): boolean {
  return vsn !== null && /^2\.\d+\.\d+$/.test(vsn);
}

export function isAllowedOrigin(origin: string | undefined, allowed: string[]): boolean {
  return origin === undefined || allowed.includes('*') || allowed.includes(origin);
}

export function attachWebSocket(server: Server, options: WebSocketOptions): WebSocketEndpoint {
  const logger = options.logger;
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxFrameBytes, perMessageDeflate: false });
  let closing = false;

  function onConnection(ws: WebSocket) {
    const session = createSession({
      hub: options.hub,
      limits: options.limits,
      logger,
      transport: {
        send(frame) {
          if (ws.readyState !== WebSocket.OPEN) return;
          if (ws.bufferedAmount > options.maxBufferedBytes) {
            logger.info({ buffered_bytes: ws.bufferedAmount }, 'closing a socket that does not read');
            ws.close(CLOSE_TRY_AGAIN_LATER, 'too slow');
            return;
          }
          ws.send(frame);
        },
        close: (code, reason) => ws.close(code, reason),
      },
    });
    ws.on('message', (data, isBinary) => {
      // Binary frames belong to Phoenix's binary serializer, which no channel of ours uses.
      if (isBinary) return;
      session.receive(data.toString());
    });
    ws.on('error', (error) => logger.debug({ err: error }, 'socket connection error'));
    ws.on('close', () => session.end());
  }

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    socket.on('error', () => socket.destroy());
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://localhost');
    } catch {
      return refuse(socket, 400, 'Bad Request', 'Malformed URL');
    }
    if (url.pathname !== options.path) return refuse(socket, 404, 'Not Found', 'Not found');
    if (closing) return refuse(socket, 503, 'Service Unavailable', 'Shutting down');
    if (!isSupportedVsn(url.searchParams.get('vsn'))) return refuse(socket, 400, 'Bad Request', 'vsn: expected 2.0.0');
    if (!isAllowedOrigin(request.headers.origin, options.allowedOrigins)) return refuse(socket, 403, 'Forbidden', 'Origin not allowed');
    if (wss.clients.size >= options.maxConnections) return refuse(socket, 503, 'Service Unavailable', 'Too many connections');
    const client = options.clients.addressOf(request);
    if (!options.clients.connections.open(client)) return refuse(socket, 429, 'Too Many Requests', TOO_MANY_CONNECTIONS);
    // The raw socket closes when the connection ends, or when the handshake fails: either way it stops counting.
    socket.once('close', () => options.clients.connections.close(client));
    wss.handleUpgrade(request, socket, head, onConnection);
  }

  server.on('upgrade', onUpgrade);
  return {
    get connections() { return wss.clients.size; },
    async close() {
      closing = true;
      server.off('upgrade', onUpgrade);
      const clients = [ ...wss.clients ];
      await Promise.all(clients.map((ws) => new Promise<void>((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve();
        const timer = setTimeout(() => ws.terminate(), CLOSE_GRACE_MS);
        ws.once('close', () => { clearTimeout(timer); resolve(); });
        ws.close(CLOSE_GOING_AWAY, 'server shutting down');
      })));
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
