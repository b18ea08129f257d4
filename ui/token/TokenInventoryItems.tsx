/**
 * NFT instances as a grid of cards: the picture (`NftMedia`, `<img>`/`<video>` only), the id
 * linking to the instance page, its metadata name as text and, for ERC-721, the owner.
 */
import { Box, Flex, Grid, Text } from '@chakra-ui/react';
import React from 'react';

import type { TokenInfo, TokenInstance } from 'types/api/token';
import { AddressEntity } from 'ui/shared/entities/entities';
import { instanceMedia, instanceName } from 'ui/shared/nft/mediaUrl';
import NftMedia from 'ui/shared/nft/NftMedia';
import { TokenIdLink } from 'ui/tokenTransfers/TokenTransferParts';

interface Props {
  items: Array<TokenInstance>;
  token: TokenInfo;
}

function InventoryCard({ instance, token }: { instance: TokenInstance; token: TokenInfo }) {
  const name = instanceName(instance);
  const media = instanceMedia(instance);
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderColor="border.divider" borderRadius="xl" bg="bg.card" p="3" minW="0"
      data-testid="inventory-item">
      <NftMedia { ...media } alt={ name ?? `${ token.name ?? 'Token' } #${ instance.id }` } size="md"/>
      <Flex direction="column" gap="1" mt="3" fontSize="sm" minW="0">
        <Flex gap="1" align="baseline" minW="0">
          <Text as="span" color="text.secondary" flexShrink={ 0 }>ID</Text>
          <TokenIdLink tokenAddress={ token.address_hash } tokenId={ instance.id }/>
        </Flex>
        { name && <Text as="span" fontWeight={ 500 } truncate title={ name } data-testid="inventory-item-name">{ name }</Text> }
        { instance.owner && (
          <Flex gap="1" align="center" minW="0">
            <Text as="span" color="text.secondary" flexShrink={ 0 }>Owner</Text>
            <AddressEntity address={ instance.owner } noCopy/>
          </Flex>
        ) }
      </Flex>
    </Box>
  );
}

export default function TokenInventoryItems({ items, token }: Props) {
  return (
    <Grid as="ul" m="0" p="0" gap="4" templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(5, minmax(0, 1fr))' }}
      data-testid="token-inventory">
      { items.map((instance) => <InventoryCard key={ instance.id } instance={ instance } token={ token }/>) }
    </Grid>
  );
}
