/**
 * What our own API routes (`/node-api/*`, see proxy.ts) accept: the methods a browser app uses
 * and bodies up to 10 MB. One home for the rule, shared by proxy.ts (every /node-api path), the
 * proxy route (bodies it streams, with ./readRequestBody.ts) and pages/_error.tsx (TRACE, which
 * Next fails on before proxy.ts runs). Free of Node APIs, as _error is also a browser page.
 */
import type { ServerResponse } from 'node:http';

/** TRACE would echo the request (cookies included) back, CONNECT would ask for a tunnel. */
export const ALLOWED_METHODS = [ 'GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS' ] as const;

/** The largest request body forwarded; next.config.js lets Next buffer a little more (see there). */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

export const ALLOW_HEADER = ALLOWED_METHODS.join(', ');

/** The answers, ready for either a Node response or a web `Response`. */
export const METHOD_NOT_ALLOWED = {
  status: 405,
  headers: { allow: ALLOW_HEADER },
  body: { message: `Method not allowed. Allowed methods: ${ ALLOW_HEADER }` },
} as const;

export const PAYLOAD_TOO_LARGE = {
  status: 413,
  headers: {},
  body: { message: `Request body too large. The limit is ${ MAX_BODY_BYTES / 1024 / 1024 } MB` },
} as const;

export type RequestLimitAnswer = typeof METHOD_NOT_ALLOWED | typeof PAYLOAD_TOO_LARGE;

export function isAllowedMethod(method: string | undefined): boolean {
  return (ALLOWED_METHODS as ReadonlyArray<string>).includes((method ?? 'GET').toUpperCase());
}

/** True when the declared Content-Length is over the limit (a missing one is checked while reading). */
export function isDeclaredBodyTooLarge(contentLength: string | null | undefined): boolean {
  return Boolean(contentLength) && Number(contentLength) > MAX_BODY_BYTES;
}

/** True for the paths proxy.ts maps onto our API routes. */
export function isNodeApiPath(url: string | undefined): boolean {
  return Boolean(url && /^\/node-api(\/|\?|$)/.test(url));
}

/**
 * Writes one of the answers above as JSON on a Node response. With nosniff of its own: the
 * answer _error.tsx sends does not get the headers of next.config.js.
 */
export function sendAnswer(res: ServerResponse, { status, headers, body }: RequestLimitAnswer): void {
  const json = JSON.stringify(body);
  res.statusCode = status;
  for (const [ name, value ] of Object.entries(headers)) {
    res.setHeader(name, value);
  }
  res.setHeader('content-type', 'application/json');
  res.setHeader('x-content-type-options', 'nosniff');
  res.end(json);
}
