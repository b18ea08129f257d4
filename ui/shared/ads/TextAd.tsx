/**
 * One sponsored line under a page's title (coinzilla's native ads): its room kept from the
 * first paint, the ad fetched once the page is idle and no ad blocker is found, the network told
 * when it is shown. The ad's strings are rendered as text; its links must be http(s).
 */
import { Box, Flex, Image, Link, Text, type BoxProps } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import { fetchTextAd, pingImpression, type TextAd as Ad } from 'lib/ads/coinzillaText';

import useAdsState from './useAdsState';

export default function TextAd(props: BoxProps) {
  const feature = config.features.adsText;
  const state = useAdsState();
  const [ ad, setAd ] = React.useState<Ad | null>(null);
  const zone = feature.isEnabled ? feature.zone : null;

  React.useEffect(() => {
    if (state !== 'show' || !zone) return;
    const controller = new AbortController();
    fetchTextAd(zone, controller.signal).then((loaded) => {
      if (!loaded) return;
      setAd(loaded);
      pingImpression(loaded);
    }).catch(() => {});
    return () => controller.abort();
  }, [ state, zone ]);

  if (!feature.isEnabled || state === 'hidden') return null;
  return (
    <Box as="aside" aria-label="Advertisement" data-testid="text-ad" h="6" mb="4" fontSize="sm" overflow="hidden" { ...props }>
      { ad && (
        <Flex align="center" gap="1.5" whiteSpace="nowrap" minW="0">
          <Text as="span" fontWeight={ 600 } color="text.secondary" flexShrink={ 0 }>Sponsored:</Text>
          { ad.thumbnail && <Image src={ ad.thumbnail } alt="" boxSize="5" borderRadius="sm" flexShrink={ 0 }/> }
          <Text as="span" truncate minW="0">
            <Text as="span" fontWeight={ 600 }>{ ad.name }</Text>{ ad.description ? ` – ${ ad.description }` : '' }
          </Text>
          <Link href={ ad.url } target="_blank" rel="noopener noreferrer sponsored" color="text.link" fontWeight={ 600 } flexShrink={ 0 }>{ ad.cta }</Link>
        </Flex>
      ) }
    </Box>
  );
}
