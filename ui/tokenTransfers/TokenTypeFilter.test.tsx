import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import React from 'react';

import system from 'theme';
import type { FilterTokenType } from 'types/api/token';

import TokenTypeFilter from './TokenTypeFilter';

function renderFilter(value: Array<FilterTokenType>) {
  const onChange = jest.fn();
  render(<ChakraProvider value={ system }><TokenTypeFilter value={ value } onChange={ onChange }/></ChakraProvider>);
  return onChange;
}

describe('TokenTypeFilter', () => {
  it('adds and removes a type, and "All" clears the choice', () => {
    let onChange = renderFilter([ 'ERC-20' ]);
    expect(screen.getByRole('button', { name: 'ERC-20' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'ERC-1155' }));
    expect(onChange).toHaveBeenLastCalledWith([ 'ERC-20', 'ERC-1155' ]);
    fireEvent.click(screen.getByRole('button', { name: 'ERC-20' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    document.body.innerHTML = '';
    onChange = renderFilter([ 'ERC-20', 'ERC-721' ]);
    // Choosing the last remaining type means every type: back to "All".
    fireEvent.click(screen.getByRole('button', { name: 'ERC-1155' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
