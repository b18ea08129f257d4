/**
 * Holders of a token (or of one NFT instance) as a desktop table and mobile cards: address,
 * the id for ERC-1155 rows, quantity in whole tokens and, when the supply is known, the
 * share of it.
 */
import { Table, Text } from '@chakra-ui/react';
import React from 'react';

import type { TokenHolder, TokenInfo } from 'types/api/token';
import { AddressEntity } from 'ui/shared/entities/entities';
import { ListCard, ListCardRow, ListItemsLayout, ListTd, ListTh } from 'ui/shared/lists/ListLayouts';
import { TokenIdLink } from 'ui/tokenTransfers/TokenTransferParts';
import { formatTokenAmount, holderShare } from 'ui/tokens/tokenValues';

interface Props {
  items: Array<TokenHolder>;
  token: TokenInfo;
  /** Shows the id column (ERC-1155 token-wide holders). */
  showTokenId?: boolean;
}

function Quantity({ holder, token }: { holder: TokenHolder; token: TokenInfo }) {
  const text = formatTokenAmount(holder.value, token);
  if (text === null) return <Text as="span" color="text.secondary">—</Text>;
  return <Text as="span" title={ formatTokenAmount(holder.value, token, true) ?? undefined } data-testid="holder-quantity">{ text }</Text>;
}

function TokenId({ holder, token }: { holder: TokenHolder; token: TokenInfo }) {
  if (holder.token_id === null) return <Text as="span" color="text.secondary">—</Text>;
  return <TokenIdLink tokenAddress={ token.address_hash } tokenId={ holder.token_id }/>;
}

function itemKey(holder: TokenHolder): string {
  return `${ holder.address.hash }-${ holder.token_id ?? '' }`;
}

export default function TokenHoldersListItems({ items, token, showTokenId }: Props) {
  // A share of the supply only makes sense for one supply: not per-id ERC-1155 balances.
  const showShare = token.total_supply !== null && !showTokenId && token.type !== 'ERC-1155';
  return (
    <ListItemsLayout tableTestId="token-holders-table" cardsTestId="token-holders-cards" minW="720px"
      head={ (
        <>
          <ListTh>Holder</ListTh>
          { showTokenId && <ListTh w="160px">Token ID</ListTh> }
          <ListTh isNumeric w="280px">Quantity</ListTh>
          { showShare && <ListTh isNumeric w="140px">Percentage</ListTh> }
        </>
      ) }
      rows={ items.map((holder) => (
        <Table.Row key={ itemKey(holder) } data-testid="token-holder-row">
          <ListTd><AddressEntity address={ holder.address } truncation="dynamic"/></ListTd>
          { showTokenId && <ListTd><TokenId holder={ holder } token={ token }/></ListTd> }
          <ListTd isNumeric><Quantity holder={ holder } token={ token }/></ListTd>
          { showShare && <ListTd isNumeric>{ holderShare(holder.value, token.total_supply) ?? '—' }</ListTd> }
        </Table.Row>
      )) }
      cards={ items.map((holder) => (
        <ListCard key={ itemKey(holder) } testId="token-holder-card">
          <ListCardRow label="Holder"><AddressEntity address={ holder.address }/></ListCardRow>
          { showTokenId && <ListCardRow label="Token ID"><TokenId holder={ holder } token={ token }/></ListCardRow> }
          <ListCardRow label="Quantity"><Quantity holder={ holder } token={ token }/></ListCardRow>
          { showShare && <ListCardRow label="Percentage">{ holderShare(holder.value, token.total_supply) ?? '—' }</ListCardRow> }
        </ListCard>
      )) }
    />
  );
}
