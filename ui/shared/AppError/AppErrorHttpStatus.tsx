/**
 * Screens for plain HTTP failures: 404, 422, and a generic one for 500 and any other status.
 */
import { Text } from '@chakra-ui/react';
import React from 'react';

import AppErrorButton from './AppErrorButton';
import AppErrorLayout from './AppErrorLayout';
import StatusCodeIllustration from './illustrations/StatusCodeIllustration';

/** Status codes with a dedicated text; everything else uses the 500 one. */
export type HttpErrorScreenCode = 404 | 422 | 500;

/** Title and body of each screen, word for word from the spec. */
export const HTTP_ERROR_TEXTS: Readonly<Record<HttpErrorScreenCode, { title: string; text: string }>> = {
  404: {
    title: 'Page not found',
    text: 'This page is no longer explorable! If you are lost, use the search bar to find what you are looking for.',
  },
  422: {
    title: 'Request cannot be processed',
    text: 'Your request contained an error, perhaps a mistyped tx/block/address hash. Try again, and check the developer tools console for more info.',
  },
  500: {
    title: 'Oops! Something went wrong',
    text: 'An unexpected error has occurred. Try reloading the page, or come back soon and try again.',
  },
};

export interface AppErrorHttpStatusProps {
  /** Which text to show. */
  statusCode: HttpErrorScreenCode;
  /**
   * Code drawn in the illustration when it differs from `statusCode`, e.g. 503 shown with the
   * generic 500 text. Ignored unless it is a real error status (400–599).
   */
  displayCode?: number;
}

/** 404, 422 or generic error screen with the status code illustration. */
export default function AppErrorHttpStatus({ statusCode, displayCode }: AppErrorHttpStatusProps) {
  const { title, text } = HTTP_ERROR_TEXTS[statusCode];
  const drawnCode = displayCode !== undefined && displayCode >= 400 && displayCode < 600 ? displayCode : statusCode;
  return (
    <AppErrorLayout
      kind={ String(statusCode) }
      illustration={ <StatusCodeIllustration code={ drawnCode }/> }
      title={ title }
      actions={ <AppErrorButton/> }
    >
      <Text>{ text }</Text>
    </AppErrorLayout>
  );
}
