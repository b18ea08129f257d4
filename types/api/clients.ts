/**
 * How the API tells clients apart, as both halves must agree on it: the client key a solved
 * captcha earns (a cookie), and the visitor's address the web app's server vouches for on
 * the requests it makes while rendering a page (two headers, signed with `CLIENT_IP_SECRET`).
 */
import { createHmac } from 'node:crypto';

/** Blockscout's cookie name for the temporary client key `POST /api/v2/key` sets. */
export const CLIENT_KEY_COOKIE = 'api_v2_temp_token';

/** `POST /api/v2/key`'s body: the solved captcha. */
export interface ApiV2KeyBody { recaptcha_response: string }

/** `POST /api/v2/key`'s answer; the key itself travels only in the HttpOnly cookie. */
export interface ApiV2KeyResponse { message: string; expires_at: string }

/** The visitor's address, as the web app's server saw it. */
export const CLIENT_IP_HEADER = 'x-explorer-client-ip';
/** HMAC-SHA256 of that address with `CLIENT_IP_SECRET`, base64url: proves the web app sent it. */
export const CLIENT_IP_SIGNATURE_HEADER = 'x-explorer-client-ip-signature';

/** The signature of `address` ({@link CLIENT_IP_SIGNATURE_HEADER}). Server side only (node:crypto). */
export function signClientIp(address: string, secret: string): string {
  return createHmac('sha256', secret).update(address).digest('base64url');
}
