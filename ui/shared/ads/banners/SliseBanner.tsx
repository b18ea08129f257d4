/** Slise's embed: an `ins` for this site's slot (its host) and publisher, then its script. */
import React from 'react';

import config from 'configs/app';
import { loadScript } from 'lib/ads/loadScript';
import { AD_URLS } from 'lib/ads/providers';

import type { BannerProps } from './types';

interface SliseWindow { adsbyslise?: Array<{ slot: string }> }

/** Slise's formats: the desktop leaderboard, a narrower one on phones. */
const FORMATS = { desktop: '728x90', mobile: '270x90' } as const;

export default function SliseBanner({ device, size, settings }: BannerProps<'slise'>) {
  const slot = new URL(config.app.baseUrl).hostname;
  React.useEffect(() => {
    loadScript(AD_URLS.sliseScript).then(() => {
      const page = window as unknown as SliseWindow;
      page.adsbyslise = page.adsbyslise ?? [];
      page.adsbyslise.push({ slot });
    }).catch(() => {});
  }, [ slot ]);

  return (
    <ins className="adsbyslise" data-ad-slot={ slot } data-ad-pub={ settings.pub } data-ad-format={ FORMATS[device] }
      style={{ display: 'block', width: size.width, height: size.height }}/>
  );
}
