/**
 * An NFT instance: its media (large) beside the details — token, id, owner (ERC-721) or a
 * pointer to the holders (ERC-1155), transfers count — and below them the metadata as text:
 * name, description, attributes and the raw JSON. Nothing from metadata becomes markup.
 */
import { Box, Flex, Grid, Link, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import React from 'react';

import { formatNumber } from 'lib/format';
import type { TokenInstance } from 'types/api/token';
import CopyToClipboard from 'ui/shared/CopyToClipboard';
import { DetailsDivider, DetailsGrid, DetailsInfoItem } from 'ui/shared/details/DetailsInfoItem';
import { AddressEntity, TokenEntity } from 'ui/shared/entities/entities';
import { instanceMedia, instanceName, safeRemoteUrl } from 'ui/shared/nft/mediaUrl';
import NftMedia from 'ui/shared/nft/NftMedia';
import { TokenTypeBadge } from 'ui/tokens/TokensListItems';

import { instanceAttributes, instanceDescription, rawMetadata } from './instanceMetadata';

interface Props {
  instance: TokenInstance;
  tokenAddress: string;
  transfersCount?: number;
  holdersHref: string;
}

function Attributes({ instance }: { instance: TokenInstance }) {
  const attributes = instanceAttributes(instance.metadata);
  if (attributes.length === 0) return <Text as="span" color="text.secondary">—</Text>;
  return (
    <Flex as="ul" wrap="wrap" gap="2" m="0" p="0" data-testid="instance-attributes">
      { attributes.map((attribute, index) => (
        <Box as="li" key={ index } listStyleType="none" borderWidth="1px" borderColor="border.divider" borderRadius="md" px="2.5" py="1"
          bg="bg.sidebar" maxW="100%">
          { attribute.trait !== null && <Text as="span" display="block" fontSize="xs" color="text.secondary">{ attribute.trait }</Text> }
          <Text as="span" display="block" fontWeight={ 500 } wordBreak="break-word">{ attribute.value }</Text>
        </Box>
      )) }
    </Flex>
  );
}

function RawMetadata({ instance }: { instance: TokenInstance }) {
  const raw = rawMetadata(instance.metadata);
  if (raw === null) return <Text as="span" color="text.secondary">No metadata</Text>;
  return (
    <Box as="details" data-testid="instance-raw-metadata">
      <Box as="summary" cursor="pointer" color="text.link">Show raw JSON</Box>
      <Box as="pre" mt="2" p="3" maxH="360px" overflow="auto" fontSize="xs" fontFamily="mono" bg="bg.sidebar" borderRadius="md"
        whiteSpace="pre-wrap" wordBreak="break-all">
        { raw }
      </Box>
    </Box>
  );
}

export default function TokenInstanceDetails({ instance, tokenAddress, transfersCount, holdersHref }: Props) {
  const name = instanceName(instance);
  const description = instanceDescription(instance.metadata);
  const externalUrl = safeRemoteUrl(instance.external_app_url);
  const token = instance.token;
  const isMultiToken = token?.type === 'ERC-1155' || token?.type === 'ERC-404';

  return (
    // Side by side only from xl: beside a 360 px picture, at lg the details had no room left for their values.
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 360px) minmax(0, 1fr)' }} gap="6" alignItems="start">
      <Box maxW={{ lg: '360px' }}>
        <NftMedia { ...instanceMedia(instance) } alt={ name ?? `Token #${ instance.id }` } size="lg" testId="instance-media"/>
      </Box>
      <DetailsGrid testId="instance-details">
        <DetailsInfoItem label="Token" id="token">
          <Flex gap="2" align="center" wrap="wrap" minW="0">
            { token ?
              <TokenEntity token={ token } noCopy/> :
              <AddressEntity address={{ hash: tokenAddress, name: null, is_contract: true }}/> }
            { token && <TokenTypeBadge type={ token.type }/> }
          </Flex>
        </DetailsInfoItem>
        <DetailsInfoItem label="Token ID" id="token-id">
          <Flex gap="1" align="center" minW="0">
            <Text as="span" fontFamily="mono" wordBreak="break-all">{ instance.id }</Text>
            <CopyToClipboard text={ instance.id }/>
          </Flex>
        </DetailsInfoItem>
        { instance.owner ? (
          <DetailsInfoItem label="Owner" hint="Address holding this token" id="owner">
            <AddressEntity address={ instance.owner } truncation="dynamic"/>
          </DetailsInfoItem>
        ) : isMultiToken && (
          <DetailsInfoItem label="Holders" hint="Addresses holding this id" id="owner">
            <Link asChild color="text.link" _hover={{ color: 'text.linkHover' }}>
              <NextLink href={ holdersHref } scroll={ false }>See the holders of this id</NextLink>
            </Link>
          </DetailsInfoItem>
        ) }
        <DetailsInfoItem label="Transfers" id="transfers" isLoading={ transfersCount === undefined }>
          { transfersCount === undefined ? null : formatNumber(transfersCount) }
        </DetailsInfoItem>
        <DetailsDivider/>
        <DetailsInfoItem label="Name" id="name">
          { name ?? <Text as="span" color="text.secondary">—</Text> }
        </DetailsInfoItem>
        <DetailsInfoItem label="Description" id="description">
          { description ? <Text as="span" whiteSpace="pre-line">{ description }</Text> : <Text as="span" color="text.secondary">—</Text> }
        </DetailsInfoItem>
        { externalUrl && (
          <DetailsInfoItem label="External link" id="external-url">
            <Link href={ externalUrl } target="_blank" rel="noopener noreferrer nofollow" color="text.link" wordBreak="break-all">
              { externalUrl }
            </Link>
          </DetailsInfoItem>
        ) }
        <DetailsInfoItem label="Attributes" id="attributes">
          <Attributes instance={ instance }/>
        </DetailsInfoItem>
        <DetailsInfoItem label="Metadata" hint="The token's metadata document as the API returned it" id="metadata">
          <RawMetadata instance={ instance }/>
        </DetailsInfoItem>
      </DetailsGrid>
    </Grid>
  );
}
