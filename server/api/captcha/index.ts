/**
 * The captcha a protected request must carry (CSV export now, the rate-limit screen
 * later): one verifier for the configured provider, and the ALTCHA challenge route.
 * The answer travels as Blockscout's `recaptcha_response` (query or body) or the
 * `recaptcha-v2-response` header, whichever the provider.
 */
import type { FastifyRequest } from 'fastify';

import type { Queryable } from '../../db';
import { ApiError } from '../../http/errors';
import { createAltcha, type Altcha } from './altcha';
import type { CaptchaConfig, CaptchaProvider } from './config';
import { verifyReCaptcha } from './recaptcha';

export { readCaptchaConfig, type CaptchaConfig, type CaptchaProvider } from './config';

export interface CaptchaVerifier {
  readonly provider: CaptchaProvider;
  /** Resolves when the request carries a valid answer (always, for `none`); else throws a 403 or 503 {@link ApiError}. */
  check(request: FastifyRequest): Promise<void>;
  /** ALTCHA only. */
  readonly altcha: Altcha | null;
}

/** The answer a request carries, if any. */
export function captchaResponseOf(request: FastifyRequest): string | undefined {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.recaptcha_response;
  const fromBody = (request.body as Record<string, unknown> | undefined)?.recaptcha_response;
  const fromHeader = request.headers['recaptcha-v2-response'];
  const value = [ fromQuery, fromBody, fromHeader ].find((candidate) => typeof candidate === 'string' && candidate !== '');
  return value as string | undefined;
}

export interface CaptchaOptions {
  config: CaptchaConfig;
  db: Queryable;
}

export function createCaptchaVerifier({ config, db }: CaptchaOptions): CaptchaVerifier {
  const altcha = config.provider === 'altcha' ? createAltcha(db, { hmacKey: config.altchaHmacKey, ...config.altchaCost }) : null;
  return {
    provider: config.provider,
    altcha,
    async check(request) {
      if (config.provider === 'none') return;
      const response = captchaResponseOf(request);
      if (!response) throw new ApiError(403, 'A captcha response is required (recaptcha_response)');
      if (altcha) return altcha.verify(response);
      return verifyReCaptcha({ secretKey: config.recaptchaSecretKey ?? '', verifyUrl: config.recaptchaVerifyUrl }, response, request.clientIp);
    },
  };
}
