import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import React from 'react';

import { contract, eoa } from 'mocks/address/address';
import { renderWithAddressData } from 'mocks/address/render';
import { IMPLEMENTATION_HASH, TWIN_HASH, twinContract, verifiedContract } from 'mocks/contract/contract';
import system from 'theme';

import AddressHeader from './AddressHeader';

const renderHeader = (address: typeof contract) => render(
  <QueryClientProvider client={ new QueryClient() }>
    <ChakraProvider value={ system }><AddressHeader hash={ address.hash } address={ address } isLoading={ false }/></ChakraProvider>
  </QueryClientProvider>,
);

describe('AddressHeader on contracts', () => {
  it('says whether the contract is verified', () => {
    renderHeader({ ...contract, is_verified: true });
    expect(screen.getByTestId('address-verified').textContent).toBe('Verified');
  });

  it('says a contract verified through its twin is verified via that twin, with a link to it', async() => {
    const address = { ...contract, is_verified: true };
    renderWithAddressData(<AddressHeader hash={ address.hash } address={ address } isLoading={ false }/>, address.hash,
      [ [ 'general:contract', twinContract ] ]);
    expect(screen.getByTestId('address-verified').textContent).toBe('Verified');
    const twin = await screen.findByTestId('verified-twin');
    expect(twin.textContent).toContain('via its twin');
    expect(within(twin).getByRole('link').getAttribute('href')).toBe(`/address/${ TWIN_HASH }?tab=contract`);
  });

  it('names no twin for a contract verified on its own', () => {
    const address = { ...contract, is_verified: true };
    renderWithAddressData(<AddressHeader hash={ address.hash } address={ address } isLoading={ false }/>, address.hash,
      [ [ 'general:contract', verifiedContract ] ]);
    expect(screen.getByTestId('address-verified').textContent).toBe('Verified');
    expect(screen.queryByTestId('verified-twin')).toBeNull();
  });

  it('marks an unverified proxy and links its implementation', () => {
    renderHeader({ ...contract, is_verified: false, proxy_type: 'eip1967', implementations: [ { address_hash: IMPLEMENTATION_HASH, name: 'BoxV1' } ] });
    expect(screen.getByTestId('address-verified').textContent).toBe('Not verified');
    const link = within(screen.getByTestId('address-implementation')).getByRole('link', { name: 'BoxV1' });
    expect(link.getAttribute('href')).toBe(`/address/${ IMPLEMENTATION_HASH }`);
  });

  it('has no contract badges on an account', () => {
    renderHeader(eoa);
    expect(screen.queryByTestId('address-verified')).toBeNull();
  });
});
