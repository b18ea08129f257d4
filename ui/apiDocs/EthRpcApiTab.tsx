/**
 * The Eth RPC API tab: the JSON-RPC methods `POST /api/eth-rpc` answers, each with an example
 * body (editable) that runs against this instance.
 */
import { Box, Code, Flex, Heading, Text, Textarea } from '@chakra-ui/react';
import React from 'react';

import { buildUrl } from 'lib/api/buildUrl';
import useApiFetch from 'lib/api/useApiFetch';

import { ETH_RPC_METHODS, ethRpcExampleBody, type EthRpcMethod } from './ethRpcCatalog';
import ExampleRunner from './ExampleRunner';
import type { ExampleValues } from './exampleValues';
import useExampleValues from './useExampleValues';

function MethodCard({ method, values }: { method: EthRpcMethod; values: ExampleValues }) {
  const apiFetch = useApiFetch();
  const example = ethRpcExampleBody(method, values);
  const [ body, setBody ] = React.useState(example);
  // New example values (they load after the first render) replace the example unless it was edited.
  const [ shownExample, setShownExample ] = React.useState(example);
  if (example !== shownExample) {
    setShownExample(example);
    if (body === shownExample) setBody(example);
  }
  const run = React.useCallback(async(signal: AbortSignal) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new Error('The request body is not valid JSON.');
    }
    return apiFetch('general:eth_rpc_api', { fetchParams: { method: 'POST', body: parsed, signal } });
  }, [ apiFetch, body ]);
  const testId = `eth-rpc-${ method.method }`;
  return (
    <Box borderWidth="1px" borderColor="border.divider" borderRadius="md" p="4" data-testid={ testId }>
      <Heading as="h3" fontSize="md" fontFamily="mono" mb="1">{ method.method }</Heading>
      <Text fontSize="sm" color="text.secondary" mb="3">{ method.description }</Text>
      <Textarea value={ body } onChange={ (event) => setBody(event.target.value) } fontFamily="mono" fontSize="xs" rows={ body.split('\n').length }
        aria-label={ `Request body of ${ method.method }` } spellCheck={ false } mb="2" data-testid={ `${ testId }-body` }/>
      <ExampleRunner run={ run } testId={ `${ testId }-example` }/>
    </Box>
  );
}

export default function EthRpcApiTab() {
  const { values } = useExampleValues();
  const endpoint = buildUrl('general:eth_rpc_api', undefined, undefined, { noProxy: true });
  return (
    <Box data-testid="eth-rpc-api">
      <Flex direction="column" gap="2" mb="6" color="text.secondary">
        <Text>
          JSON-RPC 2.0, a single request or a batch (an array), by POST to:
        </Text>
        <Code p="2" overflowWrap="anywhere" data-testid="eth-rpc-endpoint">{ endpoint }</Code>
        <Text>
          Answers come from the explorer&apos;s database where it can, otherwise from the node, in the node&apos;s encodings (hex quantities).
          Other methods are refused with error -32601.
        </Text>
      </Flex>
      <Flex direction="column" gap="4">
        { ETH_RPC_METHODS.map((method) => <MethodCard key={ method.method } method={ method } values={ values }/>) }
      </Flex>
    </Box>
  );
}
