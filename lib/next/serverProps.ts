/**
 * Shared `getServerSideProps` building blocks. Every page renders on the server per request,
 * so run-time configuration and cookies are known before the first paint.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { IncomingHttpHeaders } from 'node:http';

import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';

import config from 'configs/app';
import { parseCookieHeader, ADBLOCK_DETECTED, API_TOKEN, NAV_BAR_COLLAPSED, INDEXING_ALERT, INTERNAL_TXS_INDEXING_ALERT } from 'lib/cookies';

import type { IndexingStatus } from 'types/api/indexingStatus';

import { cachedIndexingStatus } from './indexingStatusCache';
import { guessViewport, type ViewportGuess } from './viewportGuess';

/** A failed primary request, as the error screens read it: status plus the response body. */
export interface PageError {
  status: number;
  payload?: { message?: string; hash?: string };
  /** The route itself is off (its feature is not enabled): it is titled as the 404 page, not as the feature. */
  routeOff?: boolean;
}

export interface PageProps {
  /** Sidebar state from the cookie: null when the visitor never toggled it. */
  navCollapsed: boolean | null;
  /** Indexing-alert cookie flag ('true' when the chain was indexing on the last visit). */
  indexingAlertCookie: string | null;
  /** The same flag for internal transactions ('true' when they were still being indexed). */
  internalTxsIndexingCookie?: string | null;
  /**
   * The request carried the account session cookie (spec §4: logged in). The backend sets it
   * HttpOnly, so page scripts cannot read it; the server tells them.
   */
  hasSessionCookie?: boolean;
  /** 'true' when an earlier page detected an ad blocker (lib/ads/adBlock.ts): no ad slots are reserved. */
  adBlockCookie?: string | null;
  /** The indexing status the server knew a moment ago, so the banners are in the first paint; null: unknown. */
  indexingStatus?: IndexingStatus | null;
  /** The layout the server drew (from the user agent); null: both, CSS picks one. */
  viewport: ViewportGuess | null;
  /** When set, the page renders the error screen for this error instead of its content. */
  error?: PageError;
  dehydratedState?: DehydratedState;
  query: Record<string, string>;
}

type Context = GetServerSidePropsContext;
type Result = GetServerSidePropsResult<PageProps>;

function flattenQuery(query: Context['query']): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [ key, value ] of Object.entries(query)) {
    if (typeof value === 'string') result[key] = value;
    else if (Array.isArray(value)) result[key] = value.join('/');
  }
  return result;
}

/** Props every page starts from: the layout cookies and device of this request, and the route query. */
export function pagePropsFromRequest(headers: IncomingHttpHeaders, query: Context['query']): PageProps {
  const cookies = parseCookieHeader(headers.cookie ?? '');
  const navCookie = cookies[NAV_BAR_COLLAPSED];
  return {
    navCollapsed: navCookie === 'true' ? true : navCookie === 'false' ? false : null,
    indexingAlertCookie: cookies[INDEXING_ALERT] ?? null,
    internalTxsIndexingCookie: cookies[INTERNAL_TXS_INDEXING_ALERT] ?? null,
    hasSessionCookie: Boolean(cookies[API_TOKEN]),
    adBlockCookie: cookies[ADBLOCK_DETECTED] ?? null,
    viewport: guessViewport(headers),
    query: flattenQuery(query),
  };
}

export function basePageProps(ctx: Context): PageProps {
  return { ...pagePropsFromRequest(ctx.req.headers, ctx.query), indexingStatus: cachedIndexingStatus() };
}

/** Marks the response with an error status; the page then shows the matching error screen. */
export function errorPage(ctx: Context, status: number, payload?: PageError['payload']): Result {
  ctx.res.statusCode = status;
  const error: PageError = payload ? { status, payload } : { status };
  return { props: { ...basePageProps(ctx), error } };
}

export async function base(ctx: Context): Promise<Result> {
  return { props: basePageProps(ctx) };
}

/** The 404 of a route whose feature is off: the route is not there at all. */
export function routeOff(ctx: Context): Result {
  ctx.res.statusCode = 404;
  return { props: { ...basePageProps(ctx), error: { status: 404, routeOff: true } } };
}

/** A page that exists only while a feature is on; otherwise it answers 404. */
function gated(isEnabled: () => boolean) {
  return async(ctx: Context): Promise<Result> => isEnabled() ? base(ctx) : routeOff(ctx);
}

/** The login page: there while the account feature is on. */
export const login = gated(() => config.features.account.isEnabled);

/**
 * An account page: 404 while the feature is off; an anonymous visitor is sent to the login page
 * (every way in there returns to this page; the backend checks the path again).
 */
function signedIn(isEnabled: () => boolean) {
  return async(ctx: Context): Promise<Result> => {
    if (!isEnabled()) return routeOff(ctx);
    const props = basePageProps(ctx);
    if (!props.hasSessionCookie) {
      return { redirect: { destination: `/login?path=${ encodeURIComponent(ctx.resolvedUrl) }`, permanent: false } };
    }
    return { props };
  };
}

export const account = signedIn(() => config.features.account.isEnabled);
export const verifiedAddresses = signedIn(() => config.features.addressVerification.isEnabled);
export const marketplace = gated(() => config.features.marketplace.isEnabled);
export const stats = gated(() => config.features.stats.isEnabled);
export const graphql = gated(() => config.features.graphqlApiDocs.isEnabled);
export const csvExport = gated(() => config.features.csvExport.isEnabled);
export const sol2uml = gated(() => config.features.sol2uml.isEnabled);

export async function notFound(ctx: Context): Promise<Result> {
  return errorPage(ctx, 404);
}
