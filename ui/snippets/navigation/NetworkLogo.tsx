import { Box, chakra, Flex, Image } from '@chakra-ui/react';
import NextLink from 'next/link';
import React from 'react';

import config from 'configs/app';

interface Props {
  isCollapsed?: boolean;
}

/** The mark drawn when no logo is configured: a hexagon in the brand colour. */
function DefaultMark() {
  return (
    <chakra.svg viewBox="0 0 32 32" boxSize="30px" flexShrink={ 0 } aria-hidden="true" color="brand.solid">
      <path d="M16 2l12.1 7v14L16 30 3.9 23V9z" fill="currentColor"/>
      <path d="M16 9l6 3.5v7L16 23l-6-3.5v-7z" fill="none" stroke="white" strokeWidth="2.2" strokeLinejoin="round"/>
      <path d="M19 20l3.5 3" stroke="white" strokeWidth="2.2" strokeLinecap="round"/>
    </chakra.svg>
  );
}

/** The network logo linking home; collapses to the icon in the narrow sidebar. */
export default function NetworkLogo({ isCollapsed }: Props) {
  const logo = (() => {
    if (isCollapsed) {
      return config.chain.iconUrl ? <Image src={ config.chain.iconUrl } alt={ `${ config.chain.name } icon` } boxSize="30px"/> : <DefaultMark/>;
    }
    if (config.chain.logoUrl) {
      return <Image src={ config.chain.logoUrl } alt={ `${ config.chain.name } logo` } h="30px" maxW="160px" objectFit="contain"/>;
    }
    return (
      <Flex align="center" gap="2">
        <DefaultMark/>
        <Box as="span" fontWeight={ 700 } fontSize="lg" letterSpacing="-0.02em" whiteSpace="nowrap">
          { config.chain.shortName }
          <Box as="span" color="text.secondary" fontWeight={ 500 }> Explorer</Box>
        </Box>
      </Flex>
    );
  })();

  return (
    <chakra.a asChild display="inline-flex" alignItems="center" aria-label={ `${ config.chain.name } explorer home` } _hover={{ textDecoration: 'none' }}>
      <NextLink href="/">{ logo }</NextLink>
    </chakra.a>
  );
}
