import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';

import { fakeResponse, mockFetch } from 'lib/api/testUtils';
import { shortenAddress } from 'lib/format/shortenAddress';
import { readListParams } from 'lib/verifiedContracts/listParams';
import { renderWithAddressData } from 'mocks/address/render';
import { CONTRACT_HASH, PROXY_HASH } from 'mocks/contract/contract';
import { contractsCounters, contractsPage, tokenListItem } from 'mocks/contract/list';
import VerifiedContracts from 'ui/pages/VerifiedContracts';

import { LIST_SEARCH_DEBOUNCE_MS as SEARCH_DEBOUNCE_MS } from 'lib/hooks/useListSearch';

const mockRouter = { pathname: '/verified-contracts', query: {} as Record<string, string>, push: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

function renderList(query: Record<string, string> = {}) {
  mockRouter.query = query;
  return renderWithAddressData(<VerifiedContracts/>, '', [
    [ 'general:contracts', contractsPage, readListParams(query) as unknown as Record<string, unknown> ],
    [ 'general:contracts_counters', contractsCounters ],
  ]);
}

const lastPushedQuery = () => mockRouter.push.mock.calls[mockRouter.push.mock.calls.length - 1][0].query;

describe('/verified-contracts', () => {
  beforeEach(() => {
    mockFetch(async() => fakeResponse({ body: { items: [], next_page_params: null } }));
    jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });

  it('shows the counters and one row per contract with its facts, names as text', () => {
    const { container } = renderList();
    expect(within(screen.getByTestId('counter-contracts')).getByTestId('counter-total').textContent).toBe('1,200');
    expect(within(screen.getByTestId('counter-verified')).getByTestId('counter-new').textContent).toBe('+3 (24h)');
    const [ token, vault ] = screen.getAllByTestId('contract-row');
    expect(within(token).getByRole('link', { name: 'DemoToken' })).toBeTruthy();
    expect(within(token).getByTestId('contract-compiler').textContent).toBe('Solidityv0.8.28+commit.7893614a');
    expect(within(token).getByTestId('contract-txs').textContent).toBe('1,234');
    expect(within(token).getByTestId('contract-optimization').textContent).toBe('Yes');
    expect(within(vault).getByText('<i>Vault</i>')).toBeTruthy();
    expect(within(vault).getByTestId('contract-args').textContent).toBe('No');
    expect(container.querySelector('i')).toBeNull();
  });

  it('names each licence in the table and the cards, not by its id', () => {
    renderList();
    const [ tokenRow ] = screen.getAllByTestId('contract-row');
    const [ tokenCard ] = screen.getAllByTestId('contract-card');
    expect(within(tokenRow).getByText('MIT License (MIT)')).toBeTruthy();
    expect(within(tokenCard).getByText('MIT License (MIT)')).toBeTruthy();
  });

  it('links each name to the contract\'s Contract tab and shows its short address under it, in the table and the cards', () => {
    renderList();
    const rows = [ ...screen.getAllByTestId('contract-row'), ...screen.getAllByTestId('contract-card') ];
    const hashes = [ CONTRACT_HASH, PROXY_HASH, CONTRACT_HASH, PROXY_HASH ];
    rows.forEach((row, index) => {
      const hash = hashes[index];
      const name = within(row).getByRole('link', { name: index % 2 === 0 ? 'DemoToken' : '<i>Vault</i>' });
      expect(name.getAttribute('href')).toBe(`/address/${ hash }?tab=contract`);
      const address = within(row).getByTestId('contract-address');
      expect(address.textContent).toBe(shortenAddress(hash));
      expect(within(address).getByTitle(hash)).toBeTruthy();
    });
  });

  it('tells same-named contracts apart by their addresses', () => {
    const twin = { ...tokenListItem, address: { ...tokenListItem.address, hash: PROXY_HASH } };
    mockRouter.query = {};
    renderWithAddressData(<VerifiedContracts/>, '', [
      [ 'general:contracts', { items: [ tokenListItem, twin ], next_page_params: null }, {} ],
      [ 'general:contracts_counters', contractsCounters ],
    ]);
    const addresses = screen.getAllByTestId('contract-row').map((row) => within(row).getByTestId('contract-address').textContent);
    expect(addresses).toEqual([ shortenAddress(CONTRACT_HASH), shortenAddress(PROXY_HASH) ]);
  });

  it('puts the language filter and the sort in the URL, and asks the API for them', async() => {
    const { rerender } = renderList({ q: 'demo' });
    fireEvent.click(screen.getByRole('button', { name: 'Vyper' }));
    expect(lastPushedQuery()).toEqual({ q: 'demo', filter: 'vyper' });

    mockRouter.query = { q: 'demo', filter: 'vyper' };
    rerender(<VerifiedContracts/>);
    fireEvent.change(screen.getByTestId('contracts-sort'), { target: { value: 'balance-desc' } });
    expect(lastPushedQuery()).toEqual({ q: 'demo', filter: 'vyper', sort: 'balance', order: 'desc' });

    mockRouter.query = lastPushedQuery();
    rerender(<VerifiedContracts/>);
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    const url = new URL(String((global.fetch as jest.Mock).mock.calls.at(-1)[0]));
    expect(url.pathname).toBe('/api/v2/smart-contracts');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'demo', filter: 'vyper', sort: 'balance', order: 'desc' });
  });

  it('searches 300 ms after typing, from page 1', () => {
    jest.useFakeTimers();
    try {
      renderList({ page: '2', next_page_params: JSON.stringify(contractsPage.next_page_params) });
      fireEvent.change(screen.getByRole('searchbox', { name: /search contracts/i }), { target: { value: ' Token ' } });
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      expect(lastPushedQuery()).toEqual({ q: 'Token' });
    } finally {
      jest.useRealTimers();
    }
  });
});
