import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';

import useApiQuery, { getResourceKey } from 'lib/api/useApiQuery';
import { contract, CREATION_TX, CREATOR_HASH, eoa, EOA_HASH, eoaCounters, eoaTokenBalances } from 'mocks/address/address';
import { renderWithAddressData, type Seed } from 'mocks/address/render';

import useAddressLiveUpdates from '../live/useAddressLiveUpdates';
import AddressDetails from './AddressDetails';

/** The details as the page wires them: the address from the cache, kept live by the socket. */
function LiveDetails({ hash }: { hash: string }) {
  const query = useApiQuery('general:address', { pathParams: { hash } });
  useAddressLiveUpdates(hash);
  return <AddressDetails hash={ hash } address={ query.data } isLoading={ query.isPending }/>;
}

const eoaSeeds: Array<Seed> = [
  [ 'general:address', eoa ], [ 'general:address_counters', eoaCounters ], [ 'general:address_token_balances', eoaTokenBalances ],
];

// Chakra's popover positions itself with ResizeObserver, which jsdom lacks.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('AddressDetails', () => {
  it('shows the balance to the last wei, the block it was read at and the counters', () => {
    renderWithAddressData(<LiveDetails hash={ EOA_HASH }/>, EOA_HASH, eoaSeeds);
    expect(screen.getByTestId('address-balance').textContent).toBe('10,003.471731213396914986 QNM');
    expect(within(screen.getByTestId('details-balance-block')).getByRole('link').getAttribute('href')).toBe('/block/72');
    expect(screen.getByTestId('address-counter-transactions_count').textContent).toBe('1,234');
    expect(screen.getByTestId('address-counter-gas_usage_count').textContent).toBe('2,050,596');
    // No validated blocks: no row for them.
    expect(screen.queryByText('Blocks validated')).toBeNull();
  });

  it('takes a balance pushed on addresses:{hash}, but not one older than what it shows', async() => {
    const { socket, queryClient } = renderWithAddressData(<LiveDetails hash={ EOA_HASH }/>, EOA_HASH, eoaSeeds);
    const channel = socket.channelsFor(`addresses:${ EOA_HASH.toLowerCase() }`)[0];
    act(() => channel.emit('balance', { balance: '1500000000000000000', block_number: 80, exchange_rate: null }));
    await waitFor(() => expect(screen.getByTestId('address-balance').textContent).toBe('1.5 QNM'));
    expect(screen.getByTestId('details-balance-block').textContent).toBe('80');
    act(() => channel.emit('current_coin_balance', { coin_balance: '7', block_number: 79, exchange_rate: null }));
    expect(queryClient.getQueryData<typeof eoa>(getResourceKey('general:address', { pathParams: { hash: EOA_HASH } }))?.coin_balance)
      .toBe('1500000000000000000');
    act(() => channel.emit('current_coin_balance', { coin_balance: '7', block_number: 81, exchange_rate: null }));
    await waitFor(() => expect(screen.getByTestId('address-balance').textContent).toBe('0.000000000000000007 QNM'));
  });

  it('opens the token holdings grouped by standard and narrows them by search', async() => {
    renderWithAddressData(<LiveDetails hash={ EOA_HASH }/>, EOA_HASH, eoaSeeds);
    fireEvent.click(screen.getByRole('button', { name: /5 tokens/ }));
    const list = await screen.findByTestId('token-select-list');
    expect(within(list).getByTestId('token-select-group-ERC-20').textContent).toContain('Quantum Dollar (QUSD)17,251.331504 QUSD');
    expect(within(list).getByTestId('token-select-group-ERC-721').textContent).toContain('#41');
    expect(within(list).getByTestId('token-select-group-ERC-1155').textContent).toContain('26 × #1');
    fireEvent.change(within(list).getByRole('textbox', { name: 'Search tokens' }), { target: { value: 'glyph' } });
    await waitFor(() => expect(within(list).queryByTestId('token-select-group-ERC-20')).toBeNull());
    expect(within(list).getAllByTestId('token-select-item')).toHaveLength(1);
  });

  it('names the creator and the creation transaction of a contract, and its token', () => {
    renderWithAddressData(<LiveDetails hash={ contract.hash }/>, contract.hash, [
      [ 'general:address', contract ], [ 'general:address_counters', { ...eoaCounters, validations_count: '3' } ],
    ]);
    const creator = screen.getByTestId('details-creator');
    expect(within(creator).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([ `/address/${ CREATOR_HASH }`, `/tx/${ CREATION_TX }` ]);
    expect(screen.getByTestId('details-token').textContent).toContain('Quantum Dollar (QUSD)');
    // No tokens held: no holdings button; validated blocks now have a row.
    expect(screen.queryByTestId('details-tokens')).toBeNull();
    expect(screen.getByTestId('address-counter-validations_count').textContent).toBe('3');
  });
});
