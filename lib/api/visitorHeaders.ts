/**
 * The headers the web app's server sends with the API requests it makes for a visitor (server
 * rendering, the same-origin proxy): the visitor's cookies (session, client key) and, when
 * `CLIENT_IP_SECRET` is set, the visitor's address signed with it, so the API counts these
 * requests on the visitor's budget rather than on the web server's (types/api/clients.ts).
 * Server side only: it reads server environment variables and signs with node:crypto.
 */
import type { IncomingMessage } from 'node:http';

import proxyAddr from '@fastify/proxy-addr';

import { CLIENT_IP_HEADER, CLIENT_IP_SIGNATURE_HEADER, signClientIp } from 'types/api/clients';

/** Proxies whose `X-Forwarded-For` is believed (`TRUSTED_PROXIES`, the API's setting): read once. */
let trustedProxies: ReturnType<typeof proxyAddr.compile> | undefined;

function trust() {
  trustedProxies ??= proxyAddr.compile((process.env.TRUSTED_PROXIES ?? '').split(',').map((item) => item.trim()).filter(Boolean));
  return trustedProxies;
}

/** The visitor's address as this server sees it: its peer, or the client a trusted proxy names. */
export function visitorAddress(request: IncomingMessage): string {
  return proxyAddr(request, trust());
}

export function visitorHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  if (request.headers.cookie) headers.cookie = request.headers.cookie;
  const secret = process.env.CLIENT_IP_SECRET;
  const address = secret ? visitorAddress(request) : undefined;
  if (secret && address) {
    headers[CLIENT_IP_HEADER] = address;
    headers[CLIENT_IP_SIGNATURE_HEADER] = signClientIp(address, secret);
  }
  return headers;
}
