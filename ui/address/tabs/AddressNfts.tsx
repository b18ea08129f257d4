/** The NFT view of the Tokens tab: every ERC-721 and ERC-1155 instance the address holds, as cards. */
import { Badge, Box, Flex, Link, SimpleGrid, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import React from 'react';

import { formatNumber } from 'lib/format';
import type { TokenInstance } from 'types/api/token';
import { TokenEntity } from 'ui/shared/entities/entities';
import { PagedResourceList } from 'ui/shared/lists/PagedList';
import { instanceMedia, instanceName } from 'ui/shared/nft/mediaUrl';
import NftMedia from 'ui/shared/nft/NftMedia';

function NftCard({ instance }: { instance: TokenInstance }) {
  const token = instance.token;
  const media = instanceMedia(instance);
  const name = instanceName(instance);
  const href = token ? `/token/${ token.address_hash }/instance/${ instance.id }` : undefined;
  const type = instance.token_type ?? token?.type;
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderColor="border.divider" borderRadius="xl" bg="bg.card" p="3" minW="0"
      fontSize="sm" data-testid="address-nft-card">
      <NftMedia imageUrl={ media.imageUrl } animationUrl={ media.animationUrl } animationType={ media.animationType }
        alt={ name ?? `Token #${ instance.id }` }/>
      <Flex mt="3" justify="space-between" align="center" gap="2">
        { href ? (
          <Link asChild color="text.link" fontWeight={ 600 } minW="0" overflow="hidden" textOverflow="ellipsis" whiteSpace="nowrap">
            <NextLink href={ href } title={ `ID ${ instance.id }` }>#{ instance.id }</NextLink>
          </Link>
        ) : <Text as="span" fontWeight={ 600 }>#{ instance.id }</Text> }
        { type && <Badge size="sm" variant="subtle" flexShrink={ 0 }>{ type }</Badge> }
      </Flex>
      { name && <Text mt="1" color="text.secondary" overflow="hidden" textOverflow="ellipsis" whiteSpace="nowrap" title={ name }>{ name }</Text> }
      { token && <Box mt="1" minW="0"><TokenEntity token={ token } noCopy/></Box> }
      { type !== 'ERC-721' && instance.value && (
        <Text mt="1" color="text.secondary">Quantity <Text as="span" color="text.primary">{ formatNumber(instance.value) }</Text></Text>
      ) }
    </Box>
  );
}

export default function AddressNfts({ hash }: { hash: string }) {
  return (
    <PagedResourceList resourceName="general:address_nfts" pathParams={{ hash }}
      emptyText="This address holds no NFTs."
      skeletonRows={ 4 }
      testId="address-nfts"
    >
      { (items) => (
        <SimpleGrid as="ul" columns={{ base: 2, md: 3, lg: 4, xl: 5 }} gap={{ base: '3', lg: '4' }} m="0" p="0">
          { items.map((instance) => <NftCard key={ `${ instance.token?.address_hash }-${ instance.id }` } instance={ instance }/>) }
        </SimpleGrid>
      ) }
    </PagedResourceList>
  );
}
