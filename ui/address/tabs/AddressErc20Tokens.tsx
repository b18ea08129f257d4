/** The ERC-20 view of the Tokens tab: token, contract, balance and its value where the token has a price. */
import { Table, Text } from '@chakra-ui/react';
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import { formatNumber } from 'lib/format';
import type { AddressTokenBalance } from 'types/api/address';
import { AddressEntity, TokenEntity } from 'ui/shared/entities/entities';
import PagedList from 'ui/shared/lists/PagedList';
import { ListCard, ListCardRow, ListItemsLayout, ListTd, ListTh } from 'ui/shared/lists/ListLayouts';
import CoinValue from 'ui/shared/values/CoinValue';

import { weiToCoins } from './coinBalance';

/** "$1,234.56" when the token has an exchange rate, else a dash. */
export function tokenValueText(item: AddressTokenBalance): string {
  const rate = Number(item.token?.exchange_rate);
  if (!item.token?.exchange_rate || !Number.isFinite(rate)) return '—';
  const amount = weiToCoins(item.value, Number(item.token.decimals ?? 0));
  return `$${ formatNumber(amount * rate, { maxFractionDigits: 2 }) }`;
}

function Quantity({ item }: { item: AddressTokenBalance }) {
  return <CoinValue value={ item.value } decimals={ item.token?.decimals ?? 0 } symbol={ item.token?.symbol ?? null } testId="token-balance"/>;
}

function Rows({ items }: { items: Array<AddressTokenBalance> }) {
  const withToken = items.filter((item) => item.token);
  return (
    <ListItemsLayout tableTestId="address-erc20-table" cardsTestId="address-erc20-cards" minW="800px"
      head={ (
        <>
          <ListTh>Token</ListTh>
          <ListTh>Contract address</ListTh>
          <ListTh isNumeric>Quantity</ListTh>
          <ListTh isNumeric>Value</ListTh>
        </>
      ) }
      rows={ withToken.map((item) => item.token && (
        <Table.Row key={ item.token.address_hash } data-testid="address-token-row" data-token={ item.token.address_hash.toLowerCase() }>
          <ListTd maxW="320px"><TokenEntity token={ item.token } noCopy/></ListTd>
          <ListTd><AddressEntity address={{ hash: item.token.address_hash, name: null, is_contract: true }}/></ListTd>
          <ListTd isNumeric><Quantity item={ item }/></ListTd>
          <ListTd isNumeric><Text as="span" color="text.secondary">{ tokenValueText(item) }</Text></ListTd>
        </Table.Row>
      )) }
      cards={ withToken.map((item) => item.token && (
        <ListCard key={ item.token.address_hash }>
          <TokenEntity token={ item.token } noCopy/>
          <ListCardRow label="Contract"><AddressEntity address={{ hash: item.token.address_hash, name: null, is_contract: true }}/></ListCardRow>
          <ListCardRow label="Quantity"><Quantity item={ item }/></ListCardRow>
          <ListCardRow label="Value">{ tokenValueText(item) }</ListCardRow>
        </ListCard>
      )) }
    />
  );
}

export default function AddressErc20Tokens({ hash }: { hash: string }) {
  const query = useQueryWithPages({ resourceName: 'general:address_tokens', pathParams: { hash }, filters: { type: [ 'ERC-20' ] } });
  return (
    <PagedList
      query={ query }
      emptyText="This address holds no ERC-20 tokens."
      testId="address-erc20-tokens"
    >
      { (items) => (
        <Rows items={ items }/>
      ) }
    </PagedList>
  );
}
