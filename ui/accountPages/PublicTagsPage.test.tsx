import { screen, waitFor, within } from '@testing-library/react';
import React from 'react';

import { fakeResponse, mockFetch } from 'lib/api/testUtils';
import { addressParam } from 'mocks/address/addressParam';
import { renderAccountPage } from 'mocks/account/render';
import type { PublicTag } from 'types/api/account';

import PublicTagsPage from './PublicTagsPage';

jest.mock('next/router', () => ({ useRouter: () => jest.requireActual('mocks/account/render').useMockRouter() }));

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

const REQUEST: PublicTag = {
  id: 1, full_name: 'Ada', email: 'ada@example.com', company: '', website: '', tags: 'Exchange;Hot wallet', is_owner: true,
  additional_comment: '', addresses: [ '0x00000000000000000000000000000000000000aa' ],
  addresses_with_info: [ addressParam('0x00000000000000000000000000000000000000Aa') ],
  submission_date: '2026-11-27T10:15:00.000Z',
};

it('writes the submission date as the rest of the explorer does (Nov 27, 2026), not in a locale form', async() => {
  mockFetch(async(url) => new URL(url).pathname.endsWith('/get_csrf') ?
    fakeResponse({ body: { message: 'ok' }, headers: { 'x-bs-account-csrf': 'csrf' } }) :
    fakeResponse({ body: [ REQUEST ] }));
  renderAccountPage(<PublicTagsPage/>, { pathname: '/account/public-tags-request' });
  await waitFor(() => expect(screen.getAllByTestId('account-item').length).toBeGreaterThan(0));
  const row = screen.getAllByTestId('account-item')[0];
  expect(within(row).getByText('Nov 27, 2026')).toBeTruthy();
  expect(within(row).queryByText('11/27/2026')).toBeNull();
  expect(within(row).getByText('Exchange, Hot wallet')).toBeTruthy();
});
