import { Box } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import PageTitle from 'ui/shared/PageTitle';
import RoutedTabs, { type RoutedTab } from 'ui/shared/tabs/RoutedTabs';
import { useIsLoggedIn } from 'ui/snippets/profile/useProfileQuery';
import { TxsPending, TxsValidated, TxsWatchlist } from 'ui/txs/TxsTabs';

/** /txs: validated and pending transactions, and the watch list for signed-in users. */
export default function Transactions() {
  const isLoggedIn = useIsLoggedIn();
  const tabs: Array<RoutedTab> = [
    { id: 'validated', title: 'Validated', component: <TxsValidated/> },
    { id: 'pending', title: 'Pending', component: <TxsPending/> },
  ];
  if (config.features.account.isEnabled && isLoggedIn) {
    tabs.push({ id: 'watchlist', title: 'Watch list', component: <TxsWatchlist/> });
  }
  return (
    <Box>
      <PageTitle title="Transactions"/>
      <RoutedTabs tabs={ tabs } testId="txs-tabs"/>
    </Box>
  );
}
