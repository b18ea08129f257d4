import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import React from 'react';

import { contract, eoa } from 'mocks/address/address';
import { IMPLEMENTATION_HASH } from 'mocks/contract/contract';
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
