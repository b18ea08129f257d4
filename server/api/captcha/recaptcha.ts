/**
 * reCAPTCHA v2: the token the widget gave the browser is checked at the verify URL
 * (Google's siteverify, or a stand-in in tests) with the operator's secret key.
 */
import { ApiError } from '../../http/errors';

/** Google answers in well under a second; a hung check must not hold the request. */
const VERIFY_TIMEOUT_MS = 5_000;
/** Tokens are a few hundred characters. */
const MAX_TOKEN_LENGTH = 4_096;

export interface ReCaptchaOptions {
  secretKey: string;
  verifyUrl: string;
}

/** Resolves when the verify URL says `success: true`; 403 when it says no, 503 when it does not answer. */
export async function verifyReCaptcha(options: ReCaptchaOptions, token: string, remoteIp: string): Promise<void> {
  if (token.length > MAX_TOKEN_LENGTH) throw new ApiError(403, 'Invalid reCAPTCHA response');
  let answer: { success?: unknown };
  try {
    const response = await fetch(options.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: options.secretKey, response: token, remoteip: remoteIp }).toString(),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`status ${ response.status }`);
    answer = await response.json() as { success?: unknown };
  } catch {
    throw new ApiError(503, 'The captcha could not be checked right now; try again later');
  }
  if (answer?.success !== true) throw new ApiError(403, 'Invalid reCAPTCHA response');
}
