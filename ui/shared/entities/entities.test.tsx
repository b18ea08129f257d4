import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';

import system from 'theme';

import { AddressEntity, BlockEntity, TokenEntity, TxEntity, tokenLabel } from './entities';

const renderIn = (ui: React.ReactElement) => render(<ChakraProvider value={ system }>{ ui }</ChakraProvider>);

const ADDRESS = '0xC014BA5EC014ba5ec014Ba5EC014ba5Ec014bA5E';
const TX = `0x${ 'ab'.repeat(32) }`;

describe('entity displays', () => {
  it('shortens an address to 4 + 4 characters, links to its page and copies the whole hash', () => {
    renderIn(<AddressEntity address={{ hash: ADDRESS, name: null, is_contract: false }}/>);
    const link = screen.getByRole('link', { name: '0xC0…bA5E' });
    expect(link.getAttribute('href')).toBe(`/address/${ ADDRESS }`);
    expect(screen.getByTitle(ADDRESS)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy to clipboard' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Account' })).toBeTruthy();
  });

  it('shows a contract by its name, marked as a contract, in full when asked', () => {
    const { rerender } = renderIn(<AddressEntity address={{ hash: ADDRESS, name: 'Vault', is_contract: true }}/>);
    expect(screen.getByRole('link', { name: 'Vault' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Contract' })).toBeTruthy();
    rerender(<ChakraProvider value={ system }><AddressEntity address={{ hash: ADDRESS, name: null, is_contract: true }} truncation="dynamic" noCopy/></ChakraProvider>);
    expect(screen.getByRole('link', { name: ADDRESS })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy to clipboard' })).toBeNull();
  });

  it('links blocks by height and transactions by a hash with a 4-character tail', () => {
    renderIn(<><BlockEntity height={ 1234 }/><TxEntity hash={ TX }/><TxEntity hash={ TX } noLink noCopy/></>);
    expect(screen.getByRole('link', { name: '1234' }).getAttribute('href')).toBe('/block/1234');
    expect(screen.getByRole('link', { name: '0xabab…abab' }).getAttribute('href')).toBe(`/tx/${ TX }`);
    expect(screen.getAllByText('0xabab…abab')).toHaveLength(2);
  });

  it('renders a hostile token name as text, never as markup', () => {
    const name = '<img src=x onerror=alert(1)>';
    const { container } = renderIn(<TokenEntity token={{ address_hash: ADDRESS, name, symbol: 'XSS', icon_url: 'javascript:alert(1)' }}/>);
    expect(screen.getByRole('link', { name: `${ name } (XSS)` })).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('labels tokens by whatever name and symbol they have', () => {
    expect(tokenLabel({ name: 'Demo', symbol: 'DMO' })).toBe('Demo (DMO)');
    expect(tokenLabel({ name: null, symbol: 'DMO' })).toBe('DMO');
    expect(tokenLabel({ name: 'QNM Items', symbol: null })).toBe('QNM Items');
    expect(tokenLabel({ name: null, symbol: null })).toBe('Unnamed token');
  });

  it('shows an http(s) token icon as an image', () => {
    const { container } = renderIn(<TokenEntity token={{ address_hash: ADDRESS, name: 'Demo', symbol: 'DMO', icon_url: 'https://example.org/i.png' }}/>);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.org/i.png');
  });

  it('puts a placeholder with the symbol\'s first letter where a token has no usable icon, or its icon fails to load', () => {
    renderIn(<TokenEntity token={{ address_hash: ADDRESS, name: 'Demo', symbol: 'dmo', icon_url: null }}/>);
    expect(screen.getByTestId('token-icon-placeholder').getAttribute('data-initial')).toBe('D');
    cleanup();
    renderIn(<TokenEntity token={{ address_hash: ADDRESS, name: null, symbol: null, icon_url: 'ftp://example.org/i.png' }}/>);
    expect(screen.getByTestId('token-icon-placeholder').getAttribute('data-initial')).toBe('?');
    cleanup();
    const { container } = renderIn(<TokenEntity token={{ address_hash: ADDRESS, name: 'Émoji', symbol: null, icon_url: 'https://example.org/gone.png' }}/>);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('token-icon-placeholder').getAttribute('data-initial')).toBe('É');
  });
});
