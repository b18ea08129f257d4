import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import React from 'react';

import { getResourceKey } from 'lib/api/getResourceKey';
import { fakeResponse, mockFetch, resetTestConfig, setTestConfig } from 'lib/api/testUtils';
import { API_TOKEN } from 'lib/cookies';
import { SocketProvider } from 'lib/socket/SocketProvider';
import { FakeSocket } from 'lib/socket/testUtils';
import { LATEST_DEPOSITS } from 'mocks/optimism/deposits';
import { coinTransfer, failedCall } from 'mocks/txs/txs';
import system from 'theme';
import { LIVE_UNAVAILABLE_TEXT } from 'ui/txs/NewTxsNotice';

import LatestTxs from './LatestTxs';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function renderLatestTxs(deposits?: unknown) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(getResourceKey('general:homepage_txs'), [ coinTransfer ]);
  if (deposits) queryClient.setQueryData(getResourceKey('general:homepage_deposits'), deposits);
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

  it('on a rollup, has a Deposits tab with the latest L1 deposits, linked here and on the L1 explorer', async() => {
    setTestConfig({ NEXT_PUBLIC_ROLLUP_TYPE: 'optimistic', NEXT_PUBLIC_ROLLUP_L1_BASE_URL: 'https://l1.example.org' });
    try {
      mockFetch();
      const many = Array.from({ length: 8 }, (_, index) => ({ ...LATEST_DEPOSITS[0], l2_transaction_hash: `0x${ String(index).repeat(64) }` }));
      renderLatestTxs([ ...LATEST_DEPOSITS, ...many ]);
      expect(shownHashes()).toEqual([ coinTransfer.hash ]);
      fireEvent.click(await screen.findByRole('tab', { name: 'Deposits' }));
      const items = await screen.findAllByTestId('latest-deposit');
      // At most 6, however many the API sends.
      expect(items).toHaveLength(6);
      const [ first ] = items;
      const [ deposit ] = LATEST_DEPOSITS;
      const short = (hash: string) => `${ hash.slice(0, 6) }…${ hash.slice(-4) }`;
      expect(within(first).getByRole('link', { name: String(deposit.l1_block_number) }).closest('a')?.getAttribute('href'))
        .toBe(`https://l1.example.org/block/${ deposit.l1_block_number }`);
      expect(within(first).getByRole('link', { name: short(deposit.l2_transaction_hash) }).closest('a')?.getAttribute('href'))
        .toBe(`/tx/${ deposit.l2_transaction_hash }`);
      expect(within(first).getByRole('link', { name: short(deposit.l1_transaction_hash) }).closest('a')?.getAttribute('href'))
        .toBe(`https://l1.example.org/tx/${ deposit.l1_transaction_hash }`);
      expect(within(first).getByTestId('time-info')).toBeTruthy();
      // The tab's own "View all" leads to the deposits list.
      expect(screen.getByRole('link', { name: 'View all deposits' }).getAttribute('href')).toBe('/l2-deposits');
      // The other tab's content leaves once its exit animation ends.
      await waitFor(() => expect(screen.queryByRole('link', { name: 'View all transactions' })).toBeNull());
    } finally {
      resetTestConfig();
    }
  });

  it('has no Deposits tab without the rollup feature', () => {
    renderLatestTxs(LATEST_DEPOSITS);
    expect(screen.queryByRole('tab', { name: 'Deposits' })).toBeNull();
    expect(screen.queryByTestId('latest-deposits')).toBeNull();
    expect(screen.queryByRole('link', { name: 'View all deposits' })).toBeNull();
  });
});
