/** `/account/watchlist`: watched addresses with their balance and email notification settings. */
import { Text } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import type { WatchlistItem } from 'types/api/account';
import AccountItems, { type Column } from 'ui/account/AccountItems';
import { WATCHLIST_FIELDS, watchlistBody, watchlistValues } from 'ui/account/watchlistForm';
import { AddressEntity } from 'ui/shared/entities/entities';
import { formatCoin } from 'ui/shared/values/CoinValue';

import AccountPageLayout from './AccountPageLayout';

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
        emptyText="You don't have any addresses on your watch list yet." columns={ COLUMNS } fields={ WATCHLIST_FIELDS }
        toValues={ watchlistValues } toBody={ watchlistBody } idOf={ (item) => item.id } labelOf={ (item) => item.name }/>
    </AccountPageLayout>
  );
}
