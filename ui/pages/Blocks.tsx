/** /blocks: every block, the ones that lost consensus and uncles, each in a tab. */
import React from 'react';

import BlocksTab from 'ui/blocks/BlocksTab';
import PageTitle from 'ui/shared/PageTitle';
import RoutedTabs, { type RoutedTab } from 'ui/shared/tabs/RoutedTabs';

const TABS: Array<RoutedTab> = [
  { id: 'blocks', title: 'All', component: <BlocksTab type="block"/> },
  { id: 'reorgs', title: 'Forked', component: <BlocksTab type="reorg"/> },
  { id: 'uncles', title: 'Uncles', component: <BlocksTab type="uncle"/> },
];

export default function Blocks() {
  return (
    <>
      <PageTitle title="Blocks"/>
      <RoutedTabs tabs={ TABS } testId="blocks-tabs"/>
    </>
  );
}
