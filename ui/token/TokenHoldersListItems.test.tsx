import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import React from 'react';

import { erc1155, erc1155Holders, erc20, holders } from 'mocks/tokens/tokens';
import system from 'theme';

import TokenHoldersListItems from './TokenHoldersListItems';

const renderIn = (ui: React.ReactElement) => render(<ChakraProvider value={ system }>{ ui }</ChakraProvider>);

describe('TokenHoldersListItems', () => {
  it('shows each holder\'s quantity in whole tokens and share of the supply', () => {
    renderIn(<TokenHoldersListItems items={ holders } token={ erc20 }/>);
    const [ first ] = within(screen.getByTestId('token-holders-table')).getAllByTestId('token-holder-row');
    expect(within(first).getByRole('link', { name: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f' })).toBeTruthy();
    expect(within(first).getByTestId('holder-quantity').textContent).toBe('15,526.198354');
    expect(within(first).getByText('15.98%')).toBeTruthy();
  });

  it('lists ERC-1155 balances per id, linking the id, without a share of a supply it does not have', () => {
    renderIn(<TokenHoldersListItems items={ erc1155Holders } token={ erc1155 } showTokenId/>);
    const table = screen.getByTestId('token-holders-table');
    expect(within(table).getByRole('link', { name: '3' }).getAttribute('href')).toBe(`/token/${ erc1155.address_hash }/instance/3`);
    expect(within(table).getByTestId('holder-quantity').textContent).toBe('130');
    expect(within(table).queryByText('Percentage')).toBeNull();
  });
});
