/**
 * Who a request comes from, for every rule kept per client (rate limit, node calls, captcha,
 * socket connections, filters): the visitor address the web app's server vouches for with a
 * signature (its requests while rendering a page), else the address a trusted proxy names
 * in `X-Forwarded-For`, else the socket's peer. Anyone else's forwarded or signed headers
 * change nothing.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';

import { CLIENT_IP_HEADER, CLIENT_IP_SIGNATURE_HEADER, signClientIp } from '../../../types/api/clients';

export interface ClientAddressConfig {
  /** Proxy IPs, CIDR ranges or proxy-addr's names (`loopback`) whose `X-Forwarded-For` is believed. */
  trustedProxies: string[];
  /** Shared with the web app, which signs its visitors' addresses with it; null: no one may vouch. */
  clientIpSecret: string | null;
}

export const NO_TRUSTED_CLIENTS: ClientAddressConfig = { trustedProxies: [], clientIpSecret: null };

declare module 'fastify' {
  interface FastifyRequest {
    /** The client this request counts for (see the module comment); use it instead of `ip`. */
    readonly clientIp: string;
  }
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function vouchedAddress(request: IncomingMessage, secret: string): string | undefined {
  const address = header(request, CLIENT_IP_HEADER)?.trim();
  const signature = header(request, CLIENT_IP_SIGNATURE_HEADER);
  if (!address || !signature || !isIP(address)) return undefined;
  const given = Buffer.from(signature);
  const expected = Buffer.from(signClientIp(address, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : undefined;
}

/** The client address of a raw request (the socket's upgrade requests have no Fastify request). */
export function createClientAddressResolver(config: ClientAddressConfig): (request: IncomingMessage) => string {
  const trust = proxyAddr.compile(config.trustedProxies);
  return (request) => {
    const vouched = config.clientIpSecret ? vouchedAddress(request, config.clientIpSecret) : undefined;
    return vouched ?? proxyAddr(request, trust);
  };
}

/** Adds `request.clientIp`, worked out once per request when first read. */
export function decorateClientAddress(app: FastifyInstance, config: ClientAddressConfig): (request: IncomingMessage) => string {
  const resolve = createClientAddressResolver(config);
  const resolved = new WeakMap<IncomingMessage, string>();
  app.decorateRequest('clientIp', {
    getter() {
      let address = resolved.get(this.raw);
      if (address === undefined) {
        address = resolve(this.raw);
        resolved.set(this.raw, address);
      }
      return address;
    },
  });
  return resolve;
}
