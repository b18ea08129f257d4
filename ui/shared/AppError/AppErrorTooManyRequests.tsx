/** Screen for HTTP 429: explains the rate limit and, when configured, offers a captcha. */
import { Text } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';

import AppErrorButton from './AppErrorButton';
import AppErrorLayout from './AppErrorLayout';
import AppErrorClientKey from './AppErrorClientKey';
import StopwatchIllustration from './illustrations/StopwatchIllustration';

/** Title and body of the screen, word for word from the spec. */
export const TOO_MANY_REQUESTS_TEXTS = {
  title: 'Too many requests',
  text: 'You have exceeded the request rate for a given time period. Please reduce the number of requests and try again soon.',
} as const;

/** Rate-limit screen; the captcha appears only when one is configured (a reCAPTCHA site key, or ALTCHA). */
export default function AppErrorTooManyRequests() {
  const { clientKey } = config.features;
  return (
    <AppErrorLayout
      kind="too_many_requests"
      illustration={ <StopwatchIllustration/> }
      title={ TOO_MANY_REQUESTS_TEXTS.title }
      actions={ <AppErrorButton/> }
    >
      <Text>{ TOO_MANY_REQUESTS_TEXTS.text }</Text>
      { clientKey.isEnabled && <AppErrorClientKey captcha={ clientKey.captcha }/> }
    </AppErrorLayout>
  );
}
