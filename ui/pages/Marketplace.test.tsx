import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';

import { trackEvent } from 'lib/analytics/trackEvent';
import { fakeResponse, mockFetch, resetTestConfig, setTestConfig } from 'lib/api/testUtils';
import { renderWithAddressData } from 'mocks/address/render';
import { marketplaceApps } from 'mocks/marketplace/apps';

import Marketplace from './Marketplace';

jest.mock('lib/analytics/trackEvent', () => ({ trackEvent: jest.fn() }));

const CONFIG_URL = 'https://apps.example.org/marketplace.json';

const titles = () => screen.queryAllByTestId('app-title').map((element) => element.textContent);

describe('/apps', () => {
  beforeEach(() => {
    setTestConfig({ NEXT_PUBLIC_MARKETPLACE_ENABLED: 'true', NEXT_PUBLIC_MARKETPLACE_CONFIG_URL: CONFIG_URL,
      NEXT_PUBLIC_MARKETPLACE_SUBMIT_FORM: 'https://forms.example.org/submit' });
    window.localStorage.clear();
  });
  afterEach(resetTestConfig);

  it('shows nine placeholders until the list arrives, then the apps by title from the configured URL', async() => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = mockFetch(() => new Promise((resolve) => {
      answer = resolve;
    }));
    renderWithAddressData(<Marketplace/>, '', []);
    expect(screen.getAllByTestId('app-placeholder')).toHaveLength(9);
    expect(String(fetch.mock.calls[0][0])).toBe(CONFIG_URL);
    answer(fakeResponse({ body: marketplaceApps }));
    await waitFor(() => expect(titles()).toEqual([ 'Bridge', 'QNM Faucet', 'zSwap' ]));
    expect(screen.getByTestId('apps-submit')).toHaveAttribute('href', 'https://forms.example.org/submit');
    // The dark-mode logo is there for dark mode; an app without a logo gets its initial.
    expect(within(screen.getAllByTestId('app-card')[1]).getByTestId('app-logo-dark')).toHaveAttribute('src', 'https://apps.example.org/faucet-dark.svg');
  });

  it('launches internal apps on their page and external ones in a new tab', async() => {
    mockFetch(async() => fakeResponse({ body: marketplaceApps }));
    renderWithAddressData(<Marketplace/>, '', []);
    const faucet = within(await screen.findByText('QNM Faucet').then((title) => title.closest('article') as HTMLElement));
    expect(faucet.getByRole('link', { name: 'Launch' })).toHaveAttribute('href', '/apps/faucet');
    const swap = within(screen.getByText('zSwap').closest('article') as HTMLElement);
    expect(swap.getByRole('link', { name: 'Open site' })).toHaveAttribute('href', 'https://swap.example.org/app');
    expect(swap.getByRole('link', { name: 'Open site' })).toHaveAttribute('target', '_blank');
    await userEvent.click(swap.getByRole('link', { name: 'Open site' }));
    expect(trackEvent).toHaveBeenCalledWith('App launch', { 'App id': 'swap', External: true });
  });

  it('filters by category and favorites; a favorite is kept in this browser', async() => {
    mockFetch(async() => fakeResponse({ body: marketplaceApps }));
    renderWithAddressData(<Marketplace/>, '', []);
    await screen.findByText('zSwap');
    const categories = screen.getByRole('group', { name: 'Category' });
    expect(within(categories).getAllByRole('button').map((button) => button.textContent)).toEqual([ 'All apps', 'Favorites', 'DeFi', 'Infra', 'Tools' ]);
    await userEvent.click(within(categories).getByRole('button', { name: 'DeFi' }));
    expect(titles()).toEqual([ 'Bridge', 'zSwap' ]);
    await userEvent.click(within(categories).getByRole('button', { name: 'All apps' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add zSwap to favorites' }));
    await userEvent.click(within(categories).getByRole('button', { name: 'Favorites (1)' }));
    expect(titles()).toEqual([ 'zSwap' ]);
    expect(JSON.parse(window.localStorage.getItem('marketplace_favorite_apps') ?? '[]')).toEqual([ 'swap' ]);
  });

  it('says when the list cannot be loaded', async() => {
    mockFetch(async() => fakeResponse({ status: 500, body: 'down' }));
    renderWithAddressData(<Marketplace/>, '', []);
    expect(await screen.findByTestId('apps-error')).toHaveTextContent('The list of apps could not be loaded. Please try again later.');
  });
});
