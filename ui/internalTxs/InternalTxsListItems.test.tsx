import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import React from 'react';

import { CREATED_VAULT, RECEIVER, VAULT_FACTORY } from 'mocks/tx/addresses';
import { PARENT_TX_HASH, internalCall, internalCreate, internalFailedDelegateCall } from 'mocks/tx/internalTxs';
import system from 'theme';
import type { InternalTransaction } from 'types/api/internalTransaction';

import InternalTxsListItems from './InternalTxsListItems';

function renderList(items: Array<InternalTransaction>, props: { currentAddress?: string; showTxInfo?: boolean } = {}) {
  return render(<ChakraProvider value={ system }><InternalTxsListItems items={ items } { ...props }/></ChakraProvider>);
}

const rows = () => within(screen.getByTestId('internal-txs-table')).getAllByTestId('internal-tx-row');

describe('InternalTxsListItems', () => {
  it('shows each call with its type, from → to, value in QNM, result and block', () => {
    renderList([ internalCall ]);
    const row = rows()[0];
    expect(within(row).getByTestId('internal-tx-type').textContent).toBe('call');
    expect(within(row).getByRole('link', { name: '0x01…Eb8F' }).getAttribute('href')).toBe(`/address/${ VAULT_FACTORY.hash }`);
    expect(within(row).getByRole('link', { name: '0x71…5788' }).getAttribute('href')).toBe(`/address/${ RECEIVER.hash }`);
    expect(within(row).getByTestId('internal-tx-value').textContent).toBe('1.5 QNM');
    expect(within(row).getByTestId('internal-tx-status').textContent).toContain('Success');
    expect(within(row).getByRole('link', { name: '78' }).getAttribute('href')).toBe('/block/78');
  });

  it('shows the created contract in place of the target of a create', () => {
    renderList([ internalCreate ]);
    const created = within(rows()[0]).getByTestId('created-contract');
    expect(within(created).getByRole('link', { name: '0xc7…c51C' }).getAttribute('href')).toBe(`/address/${ CREATED_VAULT.hash }`);
    expect(created.textContent).toContain('(created)');
  });

  it('shows a failed call as an error with the reason', () => {
    renderList([ internalFailedDelegateCall ]);
    const row = rows()[0];
    expect(within(row).getByTestId('internal-tx-status').getAttribute('data-status')).toBe('error');
    expect(within(row).getByText('execution reverted')).toBeTruthy();
    expect(within(row).getByTestId('internal-tx-type').textContent).toBe('delegatecall');
  });

  it('adds the parent transaction only when asked, and marks direction for the current address', () => {
    const { unmount } = renderList([ internalCall ]);
    expect(within(rows()[0]).queryByRole('link', { name: '0x6078…7f1e' })).toBeNull();
    unmount();
    renderList([ internalCall ], { showTxInfo: true, currentAddress: RECEIVER.hash });
    expect(within(rows()[0]).getByRole('link', { name: '0x6078…7f1e' }).getAttribute('href')).toBe(`/tx/${ PARENT_TX_HASH }`);
    expect(within(rows()[0]).getByTestId('tx-direction').textContent).toBe('IN');
  });

  it('renders one mobile card per item', () => {
    renderList([ internalCall, internalCreate, internalFailedDelegateCall ]);
    expect(within(screen.getByTestId('internal-txs-cards')).getAllByTestId('internal-tx-card')).toHaveLength(3);
  });
});
