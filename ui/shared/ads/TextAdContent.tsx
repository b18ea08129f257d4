/**
 * The text ad itself: fetched once the page is idle and no ad blocker is found, the network told
 * when it is shown. Its strings are rendered as text; its links must be http(s).
 */
import { Flex, Image, Link, Text } from '@chakra-ui/react';
import React from 'react';

import { fetchTextAd, pingImpression, type TextAd } from 'lib/ads/coinzillaText';

import useAdsState from './useAdsState';

export default function TextAdContent({ zone, onBlocked }: { zone: string; onBlocked: () => void }) {
  const state = useAdsState(onBlocked);
  const [ ad, setAd ] = React.useState<TextAd | null>(null);

  React.useEffect(() => {
    if (state !== 'show') return;
    const controller = new AbortController();
    fetchTextAd(zone, controller.signal).then((loaded) => {
      if (!loaded) return;
      setAd(loaded);
      pingImpression(loaded);
    }).catch(() => {});
    return () => controller.abort();
  }, [ state, zone ]);

  if (!ad) return null;
  return (
    <Flex align="center" gap="1.5" whiteSpace="nowrap" minW="0">
      <Text as="span" fontWeight={ 600 } color="text.secondary" flexShrink={ 0 }>Sponsored:</Text>
      { ad.thumbnail && <Image src={ ad.thumbnail } alt="" boxSize="5" borderRadius="sm" flexShrink={ 0 }/> }
      <Text as="span" truncate minW="0">
        <Text as="span" fontWeight={ 600 }>{ ad.name }</Text>{ ad.description ? ` – ${ ad.description }` : '' }
      </Text>
      <Link href={ ad.url } target="_blank" rel="noopener noreferrer sponsored" color="text.link" fontWeight={ 600 } flexShrink={ 0 }>{ ad.cta }</Link>
    </Flex>
  );
}
