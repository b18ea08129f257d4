/**
 * The tabs of the latest transactions: "All" plus "Deposits" on a rollup and "Watch list" for a
 * signed-in user. In a chunk of their own, so a first load without tabs carries no tabs code.
 */
import { Tabs } from '@chakra-ui/react';
import React from 'react';

export interface LatestTxsTab {
  id: string;
  title: string;
  content: React.ReactNode;
}

export default function LatestTxsTabs({ tabs }: { tabs: Array<LatestTxsTab> }) {
  return (
    <Tabs.Root defaultValue={ tabs[0]?.id } lazyMount unmountOnExit variant="subtle" size="sm" data-testid="latest-txs-tabs">
      <Tabs.List mb="3">
        { tabs.map((tab) => <Tabs.Trigger key={ tab.id } value={ tab.id }>{ tab.title }</Tabs.Trigger>) }
      </Tabs.List>
      { tabs.map((tab) => <Tabs.Content key={ tab.id } value={ tab.id } p="0">{ tab.content }</Tabs.Content>) }
    </Tabs.Root>
  );
}
