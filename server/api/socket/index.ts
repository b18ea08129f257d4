/**
 * The realtime socket `/socket/v2` (Phoenix channels protocol v2, GUIDE §10) on the API's
 * Fastify instance: WebSocket at `/socket/v2/websocket`, long-poll at
 * `/socket/v2/longpoll`, and broadcasts made from a {@link ChainEventSource}.
 */
import type { FastifyInstance } from 'fastify';

import type { Logger } from '../../common/logger';
import type { Queryable } from '../../db';
import type { ChainEventSource } from '../../events';
import { createClientAddressResolver, NO_TRUSTED_CLIENTS, type ClientAddressConfig } from '../lib/clientAddress';
import { countConnectionsPerClient } from './clientLimits';
import { startBroadcaster, type Broadcaster } from './broadcaster';
import { createHub, type Hub, type HubOptions } from './hub';
import { createLongPoll } from './longpoll';
import { attachWebSocket, type WebSocketEndpoint } from './websocket';

/** Where the socket lives; the client appends `/websocket` or `/longpoll`. */
export const SOCKET_PATH = '/socket/v2';

/** What one client may do (`API_SOCKET_*`). */
export interface SocketClientLimits {
  /** Connections (WebSocket and long-poll) one client IP holds at once; one more is refused with 429. */
  maxConnectionsPerClient?: number;
  /** Frames one connection may send per minute; past it the connection is closed (1008). */
  maxMessagesPerMinute?: number;
}

/** Limits of the socket; every field has a default. */
export interface SocketOptions extends SocketClientLimits {
  /** A connection silent this long is closed (Blockscout: 45 s). */
  idleTimeoutMs?: number;
  /** Largest client frame (WebSocket message or long-poll line). */
  maxFrameBytes?: number;
  /** Channels one connection may join at once. */
  maxTopicsPerConnection?: number;
  /** WebSocket connections, and separately long-poll sessions, at once. */
  maxConnections?: number;
  /** Unsent bytes after which a WebSocket client counts as stuck and is closed. */
  maxBufferedBytes?: number;
  /** How long a long-poll GET waits for news. */
  longPollWindowMs?: number;
}

export const SOCKET_DEFAULTS = {
  idleTimeoutMs: 45_000,
  maxFrameBytes: 64 * 1024,
  maxTopicsPerConnection: 100,
  maxConnections: 10_000,
  maxBufferedBytes: 4 * 1024 * 1024,
  longPollWindowMs: 10_000,
  maxConnectionsPerClient: 100,
  maxMessagesPerMinute: 300,
} as const satisfies Required<SocketOptions>;

export interface AttachSocketOptions extends SocketOptions {
  db: Queryable;
  /** Where broadcasts come from; without one the socket serves joins but sends no events. */
  events?: ChainEventSource | null;
  /** Browser origins allowed (the API's CORS origins; `*`: any). */
  allowedOrigins: string[];
  logger: Logger;
  /** Who a connection counts for (lib/clientAddress.ts); the socket's peer when absent. */
  clientAddress?: ClientAddressConfig;
  /** Rewrites every broadcast payload before it is encoded (see {@link HubOptions}). */
  transformPayload?: HubOptions['transformPayload'];
}

/** The socket attached to an app. */
export interface SocketServer {
  hub: Hub;
  /** Resolves once every chain event received so far has been broadcast (tests). */
  idle(): Promise<void>;
  readonly connections: number;
}

/**
 * Adds the socket to `app` before it listens: long-poll routes now, the WebSocket upgrade
 * handler once the HTTP server exists, and shutdown in `preClose`, so `app.close()` ends
 * every connection first (upgraded sockets would otherwise keep the server open).
 */
export function attachSocket(app: FastifyInstance, options: AttachSocketOptions): SocketServer {
  const settings = { ...SOCKET_DEFAULTS, ...options };
  const logger = options.logger.child({ service: 'socket' });
  const hub = createHub({ transformPayload: options.transformPayload });
  const limits = { idleTimeoutMs: settings.idleTimeoutMs, maxTopics: settings.maxTopicsPerConnection, maxMessagesPerMinute: settings.maxMessagesPerMinute };
  // One count for both transports: a client cannot get round it by switching.
  const clients = { addressOf: createClientAddressResolver(options.clientAddress ?? NO_TRUSTED_CLIENTS),
    connections: countConnectionsPerClient(settings.maxConnectionsPerClient) };
  const longPoll = createLongPoll({
    hub, limits, logger, clients, maxFrameBytes: settings.maxFrameBytes, maxSessions: settings.maxConnections, windowMs: settings.longPollWindowMs,
  });
  let websocket: WebSocketEndpoint | undefined;
  let broadcaster: Broadcaster | undefined;

  app.register(longPoll.routes, { prefix: SOCKET_PATH });
  app.addHook('onReady', async() => {
    websocket = attachWebSocket(app.server, {
      path: `${ SOCKET_PATH }/websocket`, hub, limits, logger, clients, maxFrameBytes: settings.maxFrameBytes,
      maxConnections: settings.maxConnections, maxBufferedBytes: settings.maxBufferedBytes, allowedOrigins: options.allowedOrigins,
    });
    if (options.events) broadcaster = startBroadcaster({ db: options.db, hub, events: options.events, logger });
  });
  app.addHook('preClose', async() => {
    await broadcaster?.stop();
    longPoll.close();
    await websocket?.close();
  });

  return {
    hub,
    idle: async() => { await broadcaster?.idle(); },
    get connections() { return (websocket?.connections ?? 0) + longPoll.sessions; },
  };
}
