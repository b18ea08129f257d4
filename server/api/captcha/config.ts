/**
 * Captcha settings from the environment: which provider checks a request's captcha answer
 * (reCAPTCHA v2 at Google or a stand-in, the self-hosted ALTCHA proof of work, or none)
 * and its secrets. A bad value stops the start with a message naming the variable.
 */
import { ApiConfigError } from '../../http/errors';

export const CAPTCHA_PROVIDERS = [ 'recaptcha', 'altcha', 'none' ] as const;
export type CaptchaProvider = typeof CAPTCHA_PROVIDERS[number];

/** Google's siteverify endpoint (reCAPTCHA v2). */
export const DEFAULT_RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** A shorter key is guessable, and a guessed key forges challenges. */
const MIN_HMAC_KEY_LENGTH = 16;

export interface CaptchaConfig {
  provider: CaptchaProvider;
  recaptchaSecretKey: string | null;
  recaptchaVerifyUrl: string;
  /** Signs ALTCHA challenges; null: a random key for this process (one process only). */
  altchaHmacKey: string | null;
  /** PBKDF2 iterations per try and the range of tries; the defaults suit browsers, tests make them cheap. */
  altchaCost?: { cost: number; counterRange: [ number, number ] };
}

type Env = Readonly<Record<string, string | undefined>>;

function readVerifyUrl(env: Env): string {
  const raw = env.RECAPTCHA_VERIFY_URL;
  if (!raw) return DEFAULT_RECAPTCHA_VERIFY_URL;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (!url || ![ 'http:', 'https:' ].includes(url.protocol)) throw new ApiConfigError(`RECAPTCHA_VERIFY_URL="${ raw }": expected an http(s) URL`);
  return raw;
}

/**
 * Reads `CAPTCHA_PROVIDER` (default: `recaptcha` when `RECAPTCHA_SECRET_KEY` is set, else
 * `altcha`), `RECAPTCHA_SECRET_KEY`, `RECAPTCHA_VERIFY_URL` and `ALTCHA_HMAC_KEY`.
 * @throws {ApiConfigError} naming the bad variable.
 */
export function readCaptchaConfig(env: Env): CaptchaConfig {
  const secret = env.RECAPTCHA_SECRET_KEY || null;
  const raw = env.CAPTCHA_PROVIDER;
  let provider: CaptchaProvider;
  if (raw === undefined || raw === '') {
    provider = secret ? 'recaptcha' : 'altcha';
  } else if ((CAPTCHA_PROVIDERS as readonly string[]).includes(raw)) {
    provider = raw as CaptchaProvider;
  } else {
    throw new ApiConfigError(`CAPTCHA_PROVIDER="${ raw }": expected one of ${ CAPTCHA_PROVIDERS.join(', ') }`);
  }
  if (provider === 'recaptcha' && !secret) throw new ApiConfigError('CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_SECRET_KEY');
  const altchaHmacKey = env.ALTCHA_HMAC_KEY || null;
  if (altchaHmacKey !== null && altchaHmacKey.length < MIN_HMAC_KEY_LENGTH) {
    throw new ApiConfigError(`ALTCHA_HMAC_KEY: expected at least ${ MIN_HMAC_KEY_LENGTH } characters`);
  }
  return { provider, recaptchaSecretKey: secret, recaptchaVerifyUrl: readVerifyUrl(env), altchaHmacKey };
}
