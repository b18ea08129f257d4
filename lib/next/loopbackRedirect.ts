/**
 * `localhost` and `127.0.0.1` are one machine but two sites to a browser: the session cookie
 * the API sets under one name never reaches pages under the other, and the explorer's API,
 * auth and CSP origins name only one (NEXT_PUBLIC_APP_HOST, the URL `npm start` prints). So a
 * page asked for under another loopback name is sent to the configured one before the visitor
 * signs in where the session could not be seen.
 * @dev Only loopback names on the configured port are redirected, and only to the configured
 * origin: no Host header can send a visitor anywhere else.
 */
const LOOPBACK_HOSTS = new Set([ 'localhost', '127.0.0.1', '[::1]' ]);

/** The URL to send this request to, or null to serve it where it is. */
export function loopbackRedirect(appBaseUrl: string, host: string | undefined, path: string | undefined): string | null {
  if (!host || !path?.startsWith('/')) return null;
  let app: URL;
  let requested: URL;
  try {
    app = new URL(appBaseUrl);
    requested = new URL(`${ app.protocol }//${ host }`);
  } catch {
    return null;
  }
  const isAlias = LOOPBACK_HOSTS.has(app.hostname) && LOOPBACK_HOSTS.has(requested.hostname) &&
    requested.hostname !== app.hostname && requested.port === app.port;
  return isAlias ? `${ app.origin }${ path }` : null;
}
