/**
 * `/api-docs`: the API documentation of this instance. Tabs REST API (Swagger UI over the
 * backend's own OpenAPI document), RPC API (Etherscan-compatible) and Eth RPC API with runnable
 * examples, and GraphQL when the feature is on. `?tab=rpc_api` and `?tab=eth_rpc_api` are what
 * the sidebar's RPC API and Eth RPC API items open.
 */
import { Box } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import EthRpcApiTab from 'ui/apiDocs/EthRpcApiTab';
import GraphqlTab from 'ui/apiDocs/GraphqlTab';
import RestApiTab from 'ui/apiDocs/RestApiTab';
import RpcApiTab from 'ui/apiDocs/RpcApiTab';
import { API_DOCS_TABS } from 'ui/apiDocs/tabs';
import PageTitle from 'ui/shared/PageTitle';
import RoutedTabs, { type RoutedTab } from 'ui/shared/tabs/RoutedTabs';

export default function ApiDocs() {
  const tabs: Array<RoutedTab> = [
    { id: API_DOCS_TABS.rest, title: 'REST API', component: <RestApiTab/> },
    { id: API_DOCS_TABS.rpc, title: 'RPC API', component: <RpcApiTab/> },
    { id: API_DOCS_TABS.ethRpc, title: 'Eth RPC API', component: <EthRpcApiTab/> },
    ...(config.features.graphqlApiDocs.isEnabled ? [ { id: API_DOCS_TABS.graphql, title: 'GraphQL', component: <GraphqlTab/> } ] : []),
  ];
  return (
    <Box>
      <PageTitle title="API documentation"/>
      <RoutedTabs tabs={ tabs } testId="api-docs-tabs"/>
    </Box>
  );
}
