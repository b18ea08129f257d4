/** The banner itself: the provider's tag for this device, once the page is idle and no ad blocker is found. */
import dynamic from 'next/dynamic';
import React from 'react';

import type { AdBannerSettings } from 'configs/app/features';
import { bannerSize } from 'lib/ads/providers';
import useIsMobile from 'lib/hooks/useIsMobile';

import type { BannerDevice, BannerProps } from './banners/types';
import useAdsState from './useAdsState';

const BANNERS = {
  coinzilla: dynamic(() => import('./banners/CoinzillaBanner'), { ssr: false }),
  slise: dynamic(() => import('./banners/SliseBanner'), { ssr: false }),
  adbutler: dynamic(() => import('./banners/AdButlerBanner'), { ssr: false }),
} as unknown as Record<AdBannerSettings['provider'], React.ComponentType<BannerProps<AdBannerSettings['provider']>>>;

export default function AdBannerContent({ settings, onBlocked }: { settings: AdBannerSettings; onBlocked: () => void }) {
  const state = useAdsState(onBlocked);
  const device: BannerDevice = useIsMobile() ? 'mobile' : 'desktop';
  const size = bannerSize(settings, device);
  if (state !== 'show' || !size) return null;
  const Banner = BANNERS[settings.provider];
  return <Banner key={ device } device={ device } size={ size } settings={ settings }/>;
}
