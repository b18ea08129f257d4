/**
 * Whether the visitor's browser blocks ads: one request to an ad network's host per page load
 * (no-cors, so any answer counts as reachable); blocked, or unreachable, means no ads. The
 * answer is kept in a cookie, so the server reserves no ad slot for a blocker's next pages.
 */
import { ADBLOCK_DETECTED, setCookie } from 'lib/cookies';

import { AD_URLS } from './providers';

let detection: Promise<boolean> | null = null;

export function detectAdBlock(): Promise<boolean> {
  if (!detection) {
    detection = fetch(AD_URLS.adBlockProbe, { method: 'HEAD', mode: 'no-cors', cache: 'no-store' })
      .then(() => false, () => true)
      .then((isBlocked) => {
        setCookie(ADBLOCK_DETECTED, String(isBlocked));
        return isBlocked;
      });
  }
  return detection;
}

/** Tests only. */
export function resetAdBlockDetection() {
  detection = null;
}
