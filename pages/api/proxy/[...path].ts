/**
 * Same-origin proxy to the main API, served at `/node-api/proxy/*` (see proxy.ts).
 * Browser calls go through it when NEXT_PUBLIC_USE_NEXT_JS_PROXY is on, which avoids CORS and
 * lets the account cookie stay first-party. Only paths under `/api/` are forwarded, only with
 * the methods and body sizes of lib/api/requestLimits.ts (proxy.ts checks them first for every
 * /node-api path; this route checks again, as it is also reachable as /api/proxy/*).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { NextApiRequest, NextApiResponse } from 'next';

import appConfig from 'configs/app';
import { BODY_TOO_LARGE, discardBody, readBodyWithinLimit } from 'lib/api/readRequestBody';
import { toServerSideUrl } from 'lib/api/serverOrigin';
import { isAllowedMethod, isDeclaredBodyTooLarge, METHOD_NOT_ALLOWED, PAYLOAD_TOO_LARGE, sendAnswer } from 'lib/api/requestLimits';
import { visitorHeaders } from 'lib/api/visitorHeaders';

/** Request headers the API needs: CSRF, body type, service token, gas-oracle switch (cookies: visitorHeaders). */
const FORWARDED_REQUEST_HEADERS = [ 'x-csrf-token', 'content-type', 'authorization', 'accept', 'updated-gas-oracle' ];

/** Response headers the browser needs; hop-by-hop and encoding headers are deliberately left out. */
const FORWARDED_RESPONSE_HEADERS = [ 'content-type', 'x-bs-account-csrf', 'content-disposition', 'location',
  'retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset' ];

const METHODS_WITHOUT_BODY = [ 'GET', 'HEAD' ];

/** CSV exports can be slow, but a stuck upstream must not hold the socket forever. */
const PROXY_TIMEOUT_MS = 60_000;

/**
 * The upstream URL for the catch-all `path` segments and the raw request URL (for its query
 * string), or undefined when the path is outside `/api/` or tries to climb out of it.
 */
export function getProxyTargetUrl(path: string | Array<string> | undefined, requestUrl: string | undefined): string | undefined {
  const segments = Array.isArray(path) ? path : path ? [ path ] : [];
  if (segments.length < 2 || segments[0] !== 'api' || segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return undefined;
  }
  const queryStart = requestUrl ? requestUrl.indexOf('?') : -1;
  const search = requestUrl && queryStart >= 0 ? requestUrl.slice(queryStart) : '';
  const pathname = '/' + segments.map(encodeURIComponent).join('/');
  return toServerSideUrl(appConfig.api.endpoint + appConfig.api.basePath + pathname + search);
}

/** The visitor's cookies and signed address (lib/api/visitorHeaders.ts), plus the headers above. */
function pickRequestHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = visitorHeaders(req);
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = req.headers[name];
    if (value !== undefined) {
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
  }
  return headers;
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}

function copyResponseHeaders(upstream: Response, res: ServerResponse) {
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) {
      res.setHeader(name, value);
    }
  }
  // Several cookies may arrive at once; `get` would fold them into one invalid header.
  const cookies = upstream.headers.getSetCookie();
  if (cookies.length > 0) {
    res.setHeader('set-cookie', cookies);
  }
}

/** The body to forward: none for GET and HEAD, BODY_TOO_LARGE past the limit (lib/api/requestLimits.ts). */
async function readForwardedBody(req: IncomingMessage, method: string) {
  if (METHODS_WITHOUT_BODY.includes(method)) {
    return undefined;
  }
  if (isDeclaredBodyTooLarge(req.headers['content-length'])) {
    return BODY_TOO_LARGE;
  }
  return readBodyWithinLimit(req);
}

/** Forwards method, query string, body and selected headers; copies status, body and headers back. */
export default async function proxyHandler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  if (!isAllowedMethod(method)) {
    sendAnswer(res, METHOD_NOT_ALLOWED);
    discardBody(req);
    return;
  }
  const target = getProxyTargetUrl(req.query.path, req.url);
  if (!target) {
    sendJson(res, 400, { message: 'Only paths under /api/ can be proxied' });
    return;
  }
  const body = await readForwardedBody(req, method);
  if (body === BODY_TOO_LARGE) {
    sendAnswer(res, PAYLOAD_TOO_LARGE);
    discardBody(req);
    return;
  }

  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method,
      headers: pickRequestHeaders(req),
      body,
      // Redirects go back to the browser untouched; following them here could leave our origin.
      redirect: 'manual',
      signal: AbortSignal.timeout(PROXY_TIMEOUT_MS),
    });
  } catch (error) {
    sendJson(res, 502, { message: `Upstream API unreachable: ${ error instanceof Error ? error.message : String(error) }` });
    return;
  }

  const responseBody = Buffer.from(await upstream.arrayBuffer());
  res.statusCode = upstream.status;
  copyResponseHeaders(upstream, res);
  res.setHeader('content-length', responseBody.length);
  res.end(responseBody);
}

export const config = { api: { bodyParser: false, externalResolver: true } };
