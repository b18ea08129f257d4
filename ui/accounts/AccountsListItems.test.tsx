import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import React from 'react';

import { VALIDATOR } from 'mocks/blocks/blocks';
import system from 'theme';
import type { TopAddress } from 'types/api/address';

import AccountsListItems from './AccountsListItems';
import { supplyShare, supplyToUnits } from './supplyShare';

const renderIn = (ui: React.ReactElement) => render(<ChakraProvider value={ system }>{ ui }</ChakraProvider>);

const account = (hash: string, balance: string, txs: string | null): TopAddress =>
  ({ ...VALIDATOR, hash, coin_balance: balance, transactions_count: txs });

const ITEMS = [
  account('0x1111111111111111111111111111111111111111', '250000000000000000000000', '44'),
  account('0x2222222222222222222222222222222222222222', '1500000000000000000', null),
];

describe('AccountsListItems', () => {
  it('ranks from the given start and shows balance, share of supply and txn count', () => {
    renderIn(<AccountsListItems items={ ITEMS } firstRank={ 51 } supplyUnits={ supplyToUnits('1000000', 18) }/>);
    const table = screen.getByTestId('accounts-table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent))
      .toEqual([ 'Rank', 'Address', 'Balance QNM', 'Percentage', 'Txn count' ]);
    const [ first, second ] = within(table).getAllByTestId('account-row');
    expect(within(first).getByTestId('account-rank')).toHaveTextContent('51');
    expect(within(first).getByRole('link', { name: ITEMS[0].hash })).toHaveAttribute('href', `/address/${ ITEMS[0].hash }`);
    expect(within(first).getByTestId('account-balance')).toHaveTextContent('250,000');
    expect(within(first).getByTestId('account-share')).toHaveTextContent('25%');
    expect(within(first).getByText('44')).toBeInTheDocument();
    expect(within(second).getByTestId('account-rank')).toHaveTextContent('52');
    expect(within(second).getByTestId('account-share')).toHaveTextContent('0.0002%');
    expect(within(second).getByText('—')).toBeInTheDocument();
    expect(within(screen.getByTestId('accounts-cards')).getByText('#52')).toBeInTheDocument();
  });

  it('has no percentage column when the total supply is unknown', () => {
    renderIn(<AccountsListItems items={ ITEMS } firstRank={ 1 } supplyUnits={ null }/>);
    expect(within(screen.getByTestId('accounts-table')).queryByText('Percentage')).toBeNull();
    expect(screen.queryByTestId('account-share')).toBeNull();
  });
});

describe('supply share', () => {
  it('reads whole-coin supplies with decimals and refuses anything else', () => {
    expect(supplyToUnits('1.5', 18)).toBe(BigInt('1500000000000000000'));
    expect(supplyToUnits('0', 18)).toBeNull();
    expect(supplyToUnits(null, 18)).toBeNull();
    expect(supplyToUnits('abc', 18)).toBeNull();
  });

  it('gives a balance as percent of the supply', () => {
    expect(supplyShare('500000000000000000', supplyToUnits('1', 18))).toBe(50);
    expect(supplyShare(null, supplyToUnits('1', 18))).toBeNull();
  });
});
