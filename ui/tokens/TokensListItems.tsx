/**
 * The token list as a desktop table and mobile cards: rank, token, contract address, type,
 * holders and total supply in whole tokens. Names and symbols come from the contracts and are
 * shown as text only (through `TokenEntity`).
 */
import { Badge, Table, Text } from '@chakra-ui/react';
import React from 'react';

import type { TokenInfo } from 'types/api/token';
import { AddressEntity, TokenEntity } from 'ui/shared/entities/entities';
import { ListCard, ListCardRow, ListItemsLayout, ListTd, ListTh } from 'ui/shared/lists/ListLayouts';

import { formatHolders, formatTokenAmount } from './tokenValues';

interface Props {
  items: Array<TokenInfo>;
  /** Rank of the first item minus one (items before this page). */
  rankOffset?: number;
}

function Dash() {
  return <Text as="span" color="text.secondary">—</Text>;
}

export function TokenTypeBadge({ type }: { type: TokenInfo['type'] }) {
  return <Badge size="sm" variant="subtle" colorPalette="gray" data-testid="token-type">{ type }</Badge>;
}

/** Total supply rounded for lists, every digit on hover. */
export function TokenSupply({ token }: { token: TokenInfo }) {
  const text = formatTokenAmount(token.total_supply, token);
  if (text === null) return <Dash/>;
  const symbol = token.symbol ? ` ${ token.symbol }` : '';
  return (
    <Text as="span" title={ `${ formatTokenAmount(token.total_supply, token, true) }${ symbol }` } wordBreak="break-all"
      data-testid="token-supply">
      { text }
    </Text>
  );
}

function Holders({ token }: { token: TokenInfo }) {
  const text = formatHolders(token.holders_count);
  return text === null ? <Dash/> : <Text as="span" data-testid="token-holders">{ text }</Text>;
}

function contractOf(token: TokenInfo) {
  return { hash: token.address_hash, name: null, is_contract: true };
}

export default function TokensListItems({ items, rankOffset = 0 }: Props) {
  return (
    <ListItemsLayout tableTestId="tokens-table" cardsTestId="tokens-cards" minW="940px"
      head={ (
        <>
          <ListTh w="56px">#</ListTh>
          <ListTh>Token</ListTh>
          <ListTh w="190px">Address</ListTh>
          <ListTh w="110px">Type</ListTh>
          <ListTh isNumeric w="120px">Holders</ListTh>
          <ListTh isNumeric w="240px">Total supply</ListTh>
        </>
      ) }
      rows={ items.map((token, index) => (
        <Table.Row key={ token.address_hash } data-testid="token-row">
          <ListTd color="text.secondary">{ rankOffset + index + 1 }</ListTd>
          <ListTd maxW="360px"><TokenEntity token={ token } noCopy/></ListTd>
          <ListTd><AddressEntity address={ contractOf(token) }/></ListTd>
          <ListTd><TokenTypeBadge type={ token.type }/></ListTd>
          <ListTd isNumeric><Holders token={ token }/></ListTd>
          <ListTd isNumeric><TokenSupply token={ token }/></ListTd>
        </Table.Row>
      )) }
      cards={ items.map((token, index) => (
        <ListCard key={ token.address_hash } testId="token-card">
          <ListCardRow label={ `#${ rankOffset + index + 1 }` }><TokenEntity token={ token } noCopy/></ListCardRow>
          <ListCardRow label="Address"><AddressEntity address={ contractOf(token) }/></ListCardRow>
          <ListCardRow label="Type"><TokenTypeBadge type={ token.type }/></ListCardRow>
          <ListCardRow label="Holders"><Holders token={ token }/></ListCardRow>
          <ListCardRow label="Total supply"><TokenSupply token={ token }/></ListCardRow>
        </ListCard>
      )) }
    />
  );
}
