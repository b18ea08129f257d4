/**
 * The 429 screen's way out: the configured captcha (reCAPTCHA or the API's own ALTCHA);
 * solving it asks the API for a client key (`POST /api/v2/key`, which sets the key as a
 * cookie on the API's origin) — this browser's own request budget — and the page reloads.
 */
import { Box } from '@chakra-ui/react';
import React from 'react';

import type { CaptchaSettings } from 'configs/app/features';
import { fetchResource } from 'lib/api/fetch';
import Captcha from 'ui/shared/captcha/Captcha';
import { toaster } from 'ui/shared/toaster';

/** The spec's toast when no key comes back (spec §8). */
export const CLIENT_KEY_FAILURE = { title: 'Error', description: 'Unable to get client key.' } as const;

function reloadPage() {
  window.location.reload();
}

/** Exchanges a solved captcha for a client key; rejects on any non-2xx answer. */
function requestClientKey(recaptchaResponse: string) {
  return fetchResource('general:api_v2_key', {
    fetchParams: { method: 'POST', body: { recaptcha_response: recaptchaResponse }, credentials: 'include' },
  });
}

export interface AppErrorClientKeyProps {
  captcha: CaptchaSettings;
  /** Called once the key was issued; reloads the page by default so its requests are made again. */
  onKeyReceived?: () => void;
}

export default function AppErrorClientKey({ captcha, onKeyReceived = reloadPage }: AppErrorClientKeyProps) {
  // An answer is single-use, so a failed reCAPTCHA attempt remounts a fresh widget.
  const [ attempt, setAttempt ] = React.useState(0);

  const handleToken = React.useCallback(async(token: string | null) => {
    // `null`: the solved challenge expired; the widget asks again by itself.
    if (!token) return;
    try {
      await requestClientKey(token);
      onKeyReceived();
    } catch {
      toaster.create({ ...CLIENT_KEY_FAILURE, type: 'error' });
      // reCAPTCHA waits for the visitor; a fresh ALTCHA would solve itself and fail again in a loop (a reload retries).
      if (captcha.provider === 'recaptcha') setAttempt((previous) => previous + 1);
    }
  }, [ captcha.provider, onKeyReceived ]);

  return (
    <Box data-testid="app-error-client-key">
      <Captcha key={ attempt } settings={ captcha } onToken={ handleToken }/>
    </Box>
  );
}
