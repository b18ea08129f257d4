/**
 * Coinzilla's native (text) ad: one request for this site's zone, an ad of plain strings back.
 * Everything in it is the network's, so untrusted: only http(s) links and images are kept, and
 * the UI renders the strings as text.
 */
import { isHttpUrl } from 'lib/url/isHttpUrl';

import { AD_URLS } from './providers';

export interface TextAd {
  name: string;
  description: string;
  url: string;
  cta: string;
  thumbnail: string | null;
  impressionUrl: string | null;
}

const asText = (value: unknown, max: number) => typeof value === 'string' ? value.trim().slice(0, max) : '';

export function parseTextAd(body: unknown): TextAd | null {
  const ad = (body as { ad?: Record<string, unknown> } | null)?.ad;
  if (!ad || typeof ad !== 'object') return null;
  const url = asText(ad.url, 2000);
  const name = asText(ad.name, 100);
  if (!name || !isHttpUrl(url)) return null;
  const thumbnail = asText(ad.thumbnail, 2000);
  const impressionUrl = asText(ad.impressionUrl, 2000);
  return {
    name,
    description: asText(ad.description_short, 200),
    url,
    cta: asText(ad.cta_button, 40) || 'Learn more',
    thumbnail: isHttpUrl(thumbnail) ? thumbnail : null,
    impressionUrl: isHttpUrl(impressionUrl) ? impressionUrl : null,
  };
}

export async function fetchTextAd(zone: string, signal?: AbortSignal): Promise<TextAd | null> {
  const response = await fetch(`${ AD_URLS.coinzillaTextApi }?z=${ encodeURIComponent(zone) }`, { signal });
  if (!response.ok) return null;
  return parseTextAd(await response.json().catch(() => null));
}

/** Tells the network the ad was shown (an image beacon, as ad networks expect). */
export function pingImpression(ad: TextAd) {
  if (ad.impressionUrl) new Image().src = ad.impressionUrl;
}
