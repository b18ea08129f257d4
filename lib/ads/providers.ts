import type { AdBannerSettings } from 'configs/app/features';

/**
 * The ad networks' own addresses. They are the networks', not the operator's: only this site's
 * ids with them are configured (configs/app/features.ts). Tests route these hosts to stand-ins.
 */
export const AD_URLS = {
  coinzillaBannerScript: 'https://coinzillatag.com/lib/display.js',
  coinzillaTextApi: 'https://request-global.czilladx.com/serve/native.php',
  sliseScript: 'https://v1.slise.xyz/scripts/embed.js',
  adButlerScript: 'https://servedbyadbutler.com/app.js',
  /** Fetched once to learn whether an ad blocker is on: blockers refuse the ad network's host. */
  adBlockProbe: 'https://request-global.czilladx.com/',
} as const;

/** Banner sizes: the slot keeps this room from the first paint, so nothing moves when the ad comes. */
export const BANNER_SIZE = {
  desktop: { width: 728, height: 90 },
  mobile: { width: 320, height: 100 },
} as const;

/** The banner's size on each device; null where the provider has nothing to show there. */
export function bannerSize(settings: AdBannerSettings, device: keyof typeof BANNER_SIZE): { width: number; height: number } | null {
  if (settings.provider !== 'adbutler') return BANNER_SIZE[device];
  const placement = settings[device];
  return placement ? { width: Number(placement.width), height: Number(placement.height) } : null;
}
