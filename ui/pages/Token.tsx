import { Box, Flex, Skeleton } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';
import throwOnResourceLoadError from 'lib/errors/AppPageError';
import { AddressEntity, tokenLabel } from 'ui/shared/entities/entities';
import TokenIcon from 'ui/shared/entities/TokenIcon';
import { ListSkeleton } from 'ui/shared/lists/DataListDisplay';
import PageTitle from 'ui/shared/PageTitle';
import RoutedTabs, { type RoutedTab } from 'ui/shared/tabs/RoutedTabs';
import AddTokenToWallet from 'ui/token/AddTokenToWallet';
import TokenDetails from 'ui/token/TokenDetails';
import TokenProjectInfo, { useTokenProjectInfo } from 'ui/token/TokenProjectInfo';
import { TokenHoldersTab, TokenInventoryTab, TokenTransfersTab } from 'ui/token/TokenTabs';
import { TokenTypeBadge } from 'ui/tokens/TokensListItems';
import { isNftType } from 'ui/tokens/tokenValues';
import AdBanner from 'ui/shared/ads/AdBanner';
import TextAd from 'ui/shared/ads/TextAd';

/** The address page's Contract tab (Code, Read, Write), a chunk loaded when the tab is opened. */
const AddressContract = dynamic(() => import('ui/address/contract/AddressContract'), { loading: () => <ListSkeleton rows={ 6 }/> });

/**
 * `/token/[hash]`: a token's details (arriving with the server HTML) and its transfers, holders
 * and NFTs, and, as on its address page, its contract's code and methods.
 */
export default function Token() {
  const router = useRouter();
  const hash = String(router.query.hash ?? '');
  const query = useApiQuery('general:token', { pathParams: { hash } });
  const counters = useApiQuery('general:token_counters', { pathParams: { hash }, queryOptions: { enabled: Boolean(query.data) } });
  // The address says whether there is code to show (the same cached answer the Contract tab reads).
  const address = useApiQuery('general:address', { pathParams: { hash } });
  throwOnResourceLoadError({ isError: query.isError, error: query.error, resource: 'general:token' });

  const projectInfo = useTokenProjectInfo(hash);
  const token = query.data;
  if (!token) {
    return <Box><PageTitle title="Token"/><TokenDetailsSkeleton/></Box>;
  }

  const tabs: Array<RoutedTab> = [
    { id: 'token_transfers', title: 'Token transfers', count: counters.data ? Number(counters.data.transfers_count) : null,
      component: <TokenTransfersTab token={ token }/> },
    { id: 'holders', title: 'Holders', count: counters.data ? Number(counters.data.token_holders_count) : null,
      component: <TokenHoldersTab token={ token }/> },
    ...(isNftType(token.type) ? [ { id: 'inventory', title: 'Inventory', component: <TokenInventoryTab token={ token }/> } ] : []),
    ...(address.data?.is_contract ? [ { id: 'contract', title: 'Contract', component: <AddressContract hash={ hash }/> } ] : []),
  ];

  return (
    <Box>
      <PageTitle title={ tokenLabel(token) } icon={ <TokenIcon token={ { ...token, icon_url: token.icon_url ?? projectInfo?.iconUrl ?? null } } size="8"/> }/>
      <Flex gap="3" align="center" wrap="wrap" mt="-3" mb="6" minW="0" data-testid="token-header">
        <TokenTypeBadge type={ token.type }/>
        <AddressEntity address={{ hash: token.address_hash, name: null, is_contract: true }} truncation="dynamic"/>
        <AddTokenToWallet token={ token }/>
      </Flex>
      <TextAd/>
      { projectInfo && <TokenProjectInfo info={ projectInfo }/> }
      <TokenDetails token={ token } counters={ counters.data } countersLoading={ counters.isPending }/>
      <AdBanner mt="6"/>
      <Box mt="8">
        <RoutedTabs tabs={ tabs } testId="token-tabs"/>
      </Box>
    </Box>
  );
}

function TokenDetailsSkeleton() {
  return <Skeleton h="280px" borderRadius="xl" aria-busy="true" aria-label="Loading"/>;
}
