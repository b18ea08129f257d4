/**
 * Reading and writing the app's own cookies, in the browser (document.cookie) and on the
 * server (the request's Cookie header). Values are URI-encoded so any string round-trips.
 */
import { SESSION_COOKIE_NAME } from 'types/api/account';

/** Desktop sidebar state: 'true' when collapsed, 'false' when expanded. */
export const NAV_BAR_COLLAPSED = 'nav_bar_collapsed';
/** 'true' when the chain was still indexing blocks on the last visit (shows a skeleton while loading). */
export const INDEXING_ALERT = 'indexing_alert';
/** 'true' when internal transactions were still being indexed on the last visit (the same, for that banner). */
export const INTERNAL_TXS_INDEXING_ALERT = 'indexing_internal_txs_alert';
/** 'true' when an ad blocker was detected on an earlier page: the server then reserves no ad slots. */
export const ADBLOCK_DETECTED = 'adblock_detected';
/** Account session token; its presence means the visitor is logged in. Set by the backend. */
export const API_TOKEN = SESSION_COOKIE_NAME;
/** Chosen colour mode, 'light' or 'dark'. */
export const COLOR_MODE = 'color_mode';
/** Chosen identicon style for addresses. */
export const ADDRESS_IDENTICON = 'address_identicon';

/** Default lifetime of cookies the app writes: one year. */
export const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Parses a Cookie header (`a=1; b=two`) into a name → value record. Malformed pairs are
 * skipped; on a repeated name the first wins, as browsers send the most specific path first.
 */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  if (!header) {
    return result;
  }
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator <= 0) {
      continue;
    }
    const name = pair.slice(0, separator).trim();
    if (!name || name in result) {
      continue;
    }
    result[name] = safeDecode(pair.slice(separator + 1).trim().replace(/^"(.*)"$/, '$1'));
  }
  return result;
}

/**
 * Value of cookie `name`: from `cookieHeader` when given (server side), otherwise from
 * `document.cookie`. Undefined when absent or when there is no document (server without header).
 */
export function getCookie(name: string, cookieHeader?: string | null): string | undefined {
  if (cookieHeader !== undefined) {
    return parseCookieHeader(cookieHeader)[name];
  }
  if (typeof document === 'undefined') {
    return undefined;
  }
  return parseCookieHeader(document.cookie)[name];
}

/** Options of {@link setCookie}. */
export interface SetCookieOptions {
  /** Lifetime; defaults to {@link COOKIE_MAX_AGE_SECONDS}. 0 deletes the cookie. */
  maxAgeSeconds?: number;
  /** Defaults to '/', so every page sees the cookie. */
  path?: string;
}

/** Writes a site-wide cookie in the browser. Does nothing on the server. */
export function setCookie(name: string, value: string, options: SetCookieOptions = {}): void {
  if (typeof document === 'undefined') {
    return;
  }
  const { maxAgeSeconds = COOKIE_MAX_AGE_SECONDS, path = '/' } = options;
  const parts = [
    `${ name }=${ encodeURIComponent(value) }`,
    `Path=${ path }`,
    `Max-Age=${ Math.max(0, Math.floor(maxAgeSeconds)) }`,
    'SameSite=Lax',
  ];
  if (typeof location !== 'undefined' && location.protocol === 'https:') {
    parts.push('Secure');
  }
  document.cookie = parts.join('; ');
}

/** Deletes cookie `name` (site-wide path). */
export function removeCookie(name: string, path = '/'): void {
  setCookie(name, '', { maxAgeSeconds: 0, path });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A cookie set by someone else may hold a stray '%'; keep it as written.
    return value;
  }
}
