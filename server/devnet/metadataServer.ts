/**
 * A tiny HTTP server on loopback for the HTTP metadata case: ERC-721 JSON at
 * `/erc721/<id>`, ERC-1155 JSON at `/erc1155/<64 hex digits>.json`, and images at
 * `/images/<id>.svg|png`. Everything is derived from the id, so it needs no state.
 * Under `/apps/` it serves the devnet's marketplace (./apps/routes.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { SETTINGS } from '../settings';
import type { Faucet } from './apps/faucet';
import { handleAppsRequest, isAppsPath } from './apps/routes';
import { renderTokenPng, renderTokenSvg } from './images';
import { createSilentLogger, type Logger } from './logger';
import {
  buildMultiTokenMetadata,
  buildNftMetadata,
  IMAGES_PREFIX,
  MULTI_TOKEN_METADATA_PREFIX,
  NFT_METADATA_PREFIX,
} from './metadata';

/** Default port: next to the devnet's 8545, leaving 8546 for a separate WebSocket. */
export const DEFAULT_METADATA_PORT = SETTINGS.DEVNET_METADATA_PORT.default;
/** Ids are uint256; longer decimal strings are not ids. */
const MAX_ID_DIGITS = 78;

/** Options of {@link createMetadataServer}. */
export interface MetadataServerOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  logger?: Logger;
  /** The faucet app of the sample marketplace; without it the list has no faucet to open. */
  faucet?: Faucet | null;
}

/** A running metadata server. */
export interface MetadataServer {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:8547`. */
  url: string;
  close(): Promise<void>;
}

interface Reply {
  status: number;
  type: string;
  body: string | Buffer;
}

function json(value: unknown): Reply {
  return { status: 200, type: 'application/json', body: JSON.stringify(value) };
}

const NOT_FOUND: Reply = { status: 404, type: 'application/json', body: '{"error":"not found"}' };

function route(pathname: string, baseUrl: string): Reply {
  if (pathname.startsWith(NFT_METADATA_PREFIX)) {
    const id = pathname.slice(NFT_METADATA_PREFIX.length).replace(/\.json$/, '');
    return /^\d+$/.test(id) && id.length <= MAX_ID_DIGITS ? json(buildNftMetadata(baseUrl, BigInt(id))) : NOT_FOUND;
  }
  if (pathname.startsWith(MULTI_TOKEN_METADATA_PREFIX)) {
    const match = /^([0-9a-fA-F]{64})\.json$/.exec(pathname.slice(MULTI_TOKEN_METADATA_PREFIX.length));
    return match ? json(buildMultiTokenMetadata(baseUrl, BigInt(`0x${ match[1] }`))) : NOT_FOUND;
  }
  if (pathname.startsWith(IMAGES_PREFIX)) {
    const match = /^(\d{1,78})\.(svg|png)$/.exec(pathname.slice(IMAGES_PREFIX.length));
    if (!match) return NOT_FOUND;
    const id = BigInt(match[1]);
    return match[2] === 'svg' ?
      { status: 200, type: 'image/svg+xml', body: renderTokenSvg(id) } :
      { status: 200, type: 'image/png', body: renderTokenPng(id) };
  }
  return NOT_FOUND;
}

/** Starts the metadata server; binds to 127.0.0.1 unless told otherwise. */
export async function createMetadataServer(options: MetadataServerOptions = {}): Promise<MetadataServer> {
  const logger = (options.logger ?? createSilentLogger()).child({ service: 'metadata' });
  let baseUrl = '';

  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', baseUrl);
    if (isAppsPath(pathname)) {
      // Links in the app list name this server as the browser did (localhost or 127.0.0.1).
      const host = request.headers.host;
      const appsBaseUrl = host && /^(localhost|127\.0\.0\.1|\[::1\]):\d+$/.test(host) ? `http://${ host }` : baseUrl;
      handleAppsRequest(request, response, pathname, { baseUrl: appsBaseUrl, faucet: options.faucet ?? null }).catch((error: unknown) => {
        logger.error({ err: error, path: pathname }, 'apps request failed');
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
      return;
    }
    const reply = request.method === 'GET' || request.method === 'HEAD' ?
      route(pathname, baseUrl) :
      { status: 405, type: 'application/json', body: '{"error":"method not allowed"}' };
    logger.debug({ method: request.method, path: pathname, status: reply.status }, 'metadata request');
    response.writeHead(reply.status, {
      'content-type': reply.type,
      'content-length': Buffer.byteLength(reply.body),
      // Browsers (the explorer frontend) fetch images and JSON from another origin.
      'access-control-allow-origin': '*',
      'cache-control': 'public, max-age=3600',
    });
    response.end(request.method === 'HEAD' ? undefined : reply.body);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_METADATA_PORT, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.address.includes(':') ? `[${ address.address }]` : address.address;
  baseUrl = `http://${ host }:${ address.port }`;
  logger.info({ url: baseUrl }, 'metadata server listening');

  return {
    url: baseUrl,
    close: () => new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    }),
  };
}
