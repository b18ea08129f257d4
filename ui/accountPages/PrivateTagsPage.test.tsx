import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';

import { addressTagItem, rowsNewestFirst, transactionTagItem } from 'mocks/account/account';
import { installFakeAccountApi } from 'mocks/account/fakeAccountApi';
import { mockRouterState, renderAccountPage } from 'mocks/account/render';

import PrivateTagsPage from './PrivateTagsPage';

jest.mock('next/router', () => ({ useRouter: () => jest.requireActual('mocks/account/render').useMockRouter() }));

jest.setTimeout(60_000);

const ADDRESS_PATH = '/api/account/v1/user/tags/address';
const TX_PATH = '/api/account/v1/user/tags/transaction';
const realFetch = global.fetch;

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  global.fetch = realFetch;
});

function installApi() {
  return installFakeAccountApi({
    [ADDRESS_PATH]: rowsNewestFirst(addressTagItem, 70),
    [TX_PATH]: rowsNewestFirst(transactionTagItem, 60),
  });
}

/** The tab panel of a list, by its test id, and what it shows. */
const list = (testId: string) => screen.getByTestId(testId);
const firstName = (testId: string) => within(within(list(testId)).getByRole('table')).getAllByTestId('account-item')[0]
  .querySelector('td:nth-child(2)')?.textContent;
const pageOf = (testId: string) => within(list(testId)).getByTestId('pagination-page').textContent;
const clickNext = (testId: string) => userEvent.click(within(list(testId)).getByRole('button', { name: 'Next page' }));

describe('private tags pages', () => {
  it('each tab keeps its own page, in the URL, across tab switches', async() => {
    const api = installApi();
    renderAccountPage(<PrivateTagsPage/>, { pathname: '/account/tag-address' });
    await waitFor(() => expect(firstName('address-tags')).toBe('Address tag 70'));

    await clickNext('address-tags');
    await waitFor(() => expect(firstName('address-tags')).toBe('Address tag 20'));
    expect(api.listRequests(ADDRESS_PATH).at(-1)!.params.get('id')).toBe('21');

    await userEvent.click(screen.getByRole('tab', { name: 'Transaction' }));
    await waitFor(() => expect(firstName('transaction-tags')).toBe('Transaction tag 60'));
    // The transaction list starts on its first page; the address list's page stays in the URL.
    expect(api.listRequests(TX_PATH)[0].params.has('id')).toBe(false);
    expect(pageOf('transaction-tags')).toBe('1');
    expect(mockRouterState.query).toMatchObject({ tab: 'transaction', page: '2' });

    await clickNext('transaction-tags');
    await waitFor(() => expect(firstName('transaction-tags')).toBe('Transaction tag 10'));
    const txNext = api.listRequests(TX_PATH).at(-1)!.params;
    expect(txNext.get('id')).toBe('11');
    expect(txNext.get('items_count')).toBe('50');
    expect(mockRouterState.query).toMatchObject({ tab: 'transaction', page: '2', tx_page: '2' });
    expect(JSON.parse(String(mockRouterState.query.tx_next_page_params))).toEqual({ id: 11, items_count: 50 });

    await userEvent.click(screen.getByRole('tab', { name: 'Address' }));
    expect(mockRouterState.query).not.toHaveProperty('tab');
    expect(firstName('address-tags')).toBe('Address tag 20');
    expect(pageOf('address-tags')).toBe('2');

    await userEvent.click(within(list('address-tags')).getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(firstName('address-tags')).toBe('Address tag 70'));
    expect(mockRouterState.query).toMatchObject({ tx_page: '2' });
    expect(mockRouterState.query).not.toHaveProperty('page');
  });

  it('opens the transaction tab on the page its URL keys name, leaving the address list alone', async() => {
    const api = installApi();
    renderAccountPage(<PrivateTagsPage/>, {
      pathname: '/account/tag-address',
      query: { tab: 'transaction', tx_page: '2', tx_next_page_params: JSON.stringify({ id: 11, items_count: 50 }) },
    });
    await waitFor(() => expect(firstName('transaction-tags')).toBe('Transaction tag 10'));
    expect(pageOf('transaction-tags')).toBe('2');

    await userEvent.click(screen.getByRole('tab', { name: 'Address' }));
    await waitFor(() => expect(firstName('address-tags')).toBe('Address tag 70'));
    expect(api.listRequests(ADDRESS_PATH).map((request) => request.params.get('id'))).toEqual([ null ]);
    expect(pageOf('address-tags')).toBe('1');
  });
});
