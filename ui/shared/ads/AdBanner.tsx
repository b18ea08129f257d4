/**
 * The banner slot of the home, transaction, address and token pages. Its room is kept from the
 * first paint (728×90, or 320×100 on a phone; an AdButler placement's own size); what fills it
 * (blocker check, the provider's tag) is a chunk loaded after hydration. Off → nothing.
 */
import { Box, type BoxProps } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import React from 'react';

import config from 'configs/app';
import { bannerSize } from 'lib/ads/providers';

import useAdsHidden from './useAdsHidden';

const AdBannerContent = dynamic(() => import('./AdBannerContent'), { ssr: false });

export default function AdBanner(props: BoxProps) {
  const feature = config.features.adsBanner;
  const { isHidden, hide } = useAdsHidden();
  if (!feature.isEnabled || isHidden) return null;
  const mobile = bannerSize(feature, 'mobile');
  const desktop = bannerSize(feature, 'desktop');
  return (
    <Box as="aside" aria-label="Advertisement" data-testid="ad-banner" overflow="hidden" justifyContent="center" alignItems="center" w="100%"
      display={{ base: mobile ? 'flex' : 'none', lg: desktop ? 'flex' : 'none' }}
      h={{ base: `${ mobile?.height ?? 0 }px`, lg: `${ desktop?.height ?? 0 }px` }} { ...props }>
      <AdBannerContent settings={ feature } onBlocked={ hide }/>
    </Box>
  );
}
