import { Box, Heading, Text } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import LatestBlocks from 'ui/home/LatestBlocks';
import SearchBar from 'ui/snippets/searchBar/SearchBar';

/** The home page: hero with the network name and the large search bar, then the latest blocks. */
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
      <LatestBlocks/>
    </Box>
  );
}
