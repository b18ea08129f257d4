import { Box, Grid, Heading, Text } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import LatestBlocks from 'ui/home/LatestBlocks';
import LatestTxs from 'ui/home/LatestTxs';
import Stats from 'ui/home/Stats';
import TxsChart from 'ui/home/TxsChart';
import SearchBar from 'ui/snippets/searchBar/SearchBar';
import AdBanner from 'ui/shared/ads/AdBanner';
import TextAd from 'ui/shared/ads/TextAd';

/**
 * The home page: hero with the large search bar, the network's stat tiles, the daily
 * transactions chart, then the latest blocks and transactions, both live. The indexing
 * banners come with the layout.
 */
export default function Home() {
  return (
    <Box>
      <Box
        borderRadius="2xl"
        px={{ base: '5', lg: '10' }}
        py={{ base: '8', lg: '12' }}
        mt={{ base: '0', lg: '6' }}
        bgGradient="to-br"
        gradientFrom="brand.600"
        gradientTo="brand.900"
        color="white"
        data-testid="home-hero"
      >
        <Heading as="h1" fontSize={{ base: '2xl', lg: '4xl' }} fontWeight={ 700 } letterSpacing="-0.02em" mb="2">
          { config.chain.name } Explorer
        </Heading>
        <Text color="whiteAlpha.800" mb="6" fontSize={{ base: 'sm', lg: 'md' }}>
          Blocks, transactions, addresses and tokens of chain { config.chain.id }, live.
        </Text>
        <Box color="text.primary">
          <SearchBar isHomepage/>
        </Box>
      </Box>
      <TextAd mt="4" mb="0"/>
      <Stats/>
      <AdBanner mt="6"/>
      <Box mt="6"><TxsChart/></Box>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap={{ base: '8', lg: '6' }} mt="8">
        <LatestBlocks/>
        <LatestTxs/>
      </Grid>
    </Box>
  );
}
