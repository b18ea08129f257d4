/**
 * Captcha settings from the environment: which provider checks a request's captcha answer
 * (reCAPTCHA v2 at Google or a stand-in, the self-hosted ALTCHA proof of work, or none)
 * and its secrets. A bad value stops the start with a message naming the variable.
 */
import { readSetting, SettingsError, type Env, type SettingValue } from '../../settings';

export type CaptchaProvider = NonNullable<SettingValue<'CAPTCHA_PROVIDER'>>;

export interface CaptchaConfig {
  provider: CaptchaProvider;
  recaptchaSecretKey: string | null;
  recaptchaVerifyUrl: string;
  /** Signs ALTCHA challenges; null: a random key for this process (one process only). */
  altchaHmacKey: string | null;
  /** PBKDF2 iterations per try and the range of tries; the defaults suit browsers, tests make them cheap. */
  altchaCost?: { cost: number; counterRange: [ number, number ] };
}

/**
 * Reads `CAPTCHA_PROVIDER` (default: `recaptcha` when `RECAPTCHA_SECRET_KEY` is set, else
 * `altcha`), `RECAPTCHA_SECRET_KEY`, `RECAPTCHA_VERIFY_URL` and `ALTCHA_HMAC_KEY`.
 * @throws {SettingsError} naming the bad variable.
 */
/** `CAPTCHA_PROVIDER`, else reCAPTCHA when its secret is set, else ALTCHA: the one rule, for the API and the start. */
export function captchaProviderOf(env: Env): CaptchaProvider {
  return readSetting(env, 'CAPTCHA_PROVIDER') ?? (readSetting(env, 'RECAPTCHA_SECRET_KEY') ? 'recaptcha' : 'altcha');
}

export function readCaptchaConfig(env: Env): CaptchaConfig {
  const secret = readSetting(env, 'RECAPTCHA_SECRET_KEY') ?? null;
  const provider = captchaProviderOf(env);
  if (provider === 'recaptcha' && !secret) throw new SettingsError('CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_SECRET_KEY');
  return { provider, recaptchaSecretKey: secret, recaptchaVerifyUrl: readSetting(env, 'RECAPTCHA_VERIFY_URL'),
    altchaHmacKey: readSetting(env, 'ALTCHA_HMAC_KEY') ?? null };
}
