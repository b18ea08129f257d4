/**
 * reCAPTCHA v2 challenge on the rate-limit screen. Solving it asks the main API for a client
 * key (a cookie set by `/api/v2/key`) that lifts the limit; the page then reloads.
 * The widget's script is loaded with `next/dynamic` so it stays out of the first-load bundle.
 */
import { Box } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { useTheme } from 'next-themes';
import React from 'react';

import config from 'configs/app';
import { toaster } from 'ui/shared/toaster';

const ReCaptcha = dynamic(() => import('react-google-recaptcha'), { ssr: false });

/** Absolute URL of the API key resource on the main API. */
export function getClientKeyUrl(): string {
  return `${ config.api.endpoint }${ config.api.basePath }/api/v2/key`;
}

function reloadPage() {
  window.location.reload();
}

/** Exchanges a solved captcha for a client key; rejects on any non-2xx answer. */
async function requestClientKey(recaptchaResponse: string): Promise<void> {
  const response = await fetch(getClientKeyUrl(), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ recaptcha_response: recaptchaResponse }),
  });
  if (!response.ok) {
    throw new Error(`Client key request failed with status ${ response.status }`);
  }
}

export interface AppErrorReCaptchaProps {
  siteKey: string;
  /** Called once the key was issued; reloads the page by default so requests are retried. */
  onKeyReceived?: () => void;
}

/** Captcha widget that unlocks the API for this browser. */
export default function AppErrorReCaptcha({ siteKey, onKeyReceived = reloadPage }: AppErrorReCaptchaProps) {
  const { resolvedTheme } = useTheme();
  // A used token cannot be submitted twice, so a failed attempt remounts a fresh widget.
  const [ attempt, setAttempt ] = React.useState(0);

  const handleChange = React.useCallback(async(token: string | null) => {
    // `null` means the solved challenge expired; the widget asks the user again by itself.
    if (!token) {
      return;
    }
    try {
      await requestClientKey(token);
      onKeyReceived();
    } catch {
      toaster.create({ title: 'Error', description: 'Unable to get client key.', type: 'error' });
      setAttempt((prev) => prev + 1);
    }
  }, [ onKeyReceived ]);

  return (
    <Box mt={ 2 } data-testid="app-error-recaptcha">
      <ReCaptcha
        key={ attempt }
        sitekey={ siteKey }
        theme={ resolvedTheme === 'dark' ? 'dark' : 'light' }
        onChange={ handleChange }
      />
    </Box>
  );
}
