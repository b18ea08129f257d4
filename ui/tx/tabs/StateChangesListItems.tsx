/**
 * Balance changes a transaction caused: per address and asset (QNM or a token), the balance
 * before and after and the signed change. ERC-721 changes list the ids that moved.
 */
import { Badge, Flex, Table, Text } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import { formatUnits } from 'lib/format';
import type { StateChangeNftMove, TransactionStateChange } from 'types/api/transaction';
import { AddressEntity, TokenEntity } from 'ui/shared/entities/entities';
import { ListCard, ListCardRow, ListItemsLayout, ListTd, ListTh } from 'ui/shared/lists/ListLayouts';
import { TokenIdLink } from 'ui/tokenTransfers/TokenTransferParts';

const FRACTION_DIGITS = 6;

function decimalsOf(item: TransactionStateChange): number {
  if (item.type === 'coin') return config.chain.currency.decimals;
  const decimals = item.token?.decimals;
  return decimals && /^\d+$/.test(decimals) ? Number(decimals) : 0;
}

function unitOf(item: TransactionStateChange): string {
  if (item.type === 'coin') return config.chain.currency.symbol;
  return item.token?.symbol ?? '';
}

function Amount({ item, value, testId }: { item: TransactionStateChange; value: string | null; testId?: string }) {
  if (value === null) return <Text as="span" color="text.secondary">—</Text>;
  const unit = unitOf(item);
  const exact = formatUnits(value, decimalsOf(item));
  return (
    <Text as="span" title={ `${ exact }${ unit ? ` ${ unit }` : '' }` } wordBreak="break-all" data-testid={ testId }>
      { formatUnits(value, decimalsOf(item), { maxFractionDigits: FRACTION_DIGITS }) }{ unit ? ` ${ unit }` : '' }
    </Text>
  );
}

function NftMoves({ item, moves }: { item: TransactionStateChange; moves: Array<StateChangeNftMove> }) {
  return (
    <Flex direction="column" gap="1" align={{ base: 'flex-start', lg: 'flex-end' }}>
      { moves.map((move, index) => (
        <Flex key={ index } gap="1" align="center">
          <Text as="span" color={ move.direction === 'to' ? 'green.fg' : 'red.fg' }>{ move.direction === 'to' ? 'Received' : 'Sent' }</Text>
          { item.token ? <TokenIdLink tokenAddress={ item.token.address_hash } tokenId={ move.total.token_id }/> : move.total.token_id }
        </Flex>
      )) }
    </Flex>
  );
}

function Change({ item }: { item: TransactionStateChange }) {
  if (item.change === null) return <Text as="span" color="text.secondary">—</Text>;
  if (Array.isArray(item.change)) return <NftMoves item={ item } moves={ item.change }/>;
  const isNegative = item.change.startsWith('-');
  const isZero = /^-?0+$/.test(item.change);
  const text = formatUnits(item.change, decimalsOf(item), { maxFractionDigits: FRACTION_DIGITS });
  const unit = unitOf(item);
  return (
    <Text as="span" color={ isZero ? 'text.secondary' : isNegative ? 'red.fg' : 'green.fg' } fontWeight={ 500 } data-testid="state-change"
      title={ `${ formatUnits(item.change, decimalsOf(item)) }${ unit ? ` ${ unit }` : '' }` } wordBreak="break-all">
      { isNegative || isZero ? '' : '+' }{ text }{ unit ? ` ${ unit }` : '' }
    </Text>
  );
}

function Who({ item }: { item: TransactionStateChange }) {
  return (
    <Flex gap="2" align="center" wrap="wrap" minW="0">
      <AddressEntity address={ item.address }/>
      { item.is_miner && <Badge size="sm" variant="subtle" colorPalette="brand">Validator</Badge> }
    </Flex>
  );
}

function Asset({ item }: { item: TransactionStateChange }) {
  if (item.type === 'coin' || !item.token) return <Text as="span">{ config.chain.currency.symbol }</Text>;
  return (
    <Flex gap="1.5" align="center" wrap="wrap" minW="0">
      <TokenEntity token={ item.token } noCopy/>
      { item.token_id && <TokenIdLink tokenAddress={ item.token.address_hash } tokenId={ item.token_id }/> }
    </Flex>
  );
}

const itemKey = (item: TransactionStateChange, index: number) => `${ item.address.hash }-${ item.token?.address_hash ?? 'coin' }-${ index }`;

export default function StateChangesListItems({ items }: { items: Array<TransactionStateChange> }) {
  return (
    <ListItemsLayout tableTestId="state-changes-table" cardsTestId="state-changes-cards"
      head={ (
        <>
          <ListTh>Address</ListTh>
          <ListTh>Asset</ListTh>
          <ListTh isNumeric>Before</ListTh>
          <ListTh isNumeric>After</ListTh>
          <ListTh isNumeric>Change</ListTh>
        </>
      ) }
      rows={ items.map((item, index) => (
        <Table.Row key={ itemKey(item, index) } data-testid="state-change-row" data-address={ item.address.hash.toLowerCase() }
          data-type={ item.type }>
          <ListTd><Who item={ item }/></ListTd>
          <ListTd><Asset item={ item }/></ListTd>
          <ListTd isNumeric><Amount item={ item } value={ item.balance_before } testId="state-before"/></ListTd>
          <ListTd isNumeric><Amount item={ item } value={ item.balance_after } testId="state-after"/></ListTd>
          <ListTd isNumeric><Change item={ item }/></ListTd>
        </Table.Row>
      )) }
      cards={ items.map((item, index) => (
        <ListCard key={ itemKey(item, index) } testId="state-change-card">
          <ListCardRow label="Address"><Who item={ item }/></ListCardRow>
          <ListCardRow label="Asset"><Asset item={ item }/></ListCardRow>
          <ListCardRow label="Before"><Amount item={ item } value={ item.balance_before }/></ListCardRow>
          <ListCardRow label="After"><Amount item={ item } value={ item.balance_after }/></ListCardRow>
          <ListCardRow label="Change"><Change item={ item }/></ListCardRow>
        </ListCard>
      )) }
    />
  );
}
