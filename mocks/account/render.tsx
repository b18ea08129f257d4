/**
 * Renders an account page for a component test: theme, an empty react-query cache (the fake
 * account API answers), and a `next/router` stand-in whose `push`/`replace` change the URL the
 * page reads, like shallow routing does. Test files mock `next/router` with `useMockRouter`.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import React from 'react';

import system from 'theme';

type Query = Record<string, string | Array<string> | undefined>;
type Url = { pathname: string; query: Query };

const listeners = new Set<() => void>();

function navigate(url: Url) {
  mockRouterState.query = url.query;
  listeners.forEach((listener) => listener());
}

/** The mocked router; its `query` is the current URL's. */
export const mockRouterState = {
  pathname: '/',
  query: {} as Query,
  push: jest.fn(async(url: Url) => {
    navigate(url);
    return true;
  }),
  replace: jest.fn(async(url: Url) => {
    navigate(url);
    return true;
  }),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** `useRouter` for `jest.mock('next/router', …)`: re-renders its users when the URL changes. */
export function useMockRouter() {
  React.useSyncExternalStore(subscribe, () => mockRouterState.query);
  return mockRouterState;
}

export function renderAccountPage(ui: React.ReactElement, { pathname, query = {} }: { pathname: string; query?: Query }) {
  mockRouterState.pathname = pathname;
  mockRouterState.query = query;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ChakraProvider value={ system }>
      <QueryClientProvider client={ queryClient }>{ ui }</QueryClientProvider>
    </ChakraProvider>,
  );
}
