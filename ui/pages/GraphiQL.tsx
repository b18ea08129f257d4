/**
 * `/graphiql`: an interactive GraphQL playground against the API's `/api/v1/graphql`,
 * opening with a query for the transaction `NEXT_PUBLIC_GRAPHIQL_TRANSACTION` names, else
 * for the newest transaction of the chain (a fresh devnet has no hash to configure). The
 * playground follows the site's colour mode. Its code loads on this page only.
 */
import { Box, Flex, Spinner, Text } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { useTheme } from 'next-themes';
import React from 'react';

import config from 'configs/app';
import { buildUrl } from 'lib/api/buildUrl';
import useApiQuery from 'lib/api/useApiQuery';
import { graphiqlDefaultQuery } from 'ui/graphiql/defaultQuery';
import PageTitle from 'ui/shared/PageTitle';

/** On a phone the playground takes a screen of its own (the page scrolls to it): editor and answer stacked need the height. */
const EDITOR_HEIGHT = { base: 'calc(100svh - 24px)', lg: 'calc(100vh - 220px)' };
const EDITOR_MIN_HEIGHT = { base: '640px', lg: '480px' };

export const LOADING_TEXT = 'Loading the GraphQL playground…';

/** Said while GraphiQL's megabyte of code arrives (several seconds on a slow line). */
function Loading() {
  return (
    <Flex h="100%" align="center" justify="center" gap="3" color="text.secondary" role="status" data-testid="graphiql-loading">
      <Spinner size="sm"/>
      <Text>{ LOADING_TEXT }</Text>
    </Flex>
  );
}

// Browser only: GraphiQL reads localStorage and the DOM as it starts.
const GraphiQLEditor = dynamic(() => import('ui/graphiql/GraphiQLEditor'), { ssr: false, loading: Loading });

export default function GraphiQLPage() {
  const { resolvedTheme } = useTheme();
  const feature = config.features.graphqlApiDocs;
  const configuredHash = feature.isEnabled ? feature.defaultTxHash : '';
  const latest = useApiQuery('general:homepage_txs', { queryOptions: { enabled: !configuredHash } });
  const url = React.useMemo(() => buildUrl('general:graphql'), []);
  // GraphiQL takes its default query once, when it mounts: wait for the hash.
  const ready = Boolean(configuredHash) || !latest.isPending;
  const defaultTxHash = configuredHash || latest.data?.[0]?.hash || '';

  return (
    <Box>
      <PageTitle title="GraphQL playground"/>
      <Box h={ EDITOR_HEIGHT } minH={ EDITOR_MIN_HEIGHT } borderWidth="1px" borderColor="border.divider" borderRadius="md" overflow="hidden"
        data-testid="graphiql">
        { ready ? (
          <GraphiQLEditor url={ url } defaultQuery={ graphiqlDefaultQuery(defaultTxHash) } theme={ resolvedTheme === 'dark' ? 'dark' : 'light' }/>
        ) : <Loading/> }
      </Box>
    </Box>
  );
}
