import { screen } from '@testing-library/react';
import React from 'react';

import { resetTestConfig, setTestConfig } from 'lib/api/testUtils';
import { CONTRACT_HASH } from 'mocks/address/address';
import { renderWithAddressData, type Seed } from 'mocks/address/render';
import { erc20 } from 'mocks/tokens/tokens';
import AddressInternalTxs from 'ui/address/tabs/AddressInternalTxs';
import AddressLogs from 'ui/address/tabs/AddressLogs';
import AddressTokenTransfers from 'ui/address/tabs/AddressTokenTransfers';
import { TokenHoldersTab, TokenTransfersTab } from 'ui/token/TokenTabs';

jest.setTimeout(30_000);

const mockRouter = { pathname: '/address/[hash]', query: {} as Record<string, string>, push: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const EMPTY = { items: [], next_page_params: null };
const ON = { NEXT_PUBLIC_CSV_EXPORT_ENABLED: 'true', NEXT_PUBLIC_CAPTCHA_PROVIDER: 'altcha' };

/** The tabs with a "Download CSV" link, each with an empty list (the action bar shows regardless). */
const TABS: Array<{ name: string; render: (query: Record<string, string>) => ReturnType<typeof renderWithAddressData> }> = [
  { name: 'address internal txns', render: (query) => renderWithAddressData(<AddressInternalTxs hash={ CONTRACT_HASH }/>, CONTRACT_HASH,
    [ [ 'general:address_internal_txs', EMPTY, query ] ]) },
  { name: 'address token transfers', render: (query) => renderWithAddressData(<AddressTokenTransfers hash={ CONTRACT_HASH }/>, CONTRACT_HASH,
    [ [ 'general:address_token_transfers', EMPTY, { type: [], ...query } ] as Seed ]) },
  { name: 'address logs', render: () => renderWithAddressData(<AddressLogs hash={ CONTRACT_HASH }/>, CONTRACT_HASH, [ [ 'general:address_logs', EMPTY ] ]) },
  { name: 'token transfers', render: () => renderWithAddressData(<TokenTransfersTab token={ erc20 }/>, erc20.address_hash,
    [ [ 'general:token_transfers', EMPTY ] ]) },
  { name: 'token holders', render: () => renderWithAddressData(<TokenHoldersTab token={ erc20 }/>, erc20.address_hash,
    [ [ 'general:token_holders', EMPTY ] ]) },
];

/** The link's target as the page reads it. */
function linkTarget() {
  const url = new URL(screen.getByTestId('csv-export-link').getAttribute('href') ?? '', 'https://explorer.test');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

afterEach(() => {
  resetTestConfig();
  mockRouter.query = {};
});

describe('"Download CSV" links', () => {
  it.each(TABS)('the $name tab has none while CSV export is off', ({ render }) => {
    setTestConfig({});
    render({});
    // The list itself is there (its empty state), only the link is not.
    expect(screen.getByTestId('list-empty')).toBeTruthy();
    expect(screen.queryByTestId('csv-export-link')).toBeNull();
    expect(screen.queryByText('Download CSV')).toBeNull();
  });

  it('the address tabs open the export of their own list for the address', () => {
    setTestConfig(ON);
    const expected = [ 'internal-transactions', 'token-transfers', 'logs' ];
    for (const [ index, tab ] of TABS.slice(0, 3).entries()) {
      const { unmount } = tab.render({});
      expect(screen.getByTestId('csv-export-link').textContent).toBe('Download CSV');
      expect(linkTarget()).toEqual({ path: '/csv-export', query: { type: expected[index], address: CONTRACT_HASH } });
      unmount();
    }
  });

  it('the address tabs pass on their in/out filter', () => {
    setTestConfig(ON);
    mockRouter.query = { hash: CONTRACT_HASH, filter: 'from' };
    const { unmount } = TABS[0].render({ filter: 'from' });
    expect(linkTarget().query).toEqual({ type: 'internal-transactions', address: CONTRACT_HASH, filter_type: 'address', filter_value: 'from' });
    unmount();
    mockRouter.query = { hash: CONTRACT_HASH, filter: 'to' };
    TABS[1].render({ filter: 'to' });
    expect(linkTarget().query).toEqual({ type: 'token-transfers', address: CONTRACT_HASH, filter_type: 'address', filter_value: 'to' });
  });

  it('the token tabs export the token\'s transfers and its holders', () => {
    setTestConfig(ON);
    const { unmount } = TABS[3].render({});
    expect(linkTarget()).toEqual({ path: '/csv-export', query: { type: 'token', address: erc20.address_hash } });
    unmount();
    TABS[4].render({});
    expect(linkTarget()).toEqual({ path: '/csv-export', query: { type: 'holders', address: erc20.address_hash } });
  });
});
