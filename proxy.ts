/**
 * Our own API routes answer under `/node-api/*` so that `/api/*` stays free for the backend
 * when both share an origin. A rewrite in next.config.js would do the same, but any rewrite
 * ships Next's client-side rewrite matcher (path-to-regexp, ~13 kB gzipped) in every page's
 * first load; this server-side proxy costs the browser nothing.
 *
 * It also refuses, for every /node-api path, methods and declared body sizes our routes do not
 * take (lib/api/requestLimits.ts). What never gets here: TRACE, as Next cannot build the fetch
 * Request it hands to this function (pages/_error.tsx answers it); TRACK, CONNECT and unknown
 * methods, which Node's HTTP parser turns away first (400, or a closed connection); and the size
 * of a body without Content-Length, which the route that reads it measures.
 */
import { NextResponse, type NextRequest } from 'next/server';

import {
  isAllowedMethod, isDeclaredBodyTooLarge, METHOD_NOT_ALLOWED, PAYLOAD_TOO_LARGE, type RequestLimitAnswer,
} from 'lib/api/requestLimits';

function answer({ status, headers, body }: RequestLimitAnswer): NextResponse {
  return NextResponse.json(body, { status, headers });
}

export function proxy(request: NextRequest) {
  if (!isAllowedMethod(request.method)) {
    return answer(METHOD_NOT_ALLOWED);
  }
  if (isDeclaredBodyTooLarge(request.headers.get('content-length'))) {
    return answer(PAYLOAD_TOO_LARGE);
  }
  const url = request.nextUrl.clone();
  url.pathname = url.pathname.replace(/^\/node-api\//, '/api/');
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: '/node-api/:path*',
};
