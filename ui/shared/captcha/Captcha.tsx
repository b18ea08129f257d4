/**
 * The captcha of a protected action (CSV export; the 429 screen can use it too): Google's
 * reCAPTCHA v2 when a site key is configured, else the API's own ALTCHA. Either widget's
 * code loads only when this component renders (next/dynamic), never with other pages.
 * `onToken` receives the answer to send as `recaptcha_response`, or null when there is none.
 */
import { Box } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { useTheme } from 'next-themes';
import React from 'react';

import type { CaptchaSettings } from 'configs/app/features';
import { buildUrl } from 'lib/api/buildUrl';

const ReCaptcha = dynamic(() => import('react-google-recaptcha'), { ssr: false });
const AltchaWidget = dynamic(() => import('./AltchaWidget'), { ssr: false });

export interface CaptchaProps {
  settings: CaptchaSettings;
  onToken: (token: string | null) => void;
}

export default function Captcha({ settings, onToken }: CaptchaProps) {
  const { resolvedTheme } = useTheme();
  return (
    <Box my="4" data-testid="captcha">
      { settings.provider === 'recaptcha' ? (
        <ReCaptcha sitekey={ settings.siteKey } theme={ resolvedTheme === 'dark' ? 'dark' : 'light' } onChange={ onToken } onExpired={ () => onToken(null) }/>
      ) : (
        <AltchaWidget challengeUrl={ buildUrl('general:captcha_altcha_challenge') } onToken={ onToken }/>
      ) }
    </Box>
  );
}
