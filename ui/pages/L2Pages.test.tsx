import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import React from 'react';

import { getResourceKey } from 'lib/api/getResourceKey';
import type { ResourceName } from 'lib/api/resources';
import { mockFetch, resetTestConfig, setTestConfig } from 'lib/api/testUtils';
import { DEPOSITS } from 'mocks/optimism/deposits';
import { OUTPUT_ROOT, OUTPUT_ROOT_2 } from 'mocks/optimism/outputRoots';
import { TXN_BATCH } from 'mocks/optimism/txnBatches';
import { WITHDRAWALS } from 'mocks/optimism/withdrawals';
import system from 'theme';

import L2Deposits, { L2_DEPOSITS_EMPTY_TEXT } from './L2Deposits';
import L2OutputRoots from './L2OutputRoots';
import L2TxnBatches from './L2TxnBatches';
import L2Withdrawals, { L2_WITHDRAWALS_EMPTY_TEXT } from './L2Withdrawals';

const mockRouter = { pathname: '/l2-deposits', query: {} as Record<string, string>, push: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

/** The page with its first page and count in the cache, as the server (list) and an earlier visit (count) left them. */
function renderPage(page: React.ReactElement, seeds: Array<[ ResourceName, unknown ]>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [ name, data ] of seeds) {
    queryClient.setQueryData(getResourceKey(name, { queryParams: {} }), data);
  }
  return render(<ChakraProvider value={ system }><QueryClientProvider client={ queryClient }>{ page }</QueryClientProvider></ChakraProvider>);
}

const L1 = 'https://l1.example.org';

beforeEach(() => {
  setTestConfig({ NEXT_PUBLIC_ROLLUP_TYPE: 'optimistic', NEXT_PUBLIC_ROLLUP_L1_BASE_URL: L1 });
  mockFetch();
});
afterEach(resetTestConfig);

describe('the rollup list pages', () => {
  it('/l2-deposits: the sidebar\'s heading, the total and the rows, with a pager while more pages follow', () => {
    renderPage(<L2Deposits/>, [ [ 'general:l2_deposits', DEPOSITS ], [ 'general:l2_deposits_count', 1234 ] ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deposits (L1 to L2)');
    expect(screen.getByTestId('l2-count').textContent).toBe('A total of 1,234 deposits found');
    expect(within(screen.getByTestId('l2-deposits-table')).getAllByTestId('l2-deposit-row')).toHaveLength(2);
    expect(screen.getByTestId('pagination')).toBeTruthy();
  });

  it('/l2-withdrawals', () => {
    renderPage(<L2Withdrawals/>, [
      [ 'general:l2_withdrawals', { items: WITHDRAWALS, next_page_params: null } ], [ 'general:l2_withdrawals_count', 5 ],
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Withdrawals (L2 to L1)');
    expect(screen.getByTestId('l2-count').textContent).toBe('A total of 5 withdrawals found');
    expect(within(screen.getByTestId('l2-withdrawals-table')).getAllByTestId('l2-withdrawal-row')).toHaveLength(5);
    expect(screen.queryByTestId('pagination')).toBeNull();
  });

  it('/l2-txn-batches, with one batch in the singular', () => {
    renderPage(<L2TxnBatches/>, [
      [ 'general:l2_txn_batches', { items: [ TXN_BATCH ], next_page_params: null } ], [ 'general:l2_txn_batches_count', 1 ],
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Txn batches');
    expect(screen.getByTestId('l2-count').textContent).toBe('A total of 1 batch found');
    expect(within(screen.getByTestId('l2-txn-batches-table')).getAllByTestId('l2-txn-batch-row')).toHaveLength(1);
  });

  it('/l2-output-roots', () => {
    renderPage(<L2OutputRoots/>, [
      [ 'general:l2_output_roots', { items: [ OUTPUT_ROOT, OUTPUT_ROOT_2 ], next_page_params: null } ],
      [ 'general:l2_output_roots_count', 42 ],
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Output roots');
    expect(screen.getByTestId('l2-count').textContent).toBe('A total of 42 output roots found');
    expect(within(screen.getByTestId('l2-output-roots-table')).getAllByTestId('l2-output-root-row')).toHaveLength(2);
  });

  it('says when there is nothing yet', () => {
    const { unmount } = renderPage(<L2Deposits/>, [
      [ 'general:l2_deposits', { items: [], next_page_params: null } ], [ 'general:l2_deposits_count', 0 ],
    ]);
    expect(screen.getByTestId('list-empty').textContent).toBe(L2_DEPOSITS_EMPTY_TEXT);
    expect(screen.getByTestId('l2-count').textContent).toBe('A total of 0 deposits found');
    expect(screen.queryByTestId('l2-deposits-table')).toBeNull();
    unmount();
    renderPage(<L2Withdrawals/>, [ [ 'general:l2_withdrawals', { items: [], next_page_params: null } ] ]);
    expect(screen.getByTestId('list-empty').textContent).toBe(L2_WITHDRAWALS_EMPTY_TEXT);
  });

  it('keeps the list when the count is not the integer promised, and shows skeletons while loading', () => {
    const { unmount } = renderPage(<L2Deposits/>, [ [ 'general:l2_deposits', DEPOSITS ], [ 'general:l2_deposits_count', { message: 'x' } ] ]);
    expect(screen.queryByTestId('l2-count')).toBeNull();
    expect(screen.getAllByTestId('l2-deposit-row')).toHaveLength(2);
    unmount();
    // Nothing cached: both wait for the API (whose fetch never answers here).
    mockFetch(() => new Promise(() => undefined));
    renderPage(<L2Deposits/>, []);
    expect(screen.getByTestId('list-skeleton')).toBeTruthy();
    expect(screen.getByTestId('l2-count-skeleton')).toBeTruthy();
  });
});
