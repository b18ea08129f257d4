/**
 * The "All" and "Watch list" tabs of the latest transactions, for a signed-in user only: in a
 * chunk of their own, so an anonymous visitor's first load carries no tabs code.
 */
import { Tabs } from '@chakra-ui/react';
import React from 'react';

export default function LatestTxsTabs({ all, watchlist }: { all: React.ReactNode; watchlist: React.ReactNode }) {
  return (
    <Tabs.Root defaultValue="all" lazyMount unmountOnExit variant="subtle" size="sm" data-testid="latest-txs-tabs">
      <Tabs.List mb="3">
        <Tabs.Trigger value="all">All</Tabs.Trigger>
        <Tabs.Trigger value="watchlist">Watch list</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="all" p="0">{ all }</Tabs.Content>
      <Tabs.Content value="watchlist" p="0">{ watchlist }</Tabs.Content>
    </Tabs.Root>
  );
}
