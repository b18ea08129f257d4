/**
 * Renders address-page parts the way the page does: theme, a react-query cache seeded with
 * fixtures (no request leaves the test), and a fake socket to push `addresses:{hash}` events.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import React from 'react';

import { getResourceKey } from 'lib/api/getResourceKey';
import type { ResourceName } from 'lib/api/resources';
import { SocketProvider } from 'lib/socket/SocketProvider';
import { FakeSocket } from 'lib/socket/testUtils';
import system from 'theme';

/**
 * One cache entry: a resource of the address page, its payload, (lists) its query params and,
 * for a resource without the page's hash, its own path params (`{}` for none).
 */
export type Seed = [ ResourceName, unknown ] | [ ResourceName, unknown, Record<string, unknown> | undefined ] |
  [ ResourceName, unknown, Record<string, unknown> | undefined, Record<string, string> ];

export function renderWithAddressData(ui: React.ReactElement, hash: string, seeds: Array<Seed>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [ name, data, queryParams, pathParams ] of seeds) {
    queryClient.setQueryData(getResourceKey(name as 'general:address', { pathParams: pathParams ?? { hash }, queryParams }), data);
  }
  const socket = new FakeSocket();
  const wrap = (element: React.ReactElement) => (
    <ChakraProvider value={ system }>
      <QueryClientProvider client={ queryClient }>
        <SocketProvider socket={ socket } url={ null }>{ element }</SocketProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
  const result = render(wrap(ui));
  // Re-renders inside the same providers (e.g. after a test changes the mocked router).
  const rerender = (element: React.ReactElement) => result.rerender(wrap(element));
  return { ...result, rerender, queryClient, socket };
}
