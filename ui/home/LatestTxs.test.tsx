import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import React from 'react';

import { getResourceKey } from 'lib/api/getResourceKey';
import { fakeResponse, mockFetch, resetTestConfig, setTestConfig } from 'lib/api/testUtils';
import { API_TOKEN } from 'lib/cookies';
import { SocketProvider } from 'lib/socket/SocketProvider';
import { FakeSocket } from 'lib/socket/testUtils';
import { coinTransfer, failedCall } from 'mocks/txs/txs';
import system from 'theme';
import { LIVE_UNAVAILABLE_TEXT } from 'ui/txs/NewTxsNotice';

import LatestTxs from './LatestTxs';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function renderLatestTxs() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(getResourceKey('general:homepage_txs'), [ coinTransfer ]);
  const socket = new FakeSocket();
  render(
    <ChakraProvider value={ system }>
      <QueryClientProvider client={ queryClient }>
        <SocketProvider socket={ socket } url={ null }><LatestTxs/></SocketProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  const channel = socket.channelsFor('transactions:new_transaction')[0];
  return { socket, channel };
}

const shownHashes = () => screen.getAllByTestId('latest-tx').map((item) => item.getAttribute('data-tx-hash'));

describe('LatestTxs', () => {
  it('counts announced transactions without touching the list, and loads them on click', async() => {
    const fetchMock = mockFetch(async() => fakeResponse({ body: [ failedCall, coinTransfer ] }));
    const { channel } = renderLatestTxs();
    expect(shownHashes()).toEqual([ coinTransfer.hash ]);
    expect(screen.queryByTestId('new-txs-notice')).toBeNull();

    act(() => channel.emit('transaction', { transaction: 1 }));
    expect(screen.getByTestId('new-txs-notice').textContent).toBe('1 new transaction has come in · Show');
    act(() => channel.emit('transaction', { transaction: 3 }));
    expect(screen.getByTestId('new-txs-notice').textContent).toBe('4 new transactions have come in · Show');
    expect(shownHashes()).toEqual([ coinTransfer.hash ]);
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('new-txs-notice'));
    await waitFor(() => expect(shownHashes()).toEqual([ failedCall.hash, coinTransfer.hash ]));
    expect(String(fetchMock.mock.calls[0][0])).toContain('/api/v2/main-page/transactions');
    await waitFor(() => expect(screen.queryByTestId('new-txs-notice')).toBeNull());
  });

  it('says when live updates are down', () => {
    const { socket } = renderLatestTxs();
    act(() => socket.fail('error'));
    expect(screen.getByText(LIVE_UNAVAILABLE_TEXT)).toBeTruthy();
  });

  it('gives a signed-in user a Watch list tab with the transactions of the watched addresses', async() => {
    setTestConfig({ NEXT_PUBLIC_IS_ACCOUNT_SUPPORTED: 'true', NEXT_PUBLIC_AUTH_URL: 'https://api.example.org',
      NEXT_PUBLIC_LOGOUT_URL: 'https://api.example.org/api/account/auth/logout' });
    document.cookie = `${ API_TOKEN }=signed-in`;
    try {
      const fetchMock = mockFetch(async() => fakeResponse({ body: [ failedCall ] }));
      renderLatestTxs();
      // The tabs are a chunk of their own (an anonymous visitor's first load does without them).
      fireEvent.click(await screen.findByRole('tab', { name: 'Watch list' }));
      await waitFor(() => expect(shownHashes()).toEqual([ failedCall.hash ]));
      fireEvent.click(screen.getByRole('tab', { name: 'All' }));
      await waitFor(() => expect(shownHashes()).toEqual([ coinTransfer.hash ]));
      expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('/api/v2/main-page/transactions/watchlist');
    } finally {
      document.cookie = `${ API_TOKEN }=; max-age=0`;
      resetTestConfig();
    }
  });

  it('shows no tabs to a visitor who is not signed in', () => {
    renderLatestTxs();
    expect(screen.queryByRole('tab', { name: 'Watch list' })).toBeNull();
  });

  it('links to all transactions', () => {
    renderLatestTxs();
    expect(screen.getByRole('link', { name: 'View all transactions' }).getAttribute('href')).toBe('/txs');
  });
});
