import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';

import { trackEvent } from 'lib/analytics/trackEvent';
import { ACCOUNT_PAGE_SIZE, rowsNewestFirst, watchlistItem } from 'mocks/account/account';
import { installFakeAccountApi } from 'mocks/account/fakeAccountApi';
import { mockRouterState, renderAccountPage } from 'mocks/account/render';

import WatchlistPage from './WatchlistPage';

jest.mock('lib/analytics/trackEvent', () => ({ trackEvent: jest.fn() }));
jest.mock('next/router', () => ({ useRouter: () => jest.requireActual('mocks/account/render').useMockRouter() }));

jest.setTimeout(60_000);

const LIST_PATH = '/api/account/v1/user/watchlist';
const realFetch = global.fetch;

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  global.fetch = realFetch;
});

/** Names of the rows in the table, top to bottom. */
const shownNames = () => screen.getAllByTestId('account-item').map((row) => within(row).getByText(/^Watched \d+$/).textContent);
const pageNumber = () => screen.getByTestId('pagination-page').textContent;
/** A row's button in the desktop table (the mobile cards, also drawn in tests, repeat it). */
const rowButton = (name: string) => within(screen.getByRole('table')).getByRole('button', { name });

async function renderWatchlist(count: number) {
  const api = installFakeAccountApi({ [LIST_PATH]: rowsNewestFirst(watchlistItem, count) });
  renderAccountPage(<WatchlistPage/>, { pathname: '/account/watchlist' });
  if (count > 0) await waitFor(() => expect(screen.getAllByTestId('account-item').length).toBeGreaterThan(0));
  return api;
}

describe('watch list pages', () => {
  it('shows the first 50 addresses, then the next page by its cursor, and comes back', async() => {
    const api = await renderWatchlist(60);
    expect(shownNames()).toHaveLength(ACCOUNT_PAGE_SIZE);
    expect(shownNames()[0]).toBe('Watched 60');
    expect(pageNumber()).toBe('1');
    expect(api.listRequests(LIST_PATH)[0].params.has('id')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));

    await waitFor(() => expect(shownNames()).toEqual([ 'Watched 10', 'Watched 9', 'Watched 8', 'Watched 7', 'Watched 6',
      'Watched 5', 'Watched 4', 'Watched 3', 'Watched 2', 'Watched 1' ]));
    const next = api.listRequests(LIST_PATH).at(-1)!.params;
    expect(next.get('id')).toBe('11');
    expect(next.get('items_count')).toBe('50');
    expect(pageNumber()).toBe('2');
    expect(mockRouterState.query.page).toBe('2');
    expect(JSON.parse(String(mockRouterState.query.next_page_params))).toEqual({ id: 11, items_count: 50 });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));

    await waitFor(() => expect(shownNames()[0]).toBe('Watched 60'));
    expect(shownNames()).toHaveLength(ACCOUNT_PAGE_SIZE);
    expect(pageNumber()).toBe('1');
    expect(mockRouterState.query).not.toHaveProperty('page');
  });

  it('opens the page named in the URL', async() => {
    const api = installFakeAccountApi({ [LIST_PATH]: rowsNewestFirst(watchlistItem, 60) });
    renderAccountPage(<WatchlistPage/>, {
      pathname: '/account/watchlist', query: { page: '2', next_page_params: JSON.stringify({ id: 11, items_count: 50 }) },
    });
    await waitFor(() => expect(shownNames()[0]).toBe('Watched 10'));
    expect(api.listRequests(LIST_PATH)).toHaveLength(1);
    expect(pageNumber()).toBe('2');
  });

  it('keeps the empty state, with no pager, when nothing is watched', async() => {
    await renderWatchlist(0);
    expect(await screen.findByTestId('account-items-empty')).toHaveTextContent("You don't have any addresses on your watch list yet.");
    expect(screen.queryByTestId('pagination')).toBeNull();
    expect(screen.queryByTestId('account-item')).toBeNull();
  });

  it('has no pager when every address fits on one page', async() => {
    await renderWatchlist(ACCOUNT_PAGE_SIZE);
    expect(shownNames()).toHaveLength(ACCOUNT_PAGE_SIZE);
    expect(screen.queryByTestId('pagination')).toBeNull();
  });

  it('after an edit on page 2 fetches page 2 again', async() => {
    const api = await renderWatchlist(55);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(shownNames()[0]).toBe('Watched 5'));

    await userEvent.click(rowButton('Edit Watched 3'));
    const dialog = await screen.findByTestId('account-form-dialog');
    const name = within(dialog).getByRole('textbox', { name: /Private tag/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Watched 333');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(shownNames()).toEqual([ 'Watched 5', 'Watched 4', 'Watched 333', 'Watched 2', 'Watched 1' ]));
    const refetch = api.listRequests(LIST_PATH).at(-1)!.params;
    expect(refetch.get('id')).toBe('6');
    expect(pageNumber()).toBe('2');
    expect(trackEvent).toHaveBeenCalledWith('Account action', { Page: 'address', Action: 'update' });
  });

  it('deleting the last address of page 2 goes back to page 1, fetched afresh', async() => {
    const api = await renderWatchlist(51);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(shownNames()).toEqual([ 'Watched 1' ]));
    const requestsBefore = api.listRequests(LIST_PATH).length;

    await userEvent.click(rowButton('Delete Watched 1'));
    const dialog = await screen.findByTestId('account-delete-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByTestId('pagination')).toBeNull());
    expect(shownNames()).toHaveLength(ACCOUNT_PAGE_SIZE);
    expect(shownNames()[0]).toBe('Watched 51');
    expect(mockRouterState.query).not.toHaveProperty('page');
    expect(api.requests.some((request) => request.method === 'DELETE' && request.path === `${ LIST_PATH }/1`)).toBe(true);
    // Page 1 came from the API again (its "next" link is gone), not from the cache.
    const after = api.listRequests(LIST_PATH).slice(requestsBefore);
    expect(after.map((request) => request.params.get('id'))).toEqual([ null ]);
  });
});
