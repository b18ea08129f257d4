import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import React from 'react';

import { groupSearchResults } from 'lib/search/categories';
import { BLOCK, CONTRACT, ERC20, EXTERNAL_APP, HOSTILE_TOKEN, INTERNAL_APP, LABEL, TRANSACTION } from 'mocks/search/search';
import system from 'theme';

import SearchResultsItems from './SearchResultsItems';

const renderItems = (ui: React.ReactElement) => render(<ChakraProvider value={ system }>{ ui }</ChakraProvider>);

function rowOf(type: string): HTMLElement {
  const row = screen.getAllByTestId('search-result-row').find((element) => element.getAttribute('data-type') === type);
  if (!row) throw new Error(`no ${ type } row`);
  return row;
}

describe('SearchResultsItems', () => {
  it('shows each result with its link, kind and details', () => {
    const [ apps ] = groupSearchResults([], [ INTERNAL_APP, EXTERNAL_APP ]);
    renderItems(<SearchResultsItems items={ [ ...apps.items, ERC20, CONTRACT, LABEL, TRANSACTION, BLOCK ] } term="quantum"/>);

    const token = rowOf('token');
    expect(within(token).getByTestId('search-result-link')).toHaveAttribute('href', `/token/${ ERC20.address_hash }`);
    expect(within(token).getByTestId('search-result-type')).toHaveTextContent('ERC-20');
    expect(within(token).getByTestId('search-result-details')).toHaveTextContent('Symbol QUSD');
    expect(within(token).getByTestId('search-highlight')).toHaveTextContent('Quantum');

    const contract = rowOf('contract');
    expect(within(contract).getByTestId('search-result-link')).toHaveAttribute('href', `/address/${ CONTRACT.address_hash }`);
    expect(within(contract).getByTestId('search-result-type')).toHaveTextContent('Contract');

    expect(within(rowOf('label')).getByTestId('search-result-type')).toHaveTextContent('Public tag');
    expect(within(rowOf('label')).getByTestId('search-result-details')).toHaveTextContent('Verified contract');

    const tx = rowOf('transaction');
    expect(within(tx).getByTestId('search-result-link')).toHaveAttribute('href', `/tx/${ TRANSACTION.transaction_hash }`);
    expect(within(tx).getByTestId('search-result-details')).toHaveTextContent('Nov 21, 2026');

    const block = rowOf('block');
    expect(within(block).getByTestId('search-result-link')).toHaveAttribute('href', `/block/${ BLOCK.block_hash }`);
    expect(within(block).getByTestId('search-result-link')).toHaveTextContent('Block #81');
    expect(within(block).getByTestId('search-result-type')).toHaveTextContent('Block');

    const appLinks = screen.getAllByTestId('search-result-row').filter((row) => row.getAttribute('data-type') === 'app')
      .map((row) => within(row).getByTestId('search-result-link'));
    const external = appLinks.find((link) => link.textContent?.includes('Q Bridge'));
    const internal = appLinks.find((link) => link.textContent?.includes('Quantum Swap'));
    expect(external).toHaveAttribute('href', 'https://bridge.example/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(internal).toHaveAttribute('href', '/apps/quantum-swap');
    expect(internal).not.toHaveAttribute('target');
  });

  it('renders a hostile token name and symbol as text', () => {
    renderItems(<SearchResultsItems items={ [ HOSTILE_TOKEN ] } term="img"/>);
    const link = within(rowOf('token')).getByTestId('search-result-link');
    expect(link).toHaveTextContent('<img src=x onerror=alert(1)> (<b>X</b>)');
    expect(link.querySelector('img, b')).toBeNull();
  });

  it('marks a contract as verified only when its source code is verified', () => {
    const verified = { ...CONTRACT, address_hash: '0x2222222222222222222222222222222222222222', is_smart_contract_verified: true };
    renderItems(<SearchResultsItems items={ [ CONTRACT, verified ] } term="quantum"/>);
    const icons = screen.getAllByTestId('search-result-row').map((row) => within(row).getByTestId('search-result-icon'));
    expect(icons.map((icon) => icon.getAttribute('aria-label'))).toEqual([ 'Contract', 'Verified contract' ]);
    expect(icons[0].querySelector('path')?.getAttribute('d')).not.toBe(icons[1].querySelector('path')?.getAttribute('d'));
  });
});
