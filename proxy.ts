/**
 * Our own API routes answer under `/node-api/*` so that `/api/*` stays free for the backend
 * when both share an origin. A rewrite in next.config.js would do the same, but any rewrite
 * ships Next's client-side rewrite matcher (path-to-regexp, ~13 kB gzipped) in every page's
 * first load; this server-side proxy costs the browser nothing.
 */
import { NextResponse, type NextRequest } from 'next/server';

export function proxy(request: NextRequest) {
  const url = request.nextUrl.clone();
  url.pathname = url.pathname.replace(/^\/node-api\//, '/api/');
  return NextResponse.rewrite(url);
}

export const config = {
  matcher: '/node-api/:path*',
};
