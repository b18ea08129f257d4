/** Coinzilla's display tag: a zone div, the zone's preferences queued, then its script. */
import React from 'react';

import { loadScript } from 'lib/ads/loadScript';
import { AD_URLS } from 'lib/ads/providers';

import type { BannerProps } from './types';

interface CoinzillaWindow { coinzilla_display?: Array<{ zone: string; width: string; height: string }> }

export default function CoinzillaBanner({ size, settings }: BannerProps<'coinzilla'>) {
  React.useEffect(() => {
    const page = window as unknown as CoinzillaWindow;
    page.coinzilla_display = page.coinzilla_display ?? [];
    page.coinzilla_display.push({ zone: settings.zone, width: String(size.width), height: String(size.height) });
    loadScript(AD_URLS.coinzillaBannerScript).catch(() => {});
  }, [ settings.zone, size.width, size.height ]);

  return <div className="coinzilla" data-zone={ `C-${ settings.zone }` } style={{ width: size.width, height: size.height }}/>;
}
