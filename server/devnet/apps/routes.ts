/**
 * The devnet's marketplace over HTTP, on the metadata server's port: the sample app list,
 * the faucet app and its drip endpoint, the apps' logos.
 */
import type http from 'node:http';

import { ServerError } from '../../common/errors';
import type { Faucet } from './faucet';
import { FaucetRefusal } from './faucet';
import { renderFaucetPage } from './faucetPage';
import { explorerOrigin, FEATURED_NETWORKS_PATH, FOOTER_LINKS_PATH, sampleFeaturedNetworks, sampleFooterLinks, SITE_CONFIG_PREFIX } from './siteConfig';
import { APPS_PREFIX, FAUCET_APP_PATH, FAUCET_DRIP_PATH, MARKETPLACE_CONFIG_PATH, renderAppLogo, sampleMarketplaceApps } from './sampleApps';

/** A drip request is one address: anything longer is not one. */
const MAX_DRIP_BODY_BYTES = 1024;
const LOGO_PATH = /^\/apps\/logos\/([a-z-]+)\.svg$/;

export function isAppsPath(pathname: string): boolean {
  return pathname.startsWith(APPS_PREFIX) || pathname.startsWith(SITE_CONFIG_PREFIX);
}

function send(response: http.ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), ...headers });
  response.end(body);
}

const sendJson = (response: http.ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) =>
  send(response, status, 'application/json', JSON.stringify(value), { 'cache-control': 'no-store', ...headers });

async function readJsonBody(request: http.IncomingMessage): Promise<unknown> {
  const chunks: Array<Buffer> = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_DRIP_BODY_BYTES) throw new FaucetRefusal('The request is too large: send {"address": "0x…"}.', 422);
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new FaucetRefusal('The request is not JSON: send {"address": "0x…"}.', 422);
  }
}

async function drip(request: http.IncomingMessage, response: http.ServerResponse, faucet: Faucet) {
  try {
    const body = await readJsonBody(request) as { address?: unknown };
    const result = await faucet.drip(typeof body?.address === 'string' ? body.address : '');
    sendJson(response, 200, result);
  } catch (error) {
    const status = error instanceof ServerError && error.statusCode ? error.statusCode : 500;
    const message = error instanceof ServerError && error.expose ? error.message : 'The faucet failed.';
    const retryAfter = error instanceof FaucetRefusal && error.retryAfterSeconds ? { 'retry-after': String(error.retryAfterSeconds) } : undefined;
    sendJson(response, status, { message }, retryAfter);
  }
}

/**
 * Answers a request under /apps/. `baseUrl` is where the browser reached this server, so the
 * list's links point back here under the same name.
 */
export async function handleAppsRequest(request: http.IncomingMessage, response: http.ServerResponse, pathname: string,
  options: { baseUrl: string; faucet: Faucet | null }): Promise<void> {
  const method = request.method ?? 'GET';
  if (pathname === FAUCET_DRIP_PATH && options.faucet) {
    if (method !== 'POST') return sendJson(response, 405, { message: 'Use POST.' }, { allow: 'POST' });
    return await drip(request, response, options.faucet);
  }
  if (method !== 'GET' && method !== 'HEAD') return sendJson(response, 405, { message: 'Use GET.' }, { allow: 'GET, HEAD' });
  if (pathname === MARKETPLACE_CONFIG_PATH) {
    // The explorer fetches the list from its own origin.
    return sendJson(response, 200, sampleMarketplaceApps(options.baseUrl), { 'access-control-allow-origin': '*' });
  }
  if (pathname === FEATURED_NETWORKS_PATH || pathname === FOOTER_LINKS_PATH) {
    const explorer = explorerOrigin(new URL(request.url ?? '/', options.baseUrl).searchParams);
    const document = pathname === FEATURED_NETWORKS_PATH ? sampleFeaturedNetworks(options.baseUrl, explorer) : sampleFooterLinks(options.baseUrl, explorer);
    return sendJson(response, 200, document, { 'access-control-allow-origin': '*' });
  }
  if (pathname === FAUCET_APP_PATH && options.faucet) {
    return send(response, 200, 'text/html; charset=utf-8', renderFaucetPage(), { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  }
  const logo = LOGO_PATH.exec(pathname);
  const svg = logo ? renderAppLogo(logo[1]) : undefined;
  if (svg) return send(response, 200, 'image/svg+xml', svg, { 'cache-control': 'public, max-age=3600', 'access-control-allow-origin': '*' });
  sendJson(response, 404, { message: 'not found' });
}
