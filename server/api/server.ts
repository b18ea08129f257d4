/**
 * Runs the app on a port. Only listening and closing live here; everything else is
 * in app.ts, so tests use `inject` and need no port. The realtime socket (`/socket/v2`)
 * needs the listening HTTP server, so it is attached here.
 */
import type { Logger } from '../common/logger';
import type { Database, Queryable } from '../db';
import type { ChainEventSource } from '../events';
import { createMailer } from '../account/mail';
import { startWatchlistNotifier } from '../account/watchlistNotifier';
import { buildApp, type BuildAppOptions } from './app';
import type { ApiConfig } from './config';
import { withLegacyPayloadNames } from './legacy/transform';
import { attachSocket, type SocketOptions, type SocketServer } from './socket';
import { watchSocketConnections } from '../common/metrics';
import { shareVerificationResults } from './socket/sharedVerificationResults';
import { topicKey } from './socket/topics';
import type { VerificationResult } from '../verification/service';

/** A listening API server. */
export interface ApiServer {
  /** Base URL, e.g. `http://127.0.0.1:4000`. */
  url: string;
  /** The realtime socket; its URL is `url` with `ws:` and `/socket/v2`. */
  socket: SocketServer;
  /**
   * Stops accepting connections and resolves once in-flight requests are answered, or after
   * {@link SHUTDOWN_DEADLINE_MS} with the connections still open closed.
   */
  close(): Promise<void>;
}

/**
 * How long a stop waits for requests in flight: under an orchestrator's grace period (the chart
 * gives 30 s), so a slow CSV export or contract call cannot turn a clean stop into a SIGKILL.
 */
export const SHUTDOWN_DEADLINE_MS = 20_000;

export interface StartApiServerOptions {
  db: Queryable;
  config: ApiConfig;
  logger: Logger;
  /**
   * Chain events for the socket's broadcasts: `inProcessChainEvents(indexer.events)` next
   * to an indexer, `subscribeChainEvents(db)` for one in another process. Without it the
   * socket accepts joins and stays quiet. The caller closes it after the server.
   */
  events?: ChainEventSource | null;
  /** Socket limits (idle timeout, frame size, …); defaults suit production. */
  socket?: SocketOptions;
  /** Contract verification to use instead of the app's own (tests share one). */
  verification?: BuildAppOptions['verification'];
  /** Default {@link SHUTDOWN_DEADLINE_MS}. */
  shutdownDeadlineMs?: number;
}

/** A database that can LISTEN and NOTIFY (tests may hand the server a bare query runner). */
function isDatabase(db: Queryable): db is Database {
  return typeof (db as Partial<Database>).listen === 'function' && typeof (db as Partial<Database>).notify === 'function';
}

/** Builds the app and listens on `config.host:config.port` (port 0 picks a free one). */
export async function startApiServer(options: StartApiServerOptions): Promise<ApiServer> {
  const app = buildApp(options);
  const socket = attachSocket(app, {
    ...options.config.socketClients, ...options.socket, clientAddress: options.config.clientAddress, db: options.db, events: options.events, allowedOrigins: options.config.corsOrigins, logger: options.logger,
    // The REST answers get theirs in app.ts (legacy/plugin.ts).
    transformPayload: options.config.legacyFields ? withLegacyPayloadNames : undefined,
  });
  // GUIDE §10: a verification's outcome goes to the watchers of its address, on every API
  // process of the database (LISTEN/NOTIFY); the app clears its microcache on success itself (app.ts).
  const broadcast = (address: string, result: VerificationResult) => {
    socket.hub.broadcast(topicKey.address(address), 'verification_result', result);
    // A success on another process makes this one's cached answers as stale.
    if (result.status === 'success') app.clearResponseCache?.();
  };
  if (isDatabase(options.db)) {
    const stopSharing = await shareVerificationResults({ db: options.db, verification: app.verification, broadcast, logger: options.logger });
    app.addHook('onClose', stopSharing);
  } else {
    app.verification.onResult(broadcast);
  }
  const unwatchSocket = watchSocketConnections(() => socket.connections);
  app.addHook('onClose', async() => unwatchSocket());
  // Watch-list mail follows the chain events, as the socket does.
  const account = options.config.account;
  const notifier = account?.enabled && options.events ? startWatchlistNotifier({
    db: options.db, events: options.events, config: account, mailer: createMailer(options.db, account, options.logger), logger: options.logger,
  }) : null;
  app.addHook('onClose', async() => notifier?.stop());
  await app.listen({ host: options.config.host, port: options.config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.config.port;
  // IPv6 hosts need brackets inside a URL.
  const host = options.config.host.includes(':') ? `[${ options.config.host }]` : options.config.host;
  const url = `http://${ host }:${ port }`;
  options.logger.info({ url, socket: `ws://${ host }:${ port }/socket/v2`, events: options.events ? 'on' : 'off' }, 'api listening');
  let closing: Promise<void> | undefined;
  const deadlineMs = options.shutdownDeadlineMs ?? SHUTDOWN_DEADLINE_MS;
  return {
    url,
    socket,
    close() {
      closing ??= (async() => {
        const deadline = setTimeout(() => {
          options.logger.warn({ url, deadline_ms: deadlineMs }, 'requests still in flight at the shutdown deadline: closing their connections');
          app.server.closeAllConnections();
        }, deadlineMs);
        try {
          await app.close();
        } finally {
          clearTimeout(deadline);
        }
        options.logger.info({ url }, 'api closed');
      })();
      return closing;
    },
  };
}
