import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import React from 'react';

import { ADDRESS_WITHDRAWAL, BLOCK_WITHDRAWAL, WITHDRAWAL } from 'mocks/blocks/withdrawals';
import system from 'theme';

import WithdrawalsListItems from './WithdrawalsListItems';

const renderIn = (ui: React.ReactElement) => render(<ChakraProvider value={ system }>{ ui }</ChakraProvider>);

const headers = () => within(screen.getByTestId('withdrawals-table')).getAllByRole('columnheader').map((cell) => cell.textContent);

describe('WithdrawalsListItems', () => {
  it('lists index, validator, block, receiver, age and amount on the chain-wide list', () => {
    renderIn(<WithdrawalsListItems items={ [ WITHDRAWAL ] } view="list"/>);
    expect(headers()).toEqual([ 'Index', 'Validator index', 'Block', 'To', 'Age', expect.stringMatching(/^Value/) ]);
    const row = within(screen.getByTestId('withdrawals-table')).getByTestId('withdrawal-row');
    expect(within(row).getByText('1,234')).toBeTruthy();
    expect(within(row).getByText('56')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '81' }).getAttribute('href')).toBe('/block/81');
    expect(within(row).getByRole('link', { name: '0xC0…bA5E' })).toBeTruthy();
    expect(within(row).getByText('32.5')).toBeTruthy();
  });

  it('leaves out the block and time inside a block, and the receiver on an address', () => {
    const { unmount } = renderIn(<WithdrawalsListItems items={ [ BLOCK_WITHDRAWAL ] } view="block"/>);
    expect(headers()).toEqual([ 'Index', 'Validator index', 'To', expect.stringMatching(/^Value/) ]);
    // 1 gwei: exact on hover.
    expect(within(screen.getByTestId('withdrawals-table')).getByTitle('0.000000001')).toBeTruthy();
    unmount();

    renderIn(<WithdrawalsListItems items={ [ ADDRESS_WITHDRAWAL ] } view="address"/>);
    expect(headers()).toEqual([ 'Index', 'Validator index', 'Block', 'Age', expect.stringMatching(/^Value/) ]);
    const cards = within(screen.getByTestId('withdrawals-cards'));
    expect(cards.queryByText('To')).toBeNull();
    expect(cards.getByRole('link', { name: '79' })).toBeTruthy();
  });
});
