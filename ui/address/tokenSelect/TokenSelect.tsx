/**
 * "N tokens" on the address page: a button opening the address's token holdings, searchable
 * and grouped ERC-20 / ERC-721 / ERC-1155, with a link to the Tokens tab for the full list.
 */
import { Box, Button, Flex, Input, Link, Popover, Portal, Skeleton, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';
import type { AddressTokenBalance } from 'types/api/address';
import { tokenLabel } from 'ui/shared/entities/entities';
import NavIcon from 'ui/shared/icons/NavIcon';
import { formatCoin } from 'ui/shared/values/CoinValue';

import { groupTokens, tokensCountLabel } from './groupTokens';

/** What the row says about the holding: an amount, an NFT id, or both for ERC-1155. */
export function holdingText(item: AddressTokenBalance): string {
  const token = item.token;
  if (token?.type === 'ERC-721' && item.token_id) return `#${ item.token_id }`;
  const amount = formatCoin(item.value, token?.decimals ? Number(token.decimals) : 0);
  const symbol = token?.symbol ? ` ${ token.symbol }` : '';
  return item.token_id ? `${ amount } × #${ item.token_id }` : `${ amount }${ symbol }`;
}

function TokenRow({ item }: { item: AddressTokenBalance }) {
  if (!item.token) return null;
  const href = item.token_id && item.token.type !== 'ERC-20' ?
    `/token/${ item.token.address_hash }/instance/${ item.token_id }` :
    `/token/${ item.token.address_hash }`;
  return (
    <Link asChild display="flex" justifyContent="space-between" gap="3" px="2" py="1.5" borderRadius="md" fontSize="sm"
      color="text.primary" _hover={{ bg: 'bg.hover', textDecoration: 'none' }} data-testid="token-select-item">
      <NextLink href={ href }>
        <Text as="span" overflow="hidden" textOverflow="ellipsis" whiteSpace="nowrap">{ tokenLabel(item.token) }</Text>
        <Text as="span" color="text.secondary" whiteSpace="nowrap" flexShrink={ 0 }>{ holdingText(item) }</Text>
      </NextLink>
    </Link>
  );
}

function TokenList({ items, hash }: { items: Array<AddressTokenBalance>; hash: string }) {
  const [ term, setTerm ] = React.useState('');
  const groups = groupTokens(items, term);
  return (
    <Box>
      <Input size="sm" placeholder="Search by token name or symbol" aria-label="Search tokens" value={ term }
        onChange={ (event) => setTerm(event.target.value) } mb="3"/>
      <Box maxH="320px" overflowY="auto">
        { groups.length === 0 && <Text color="text.secondary" fontSize="sm" py="2">No tokens match.</Text> }
        { groups.map((group) => (
          <Box key={ group.type } mb="3" data-testid={ `token-select-group-${ group.type }` }>
            <Text fontSize="xs" color="text.secondary" fontWeight={ 600 } mb="1" px="2">
              { group.type } tokens ({ group.items.length })
            </Text>
            { group.items.map((item) => <TokenRow key={ `${ item.token?.address_hash }-${ item.token_id ?? '' }` } item={ item }/>) }
          </Box>
        )) }
      </Box>
      <Link asChild fontSize="sm" color="text.link" mt="1" display="inline-block">
        <NextLink href={ `/address/${ hash }?tab=tokens` }>View all tokens</NextLink>
      </Link>
    </Box>
  );
}

export default function TokenSelect({ hash }: { hash: string }) {
  const query = useApiQuery('general:address_token_balances', { pathParams: { hash } });
  if (query.isPending) return <Skeleton h="32px" w="140px"/>;
  if (query.isError) return <Text color="text.secondary">Could not load the tokens.</Text>;
  const items = query.data.filter((item) => item.token);
  if (items.length === 0) return <Text as="span">None</Text>;
  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline" data-testid="token-select-button">
          { tokensCountLabel(items.length) }
          <NavIcon name="arrowDown" boxSize="1em"/>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: 'calc(100vw - 32px)', lg: '400px' }} bg="bg.card" borderRadius="xl" data-testid="token-select-list">
            <Popover.Body p="3">
              <Flex justify="space-between" mb="2">
                <Text fontWeight={ 600 } fontSize="sm">Token holdings</Text>
              </Flex>
              <TokenList items={ items } hash={ hash }/>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
