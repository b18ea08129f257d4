/**
 * Builds the realtime endpoint URL. Pure so it can be tested without a browser; the caller
 * passes the page location because the scheme may have to follow it.
 */
import { SOCKET_PATH } from './constants';

/** The parts of `config.api` the socket URL depends on. */
export interface SocketUrlConfig {
  /** API host with an optional `:port`; empty means "same host as the page". */
  hostAndPort: string;
  /** API base path such as `/explorer`, or '' for none. */
  basePath: string;
  /** 'ws' or 'wss' to force a scheme; '' to follow the page protocol. */
  socketProtocol: '' | 'ws' | 'wss';
}

/** Where the page itself is served from (normally `window.location`). */
export interface PageLocation {
  /** Such as 'https:' (with the colon, as `location.protocol` gives it). */
  protocol: string;
  /** Such as 'explorer.example.com:8443'. */
  host: string;
}

/**
 * Returns `ws(s)://host/base/socket/v2`, or undefined when no host is known (then the app
 * simply runs without live updates). A secure page always gets `wss` unless the config
 * names a scheme explicitly, because browsers block `ws` from https pages.
 */
export function getSocketUrl(api: SocketUrlConfig, page?: PageLocation): string | undefined {
  const host = api.hostAndPort || page?.host || '';
  if (!host) {
    return undefined;
  }
  const scheme = api.socketProtocol || (page?.protocol === 'https:' ? 'wss' : 'ws');
  return `${ scheme }://${ host }${ normaliseBasePath(api.basePath) }${ SOCKET_PATH }`;
}

/** '' or '/' → ''; 'explorer/' → '/explorer'. */
function normaliseBasePath(basePath: string): string {
  const trimmed = basePath.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${ trimmed }` : '';
}
