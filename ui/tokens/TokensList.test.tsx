import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import React from 'react';

import { erc20, erc721, hostileToken } from 'mocks/tokens/tokens';
import system from 'theme';

import { LIST_SEARCH_DEBOUNCE_MS as SEARCH_DEBOUNCE_MS } from 'lib/hooks/useListSearch';

import TokensFilters from './TokensFilters';
import TokensListItems from './TokensListItems';

const renderIn = (ui: React.ReactElement) => render(<ChakraProvider value={ system }>{ ui }</ChakraProvider>);

describe('TokensListItems', () => {
  it('ranks tokens after the previous pages and shows supply in whole tokens with holders', () => {
    renderIn(<TokensListItems items={ [ erc20, erc721 ] } rankOffset={ 50 }/>);
    const [ first, second ] = within(screen.getByTestId('tokens-table')).getAllByTestId('token-row');
    expect(within(first).getByText('51')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Quantum Dollar (QUSD)' }).getAttribute('href')).toBe(`/token/${ erc20.address_hash }`);
    expect(within(first).getByTestId('token-supply').textContent).toBe('97,170.39619');
    expect(within(first).getByTestId('token-holders').textContent).toBe('1,234');
    expect(within(second).getByText('52')).toBeTruthy();
    expect(within(second).getByText('ERC-721')).toBeTruthy();
    // No supply reported: a dash, not "0".
    expect(within(second).queryByTestId('token-supply')).toBeNull();
  });

  it('renders a token named with markup as text', () => {
    const { container } = renderIn(<TokensListItems items={ [ hostileToken ] }/>);
    expect(screen.getAllByText('<img src=x onerror=alert(1)> (<b>XSS</b>)').length).toBeGreaterThan(0);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });
});

describe('TokensFilters', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('searches 300 ms after the last keystroke with the trimmed term', () => {
    const onChange = jest.fn();
    renderIn(<TokensFilters q="" types={ [ 'ERC-20' ] } onChange={ onChange }/>);
    const input = screen.getByRole('searchbox', { name: /search tokens/i });
    fireEvent.change(input, { target: { value: ' QU' } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    fireEvent.change(input, { target: { value: ' QUSD ' } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ q: 'QUSD', type: [ 'ERC-20' ] });
  });

  it('toggles types on and off, "All" clears them', () => {
    const onChange = jest.fn();
    const { rerender } = renderIn(<TokensFilters q="gov" types={ [] } onChange={ onChange }/>);
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'ERC-1155' }));
    expect(onChange).toHaveBeenLastCalledWith({ q: 'gov', type: [ 'ERC-1155' ] });

    rerender(<ChakraProvider value={ system }><TokensFilters q="gov" types={ [ 'ERC-1155' ] } onChange={ onChange }/></ChakraProvider>);
    expect(screen.getByRole('button', { name: 'ERC-1155' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'ERC-20' }));
    expect(onChange).toHaveBeenLastCalledWith({ q: 'gov', type: [ 'ERC-20', 'ERC-1155' ] });
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(onChange).toHaveBeenLastCalledWith({ q: 'gov', type: [] });
  });
});
