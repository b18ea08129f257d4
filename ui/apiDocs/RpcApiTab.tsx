/**
 * The RPC API tab: the Etherscan-compatible modules and actions, each with its parameters
 * and an example URL on this instance's API that runs in place.
 */
import { Box, Code, Flex, Heading, Text } from '@chakra-ui/react';
import React from 'react';

import { buildUrl } from 'lib/api/buildUrl';
import useApiFetch from 'lib/api/useApiFetch';
import CopyToClipboard from 'ui/shared/CopyToClipboard';

import ExampleRunner from './ExampleRunner';
import type { ExampleValues } from './exampleValues';
import { RPC_API_MODULES, rpcExampleQuery, type RpcAction, type RpcModule } from './rpcApiCatalog';
import useExampleValues from './useExampleValues';

function ActionCard({ module, action, values }: { module: RpcModule; action: RpcAction; values: ExampleValues }) {
  const apiFetch = useApiFetch();
  const query = React.useMemo(() => rpcExampleQuery(module, action, values), [ module, action, values ]);
  // Shown as the API's own address with module and action first (what a user would call); run the way the app calls it.
  const exampleUrl = `${ buildUrl('general:rpc_api', undefined, undefined, { noProxy: true }) }?${ new URLSearchParams(query) }`;
  const run = React.useCallback((signal: AbortSignal) =>
    apiFetch('general:rpc_api', { queryParams: query, fetchParams: { signal } }), [ apiFetch, query ]);
  const testId = `rpc-${ module.module }-${ action.action }`;
  return (
    <Box borderWidth="1px" borderColor="border.divider" borderRadius="md" p="4" data-testid={ testId }>
      <Heading as="h3" fontSize="md" fontFamily="mono" mb="1">{ action.action }</Heading>
      <Text fontSize="sm" color="text.secondary" mb="3">{ action.description }</Text>
      { action.params.length > 0 && (
        <Box as="ul" fontSize="sm" mb="3" listStyleType="none">
          { action.params.map((param) => (
            <Box as="li" key={ param.name }>
              <Code fontSize="xs">{ param.name }</Code>
              { param.required && <Text as="span" color="red.500" ml="1" title="required">*</Text> }
              <Text as="span" color="text.secondary"> { param.description }</Text>
            </Box>
          )) }
        </Box>
      ) }
      <Flex align="center" gap="2" mb="2" minW="0">
        <Code fontSize="xs" p="2" flex="1" minW="0" overflowWrap="anywhere" data-testid={ `${ testId }-url` }>{ exampleUrl }</Code>
        <CopyToClipboard text={ exampleUrl }/>
      </Flex>
      <ExampleRunner run={ run } testId={ `${ testId }-example` }/>
    </Box>
  );
}

export default function RpcApiTab() {
  const { values } = useExampleValues();
  return (
    <Box data-testid="rpc-api">
      <Text mb="6" color="text.secondary">
        Etherscan-compatible API: call <Code>/api?module=…&amp;action=…</Code> by GET or POST. Every answer is
        {' '}<Code>{ '{status, message, result}' }</Code>; <Code>status</Code> is &quot;1&quot; on success, numbers are decimal strings,
        and lists take <Code>page</Code>, <Code>offset</Code> (at most 10,000) and <Code>sort</Code>.
      </Text>
      { RPC_API_MODULES.map((module) => (
        <Box as="section" key={ module.module } mb="8" data-testid={ `rpc-module-${ module.module }` }>
          <Heading as="h2" fontSize="xl" mb="1">{ module.module }</Heading>
          <Text color="text.secondary" mb="4">{ module.description }</Text>
          <Flex direction="column" gap="4">
            { module.actions.map((action) => <ActionCard key={ action.action } module={ module } action={ action } values={ values }/>) }
          </Flex>
        </Box>
      )) }
    </Box>
  );
}
