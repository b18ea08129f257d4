import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';

import { fakeResponse, mockFetch, resetTestConfig, setTestConfig } from 'lib/api/testUtils';
import { verifiedAddress } from 'mocks/account/account';
import { renderAccountPage } from 'mocks/account/render';
import { CONTRACT_HASH, PROXY_HASH, UNVERIFIED_HASH } from 'mocks/contract/contract';
import { erc20 } from 'mocks/tokens/tokens';

import VerifiedAddressesPage from './VerifiedAddressesPage';

jest.mock('next/router', () => ({ useRouter: () => jest.requireActual('mocks/account/render').useMockRouter() }));

const SECTORS = [ 'DeFi', 'Gaming', 'Infrastructure' ];
/** A token whose contract has no name or symbol: the list's metadata cannot tell it from a plain contract. */
const NAMELESS_TOKEN = PROXY_HASH;
/** A verified contract that is no token. */
const PLAIN_CONTRACT = UNVERIFIED_HASH;

const realFetch = global.fetch;
beforeEach(() => {
  setTestConfig({ NEXT_PUBLIC_CONTRACT_INFO_API_HOST: 'https://contracts-info.test', NEXT_PUBLIC_ADMIN_SERVICE_API_HOST: 'https://admin.test' });
});
afterEach(() => {
  global.fetch = realFetch;
  resetTestConfig();
});

function installApi() {
  mockFetch(async(url) => {
    const path = new URL(url).pathname;
    if (path.endsWith('/verified-addresses')) {
      return fakeResponse({ body: { verifiedAddresses: [
        verifiedAddress(CONTRACT_HASH, { tokenName: 'Quantum Dollar', tokenSymbol: 'QUSD' }), verifiedAddress(NAMELESS_TOKEN), verifiedAddress(PLAIN_CONTRACT),
      ] } });
    }
    if (path.endsWith('/token-info-submissions/selectors')) return fakeResponse({ body: { projectSectors: SECTORS } });
    if (path.endsWith('/token-info-submissions')) return fakeResponse({ body: { submissions: [] } });
    if (path === `/api/v2/tokens/${ NAMELESS_TOKEN }`) return fakeResponse({ body: { ...erc20, address_hash: NAMELESS_TOKEN, name: null, symbol: null } });
    return fakeResponse({ status: 404, body: { message: 'Not found' } });
  });
}

async function renderPage() {
  installApi();
  renderAccountPage(<VerifiedAddressesPage/>, { pathname: '/account/verified-addresses' });
  await waitFor(() => expect(screen.getAllByTestId('account-item')).toHaveLength(3));
  return screen.getAllByTestId('account-item');
}

async function openTokenInfoForm() {
  const [ token ] = await renderPage();
  fireEvent.click(within(token).getByRole('button', { name: 'Add token info' }));
  return screen.findByTestId('account-form-dialog');
}

describe('/account/verified-addresses', () => {
  it('offers "Add token info" only for an address that is a token', async() => {
    const [ token, namelessToken, plainContract ] = await renderPage();
    expect(within(token).getByRole('button', { name: 'Add token info' })).toBeTruthy();
    await waitFor(() => expect(within(namelessToken).getByRole('button', { name: 'Add token info' })).toBeTruthy());
    await waitFor(() => expect(within(plainContract).getByText('Not a token')).toBeTruthy());
    expect(within(plainContract).queryByRole('button', { name: 'Add token info' })).toBeNull();
  });

  it('asks for the project sector from the configured sectors', async() => {
    const dialog = await openTokenInfoForm();
    await waitFor(() => expect(within(dialog).getByLabelText('Project sector').tagName).toBe('SELECT'));
    const options = Array.from((within(dialog).getByLabelText('Project sector') as HTMLSelectElement).options).map((option) => option.textContent);
    expect(options).toEqual([ 'Not specified', ...SECTORS ]);
  });

  it('labels the ticker fields by their sites', async() => {
    const dialog = await openTokenInfoForm();
    expect(within(dialog).getByLabelText('CoinGecko ticker')).toBeTruthy();
    expect(within(dialog).getByLabelText('CoinMarketCap ticker')).toBeTruthy();
    expect(within(dialog).getByLabelText('DefiLlama ticker')).toBeTruthy();
  });

  it('lists the addresses as cards on mobile, each with its button', async() => {
    await renderPage();
    // Tests draw both layouts (no device guess): the cards are the mobile one.
    const cards = screen.getAllByTestId('account-item-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('button', { name: 'Add token info' })).toBeTruthy();
  });
});
