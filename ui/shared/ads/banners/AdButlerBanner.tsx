/** AdButler's async tag: a placement div, a handler queued that registers it, then its script. */
import React from 'react';

import { loadScript } from 'lib/ads/loadScript';
import { AD_URLS } from 'lib/ads/providers';

import type { BannerProps } from './types';

type Options = Record<string, unknown>;
interface AdButler {
  ads?: Array<{ handler: (options: Options) => void; opt: Options }>;
  register?: (accountId: number, zoneId: number, size: [number, number], divId: string, options: Options) => void;
}

let placements = 0;

export default function AdButlerBanner({ device, settings }: BannerProps<'adbutler'>) {
  const placement = settings[device];
  const [ divId ] = React.useState(() => `placement_${ placement?.id ?? 'none' }_${ ++placements }`);

  React.useEffect(() => {
    if (!placement) return;
    const page = window as unknown as { AdButler?: AdButler };
    const adButler = page.AdButler = page.AdButler ?? {};
    adButler.ads = adButler.ads ?? [];
    adButler.ads.push({
      handler: (options) => adButler.register?.(Number(settings.accountId), Number(placement.id), [ Number(placement.width), Number(placement.height) ],
        divId, options),
      opt: { place: placements, keywords: '', domain: 'servedbyadbutler.com', click: 'CLICK_MACRO_PLACEHOLDER' },
    });
    loadScript(AD_URLS.adButlerScript).catch(() => {});
  }, [ divId, placement, settings.accountId ]);

  if (!placement) return null;
  return <div id={ divId } style={{ width: Number(placement.width), height: Number(placement.height) }}/>;
}
