/**
 * One sponsored line under a page's title (coinzilla's native ads). Its room is kept from the
 * first paint; what fills it (blocker check, the ad, its impression ping) is a chunk loaded
 * after hydration, so the first load carries only this shell. Off → nothing.
 */
import { Box, type BoxProps } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import React from 'react';

import config from 'configs/app';

import useAdsHidden from './useAdsHidden';

const TextAdContent = dynamic(() => import('./TextAdContent'), { ssr: false });

export default function TextAd(props: BoxProps) {
  const feature = config.features.adsText;
  const { isHidden, hide } = useAdsHidden();
  if (!feature.isEnabled || isHidden) return null;
  return (
    <Box as="aside" aria-label="Advertisement" data-testid="text-ad" h="6" mb="4" fontSize="sm" overflow="hidden" { ...props }>
      <TextAdContent zone={ feature.zone } onBlocked={ hide }/>
    </Box>
  );
}
