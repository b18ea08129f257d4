/**
 * The account API's CSRF token. The backend hands it out in a response header; the fetch layer
 * records it here and sends it back on every mutating request.
 */

/** Response header that carries a fresh token (`GET /api/account/v1/get_csrf`). */
export const CSRF_RESPONSE_HEADER = 'x-bs-account-csrf';
/** Request header the backend checks on POST, PUT, PATCH and DELETE. */
export const CSRF_REQUEST_HEADER = 'x-csrf-token';

let csrfToken: string | undefined;

// The token belongs to one browser session; a server process serves many users, so it must
// never keep one in module state.
function isBrowser(): boolean {
  return typeof window !== 'undefined';
}

/** Remembers the token (browser only); pass undefined to forget it, e.g. on logout. */
export function setCsrfToken(token: string | undefined): void {
  if (isBrowser()) {
    csrfToken = token || undefined;
  }
}

/** The last known token, if any. */
export function getCsrfToken(): string | undefined {
  return isBrowser() ? csrfToken : undefined;
}
