/**
 * Which layout the server renders: the header, sidebar and every list come as a desktop and a
 * mobile version, and drawing (then hydrating) both doubles the work of a page on a phone. The
 * request's client hints or user agent say which one the visitor most likely needs; the browser
 * checks its real width right after hydration (`ui/shared/layout/useViewportLayout.ts`).
 */
import type { IncomingHttpHeaders } from 'node:http';

export type ViewportGuess = 'mobile' | 'desktop';

const MOBILE_USER_AGENT = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i;

/** Null when the request says nothing about its device: the page then carries both layouts. */
export function guessViewport(headers: IncomingHttpHeaders): ViewportGuess | null {
  const mobileHint = headers['sec-ch-ua-mobile'];
  if (mobileHint === '?1') return 'mobile';
  if (mobileHint === '?0') return 'desktop';
  const userAgent = headers['user-agent'];
  if (!userAgent) return null;
  return MOBILE_USER_AGENT.test(userAgent) ? 'mobile' : 'desktop';
}
