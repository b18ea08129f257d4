/**
 * The banner slot of the home, transaction, address and token pages: its room is kept from the
 * first paint (728×90, or 320×100 on a phone; an AdButler placement's own size), and the
 * provider's tag loads only once the page is idle and no ad blocker is found. Off → nothing.
 */
import { Box, type BoxProps } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import React from 'react';

import config from 'configs/app';
import type { AdBannerSettings } from 'configs/app/features';
import { BANNER_SIZE } from 'lib/ads/providers';
import useIsMobile from 'lib/hooks/useIsMobile';

import type { BannerDevice, BannerProps } from './banners/types';
import useAdsState from './useAdsState';

const BANNERS = {
  coinzilla: dynamic(() => import('./banners/CoinzillaBanner'), { ssr: false }),
  slise: dynamic(() => import('./banners/SliseBanner'), { ssr: false }),
  adbutler: dynamic(() => import('./banners/AdButlerBanner'), { ssr: false }),
} as unknown as Record<AdBannerSettings['provider'], React.ComponentType<BannerProps<AdBannerSettings['provider']>>>;

/** The banner's size on each device; null where the provider has nothing to show there. */
function sizeOn(settings: AdBannerSettings, device: BannerDevice): { width: number; height: number } | null {
  if (settings.provider !== 'adbutler') return BANNER_SIZE[device];
  const placement = settings[device];
  return placement ? { width: Number(placement.width), height: Number(placement.height) } : null;
}

export default function AdBanner(props: BoxProps) {
  const feature = config.features.adsBanner;
  return feature.isEnabled ? <BannerSlot settings={ feature } { ...props }/> : null;
}

function BannerSlot({ settings: feature, ...props }: BoxProps & { settings: AdBannerSettings }) {
  const state = useAdsState();
  const isMobile = useIsMobile();
  if (state === 'hidden') return null;

  const mobile = sizeOn(feature, 'mobile');
  const desktop = sizeOn(feature, 'desktop');
  const device: BannerDevice = isMobile ? 'mobile' : 'desktop';
  const size = isMobile ? mobile : desktop;
  const Banner = BANNERS[feature.provider];
  return (
    <Box as="aside" aria-label="Advertisement" data-testid="ad-banner" overflow="hidden" justifyContent="center" alignItems="center" w="100%"
      display={{ base: mobile ? 'flex' : 'none', lg: desktop ? 'flex' : 'none' }}
      h={{ base: `${ mobile?.height ?? 0 }px`, lg: `${ desktop?.height ?? 0 }px` }} { ...props }>
      { state === 'show' && size && <Banner key={ device } device={ device } size={ size } settings={ feature }/> }
    </Box>
  );
}
