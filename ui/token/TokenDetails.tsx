/**
 * The details block of a token page: contract, type, total supply with the token's decimals,
 * holders and transfers (from `/counters`, live-ish), decimals.
 */
import { Text } from '@chakra-ui/react';
import React from 'react';

import { formatNumber } from 'lib/format';
import type { TokenCounters, TokenInfo } from 'types/api/token';
import { DetailsGrid, DetailsInfoItem } from 'ui/shared/details/DetailsInfoItem';
import { AddressEntity } from 'ui/shared/entities/entities';
import { TokenTypeBadge } from 'ui/tokens/TokensListItems';
import { formatHolders, formatTokenAmount, isNftType } from 'ui/tokens/tokenValues';

interface Props {
  token: TokenInfo;
  counters?: TokenCounters;
  countersLoading?: boolean;
}

function Unknown({ children = '—' }: { children?: string }) {
  return <Text as="span" color="text.secondary">{ children }</Text>;
}

export default function TokenDetails({ token, counters, countersLoading }: Props) {
  const supply = formatTokenAmount(token.total_supply, token, true);
  const holders = formatHolders(counters?.token_holders_count ?? token.holders_count);
  const transfers = counters ? formatNumber(counters.transfers_count) : null;
  const showDecimals = token.decimals !== null || !isNftType(token.type);

  return (
    <DetailsGrid testId="token-details">
      <DetailsInfoItem label="Contract" hint="Address of the token contract" id="contract">
        <AddressEntity address={{ hash: token.address_hash, name: null, is_contract: true }} truncation="dynamic"/>
      </DetailsInfoItem>
      <DetailsInfoItem label="Type" hint="Token standard" id="type">
        <TokenTypeBadge type={ token.type }/>
      </DetailsInfoItem>
      <DetailsInfoItem label="Total supply" hint="Tokens in existence, in whole units (raw amount divided by 10^decimals)" id="total-supply">
        { supply === null ? <Unknown>Not reported by the contract</Unknown> : (
          <Text as="span" wordBreak="break-all">{ supply }{ token.symbol ? ` ${ token.symbol }` : '' }</Text>
        ) }
      </DetailsInfoItem>
      <DetailsInfoItem label="Holders" hint="Addresses holding a positive balance" id="holders" isLoading={ countersLoading && holders === null }>
        { holders === null ? <Unknown/> : holders }
      </DetailsInfoItem>
      <DetailsInfoItem label="Transfers" hint="Token transfers of this token" id="transfers" isLoading={ countersLoading }>
        { transfers === null ? <Unknown/> : transfers }
      </DetailsInfoItem>
      { showDecimals && (
        <DetailsInfoItem label="Decimals" hint="Digits after the point of one whole token" id="decimals">
          { token.decimals ?? <Unknown/> }
        </DetailsInfoItem>
      ) }
    </DetailsGrid>
  );
}
