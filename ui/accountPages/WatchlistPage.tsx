/** `/account/watchlist`: watched addresses with their balance and email notification settings. */
import { Text } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import type { WatchlistItem } from 'types/api/account';
import AccountItems, { type Column } from 'ui/account/AccountItems';
import { isAddress, NAME_MAX_LENGTH, type FieldDef, type FormValues } from 'ui/account/formFields';
import { AddressEntity } from 'ui/shared/entities/entities';
import { formatCoin } from 'ui/shared/values/CoinValue';

import AccountPageLayout from './AccountPageLayout';

const KINDS = [ [ 'native', config.chain.currency.symbol ], [ 'ERC-20', 'ERC-20' ], [ 'ERC-721', 'NFT (ERC-721)' ] ] as const;

const FIELDS: FieldDef[] = [
  { name: 'address_hash', label: 'Address (0x...)', required: true, validate: isAddress },
  { name: 'name', label: 'Private tag (max 35 characters)', required: true, maxLength: NAME_MAX_LENGTH },
  ...KINDS.flatMap(([ kind, label ]) => [
    { name: `${ kind }:incoming`, label: `${ label }: incoming`, kind: 'checkbox' as const },
    { name: `${ kind }:outcoming`, label: `${ label }: outgoing`, kind: 'checkbox' as const },
  ]),
  { name: 'email', label: 'Email notifications', kind: 'checkbox' },
];

function toValues(item?: WatchlistItem): FormValues {
  const values: FormValues = { address_hash: item?.address_hash ?? '', name: item?.name ?? '', email: item?.notification_methods.email ?? true };
  for (const [ kind ] of KINDS) {
    const settings = item?.notification_settings[kind];
    values[`${ kind }:incoming`] = settings?.incoming ?? true;
    values[`${ kind }:outcoming`] = settings?.outcoming ?? true;
  }
  return values;
}

function toBody(values: FormValues) {
  const notificationSettings = Object.fromEntries(KINDS.map(([ kind ]) =>
    [ kind, { incoming: values[`${ kind }:incoming`] === true, outcoming: values[`${ kind }:outcoming`] === true } ]));
  return { address_hash: String(values.address_hash).trim(), name: String(values.name).trim(),
    notification_settings: { ...notificationSettings, 'ERC-404': notificationSettings['ERC-721'] },
    notification_methods: { email: values.email === true } };
}

const COLUMNS: Column<WatchlistItem>[] = [
  { header: 'Address', render: (item) => <AddressEntity address={ item.address } truncation="dynamic"/> },
  { header: 'Private tag', render: (item) => <Text>{ item.name }</Text>, width: '200px' },
  { header: `Balance ${ config.chain.currency.symbol }`, width: '180px',
    render: (item) => <Text>{ formatCoin(item.address_balance ?? '0') }</Text> },
  { header: 'Email notifications', width: '150px', render: (item) => <Text>{ item.notification_methods.email ? 'On' : 'Off' }</Text> },
];

export default function WatchlistPage() {
  return (
    <AccountPageLayout intro="An email notification can be sent to you when an address on your watch list sends or receives any transactions.">
      <AccountItems<WatchlistItem> resource="account:watchlist" noun="address" addLabel="Add address" testId="watchlist"
        emptyText="You don't have any addresses on your watch list yet." columns={ COLUMNS } fields={ FIELDS }
        toValues={ toValues } toBody={ toBody } idOf={ (item) => item.id } labelOf={ (item) => item.name }/>
    </AccountPageLayout>
  );
}
