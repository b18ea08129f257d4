/**
 * Runs the app on a port. Only listening and closing live here; everything else is
 * in app.ts, so tests use `inject` and need no port.
 */
import type { Logger } from '../common/logger';
import type { Queryable } from '../db';
import { buildApp } from './app';
import type { ApiConfig } from './config';

/** A listening API server. */
export interface ApiServer {
  /** Base URL, e.g. `http://127.0.0.1:4000`. */
  url: string;
  /** Stops accepting connections and resolves once in-flight requests are answered. */
  close(): Promise<void>;
}

/** Builds the app and listens on `config.host:config.port` (port 0 picks a free one). */
export async function startApiServer(options: { db: Queryable; config: ApiConfig; logger: Logger }): Promise<ApiServer> {
  const app = buildApp(options);
  await app.listen({ host: options.config.host, port: options.config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.config.port;
  // IPv6 hosts need brackets inside a URL.
  const host = options.config.host.includes(':') ? `[${ options.config.host }]` : options.config.host;
  const url = `http://${ host }:${ port }`;
  options.logger.info({ url }, 'api listening');
  let closing: Promise<void> | undefined;
  return {
    url,
    close() {
      closing ??= app.close().then(() => options.logger.info({ url }, 'api closed'));
      return closing;
    },
  };
}
