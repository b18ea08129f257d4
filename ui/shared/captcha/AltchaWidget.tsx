/**
 * The API's own proof-of-work captcha (ALTCHA): the widget fetches a signed challenge from
 * our API, solves it in web workers by itself, and hands over the payload the API checks.
 * The `altcha` script is imported here only, and this file is loaded lazily by Captcha.tsx.
 */
import React from 'react';

import 'altcha';

interface StateDetail {
  state?: string;
  payload?: string;
}

export interface AltchaWidgetProps {
  challengeUrl: string;
  onToken: (token: string | null) => void;
}

export default function AltchaWidget({ challengeUrl, onToken }: AltchaWidgetProps) {
  const ref = React.useRef<HTMLElement>(null);

  React.useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateDetail>).detail ?? {};
      onToken(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, [ onToken ]);

  // A custom element: React 19 passes these as attributes. `auto="onload"` starts solving at once.
  return React.createElement('altcha-widget', { ref, challenge: challengeUrl, auto: 'onload', 'data-testid': 'altcha-widget' } as Record<string, unknown>);
}
