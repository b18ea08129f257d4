import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import React from 'react';

import { createQueryClient } from 'lib/api/queryClient';
import { fakeResponse, mockFetch } from 'lib/api/testUtils';
import { SocketProvider } from 'lib/socket/SocketProvider';
import { FakeSocket } from 'lib/socket/testUtils';
import { revertedTx, tokenTransferTx } from 'mocks/tx/tx';
import system from 'theme';
import ErrorBoundary from 'ui/shared/AppError/ErrorBoundary';

import Transaction from './Transaction';

jest.mock('lib/monitoring/reportError', () => ({ __esModule: true, default: jest.fn(), reportError: jest.fn() }));

// The error screens load in their own chunk.
const SCREEN_TIMEOUT = { timeout: 5_000 };

const mockRouter = { pathname: '/tx/[hash]', query: {} as Record<string, string>, asPath: '/tx', push: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

function renderPage(hash: string, query: Record<string, string> = {}) {
  mockRouter.query = { hash, ...query };
  return render(
    <ChakraProvider value={ system }>
      <QueryClientProvider client={ createQueryClient() }>
        <SocketProvider socket={ new FakeSocket() } url={ null }>
          <ErrorBoundary><Transaction/></ErrorBoundary>
        </SocketProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // React logs the errors the boundary catches.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('transaction page errors in the browser (spec §8)', () => {
  it('a malformed hash (422) gets "Request cannot be processed"', async() => {
    mockFetch(async() => fakeResponse({ status: 422, statusText: 'Unprocessable Entity', body: { message: 'Invalid parameter(s)' } }));
    renderPage('0xbad');
    expect(await screen.findByRole('heading', { level: 1, name: 'Request cannot be processed' }, SCREEN_TIMEOUT)).toBeInTheDocument();
  });

  it('an unknown hash (404) gets "Page not found"', async() => {
    mockFetch(async() => fakeResponse({ status: 404, statusText: 'Not Found', body: { message: 'Not found' } }));
    renderPage(`0x${ '0'.repeat(64) }`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, SCREEN_TIMEOUT)).toBeInTheDocument();
  });

  it('the API message "Invalid tx hash" gets the transaction-not-found screen', async() => {
    mockFetch(async() => fakeResponse({ status: 422, statusText: 'Unprocessable Entity', body: { message: 'Invalid tx hash' } }));
    renderPage('0xbad');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorry, we are unable to locate this transaction hash' }, SCREEN_TIMEOUT)).toBeInTheDocument();
  });
});

describe('transaction page tabs', () => {
  it('a failed transaction opens on its details, not on an empty token transfers list', async() => {
    mockFetch(async() => fakeResponse({ body: revertedTx }));
    renderPage(revertedTx.hash);
    expect(await screen.findByTestId('details-status')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Token transfers/ })).toHaveAttribute('aria-selected', 'false');
    expect(screen.queryByText('There are no token transfers for this transaction.')).toBeNull();
    expect(within(screen.getByTestId('details-status')).getByTestId('tx-status').textContent).toContain('Failed');
  });

  it('a failure awaiting its trace says so, and the revert reason shows once the indexer has it', async() => {
    let calls = 0;
    mockFetch(async(url) => {
      if (!url.includes(`/transactions/${ revertedTx.hash }?`) && !url.endsWith(`/transactions/${ revertedTx.hash }`)) {
        return fakeResponse({ body: { items: [], next_page_params: null } });
      }
      calls += 1;
      return fakeResponse({ body: calls === 1 ? { ...revertedTx, result: 'awaiting_internal_transactions', revert_reason: null } : revertedTx });
    });
    renderPage(revertedTx.hash);
    expect(await screen.findByTestId('tx-result')).toHaveTextContent('Awaiting internal transactions for reason');
    expect(await screen.findByTestId('revert-reason', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('tx-result')).toHaveTextContent('execution reverted');
  }, 20_000);

  it('a linked tab still opens that tab', async() => {
    mockFetch(async(url) => fakeResponse({ body: url.includes('/token-transfers') ? { items: [], next_page_params: null } : tokenTransferTx }));
    renderPage(tokenTransferTx.hash, { tab: 'token_transfers' });
    expect(await screen.findByText('There are no token transfers for this transaction.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Token transfers/ })).toHaveAttribute('aria-selected', 'true');
  });
});
