import { fireEvent, screen, waitFor } from '@testing-library/react';
import React from 'react';

import { fakeResponse, mockFetch } from 'lib/api/testUtils';
import { EOA_HASH } from 'mocks/address/address';
import { signIn, signOut } from 'mocks/account/signedIn';
import { renderWithAddressData } from 'mocks/address/render';

import AddressUserLabels from './AddressUserLabels';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/address/[hash]', query: {} }) }));

const realFetch = global.fetch;

beforeEach(signIn);
afterEach(() => {
  signOut();
  global.fetch = realFetch;
});

it('takes a watched address off the watch list from the filled star, and offers to add it again', async() => {
  let watched = true;
  const requests: Array<string> = [];
  mockFetch(async(url, init) => {
    const { pathname } = new URL(url);
    requests.push(`${ init?.method ?? 'GET' } ${ pathname }`);
    if (pathname.endsWith('/get_csrf')) return fakeResponse({ body: { message: 'ok' }, headers: { 'x-bs-account-csrf': 'csrf' } });
    if (pathname.endsWith('/user/watchlist/42') && init?.method === 'DELETE') {
      watched = false;
      return fakeResponse({ body: { message: 'OK' } });
    }
    return fakeResponse({ body: { personal_tags: [], common_tags: [],
      watchlist_names: watched ? [ { label: 'Cold wallet', display_name: 'Cold wallet', id: 42 } ] : [] } });
  });
  renderWithAddressData(<AddressUserLabels hash={ EOA_HASH }/>, EOA_HASH, []);
  const star = await screen.findByRole('button', { name: 'Remove from watch list' });
  expect(star.getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByTestId('address-watchlist-name').textContent).toBe('Cold wallet');
  fireEvent.click(star);
  expect(await screen.findByRole('button', { name: 'Add to watch list' })).toBeTruthy();
  expect(requests).toContain('DELETE /api/account/v1/user/watchlist/42');
  await waitFor(() => expect(screen.queryByTestId('address-watchlist-name')).toBeNull());
});
