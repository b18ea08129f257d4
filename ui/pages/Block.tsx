/**
 * /block/[height_or_hash]: the block's details, its transactions and (beacon chain) its
 * withdrawals. The block comes with the server HTML (lib/next/pageProps); a failed load
 * turns into the matching error screen: 404, 422, or the reorg screen for a block that lost
 * consensus.
 */
import { Box } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import React from 'react';

import config from 'configs/app';
import useApiQuery from 'lib/api/useApiQuery';
import throwOnResourceLoadError from 'lib/errors/AppPageError';
import BlockDetails from 'ui/block/BlockDetails';
import BlockDetailsSkeleton from 'ui/block/BlockDetailsSkeleton';
import BlockReorgAlert from 'ui/block/BlockReorgAlert';
import BlockTxs from 'ui/block/BlockTxs';
import BlockWithdrawals from 'ui/block/BlockWithdrawals';
import useChainTip from 'ui/block/useChainTip';
import PageTitle from 'ui/shared/PageTitle';
import RoutedTabs, { type RoutedTab } from 'ui/shared/tabs/RoutedTabs';
import TextAd from 'ui/shared/ads/TextAd';

export default function Block() {
  const router = useRouter();
  const heightOrHash = String(router.query.height_or_hash ?? '');
  const query = useApiQuery('general:block', { pathParams: { height_or_hash: heightOrHash } });
  throwOnResourceLoadError({ isError: query.isError, error: query.error, resource: 'general:block' });
  const tip = useChainTip();

  const block = query.data;
  const tabs: Array<RoutedTab> = [
    { id: 'index', title: 'Details', component: block ? <BlockDetails block={ block } tip={ tip }/> : <BlockDetailsSkeleton/> },
    { id: 'txs', title: 'Transactions', count: block?.transactions_count ?? null, component: <BlockTxs heightOrHash={ heightOrHash }/> },
  ];
  if (config.features.beaconChain.isEnabled) {
    tabs.push({
      id: 'withdrawals', title: 'Withdrawals', count: block?.withdrawals_count ?? null,
      component: <BlockWithdrawals heightOrHash={ heightOrHash }/>,
    });
  }

  let title = 'Block details';
  if (block) title = block.type === 'reorg' ? `Reorg block #${ block.height }` : `Block #${ block.height }`;
  return (
    <Box>
      <PageTitle title={ title }/>
      <TextAd mt="-2"/>
      { block?.type === 'reorg' && <BlockReorgAlert height={ block.height }/> }
      <RoutedTabs tabs={ tabs } testId="block-tabs"/>
    </Box>
  );
}
