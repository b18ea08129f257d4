import { Box, Skeleton } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';
import throwOnResourceLoadError from 'lib/errors/AppPageError';
import { instanceName } from 'ui/shared/nft/mediaUrl';
import PageTitle from 'ui/shared/PageTitle';
import RoutedTabs, { TAB_QUERY_KEY, type RoutedTab } from 'ui/shared/tabs/RoutedTabs';
import AddTokenToWallet from 'ui/token/AddTokenToWallet';
import TokenInstanceDetails from 'ui/tokenInstance/TokenInstanceDetails';
import { InstanceHoldersTab, InstanceTransfersTab } from 'ui/tokenInstance/TokenInstanceTabs';

/** `/token/[hash]/instance/[id]`: one NFT (arriving with the server HTML), its transfers and holders. */
export default function TokenInstance() {
  const router = useRouter();
  const hash = String(router.query.hash ?? '');
  const id = String(router.query.id ?? '');
  const query = useApiQuery('general:token_instance', { pathParams: { hash, id } });
  const transfersCount = useApiQuery('general:token_instance_transfers_count', {
    pathParams: { hash, id }, queryOptions: { enabled: Boolean(query.data) },
  });
  throwOnResourceLoadError({ isError: query.isError, error: query.error, resource: 'general:token_instance' });

  const instance = query.data;
  if (!instance) {
    return <Box><PageTitle title="Token instance"/><Skeleton h="360px" borderRadius="xl" aria-busy="true" aria-label="Loading"/></Box>;
  }

  const token = instance.token;
  const isMultiToken = token?.type === 'ERC-1155' || token?.type === 'ERC-404';
  const tabs: Array<RoutedTab> = [
    { id: 'token_transfers', title: 'Token transfers', count: transfersCount.data?.transfers_count ?? null,
      component: <InstanceTransfersTab tokenAddress={ hash } id={ id } token={ token ?? undefined }/> },
    ...(token && isMultiToken ? [ { id: 'holders', title: 'Holders', component: <InstanceHoldersTab tokenAddress={ hash } id={ id } token={ token }/> } ] : []),
  ];
  const holdersHref = `/token/${ hash }/instance/${ encodeURIComponent(id) }?${ TAB_QUERY_KEY }=holders`;
  const title = instanceName(instance) ?? `${ token?.name ?? 'Token' } #${ instance.id }`;

  return (
    <Box>
      <PageTitle title={ title }>
        { token && <Box as="span" display="inline-flex" verticalAlign="middle" ml="3"><AddTokenToWallet token={ token } tokenId={ instance.id }/></Box> }
      </PageTitle>
      <TokenInstanceDetails instance={ instance } tokenAddress={ hash } transfersCount={ transfersCount.data?.transfers_count } holdersHref={ holdersHref }/>
      <Box mt="8">
        <RoutedTabs tabs={ tabs } testId="instance-tabs"/>
      </Box>
    </Box>
  );
}
