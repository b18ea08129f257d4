/**
 * The captcha in the one-command start: CSV export is on, behind the API's own ALTCHA
 * proof of work (no third party, works offline), unless the operator configured reCAPTCHA
 * (RECAPTCHA_SECRET_KEY for the API, NEXT_PUBLIC_RE_CAPTCHA_APP_SITE_KEY for the web app).
 * The ALTCHA signing key is made once and kept in CAPTCHA_DATA_DIR, so challenges survive
 * a restart.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readSetting } from '../settings';
import { captchaProviderOf } from '../api/captcha/config';

export interface CaptchaStart {
  /** Variables for the API, on top of the operator's. */
  env: Record<string, string>;
  /** NEXT_PUBLIC_* variables of the CSV export feature for the web app. */
  webEnv: Record<string, string>;
}

/** The ALTCHA key of this data directory, made on first use. */
export function loadAltchaKey(dataDir: string): string {
  const file = path.join(dataDir, 'secrets.json');
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) as { altchaHmacKey?: string } : {};
  if (stored.altchaHmacKey) return stored.altchaHmacKey;
  const altchaHmacKey = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ ...stored, altchaHmacKey }), { mode: 0o600 });
  return altchaHmacKey;
}

export function planCaptcha(env: NodeJS.ProcessEnv, options: { apiRole: boolean }): CaptchaStart {
  if (!options.apiRole) return { env: {}, webEnv: {} };
  // The API's own rule (captcha/config.ts), so the start and the API agree on the provider.
  const provider = captchaProviderOf(env);
  if (provider === 'recaptcha') {
    return { env: {}, webEnv: env.NEXT_PUBLIC_RE_CAPTCHA_APP_SITE_KEY ? { NEXT_PUBLIC_CSV_EXPORT_ENABLED: 'true', NEXT_PUBLIC_CAPTCHA_PROVIDER: 'recaptcha' } : {} };
  }
  if (provider === 'none') return { env: {}, webEnv: {} };
  const dataDir = path.resolve(readSetting(env, 'CAPTCHA_DATA_DIR'));
  return {
    env: { CAPTCHA_PROVIDER: 'altcha', ALTCHA_HMAC_KEY: readSetting(env, 'ALTCHA_HMAC_KEY') ?? loadAltchaKey(dataDir) },
    webEnv: { NEXT_PUBLIC_CSV_EXPORT_ENABLED: 'true', NEXT_PUBLIC_CAPTCHA_PROVIDER: 'altcha' },
  };
}
