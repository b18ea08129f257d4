import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';

import { contract } from 'mocks/address/address';
import { renderWithAddressData } from 'mocks/address/render';
import { CONTRACT_HASH, IMPLEMENTATION_HASH, proxyContract, unverifiedContract, verifiedContract } from 'mocks/contract/contract';
import { readMethods, writeMethods } from 'mocks/contract/methods';

import AddressContract from './AddressContract';
import { getContractTabs } from './contractTabs';

const mockRouter = { pathname: '/address/[hash]', query: { hash: CONTRACT_HASH, tab: 'contract' } as Record<string, string>, push: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

describe('AddressContract', () => {
  beforeEach(() => {
    mockRouter.query = { hash: CONTRACT_HASH, tab: 'contract' };
  });

  it('opens on Code and keeps the chosen sub-tab in the URL', async() => {
    renderWithAddressData(<AddressContract hash={ CONTRACT_HASH }/>, CONTRACT_HASH, [
      [ 'general:contract', verifiedContract ], [ 'general:address', contract ],
    ]);
    expect(screen.getByTestId('contract-code')).toBeTruthy();
    await userEvent.click(screen.getByTestId('contract-tab-read'));
    expect(mockRouter.push).toHaveBeenCalledWith(
      { pathname: '/address/[hash]', query: { hash: CONTRACT_HASH, tab: 'contract', contract_tab: 'read' } }, undefined, { shallow: true, scroll: false },
    );
  });

  it.each([ 'read_proxy', 'write_proxy' ])('names the implementation on %s: its address and, in brackets, its name', (tab) => {
    mockRouter.query = { hash: CONTRACT_HASH, tab: 'contract', contract_tab: tab };
    renderWithAddressData(<AddressContract hash={ CONTRACT_HASH }/>, CONTRACT_HASH, [
      [ 'general:contract', proxyContract ], [ 'general:address', contract ],
      [ 'general:contract_methods_read_proxy', readMethods ], [ 'general:contract_methods_write_proxy', writeMethods ],
    ]);
    const implementation = screen.getByTestId('proxy-implementation');
    expect(implementation.textContent).toBe(`Implementation address${ IMPLEMENTATION_HASH }(BoxV1)`);
    expect(within(implementation).getByRole('link').getAttribute('href')).toBe(`/address/${ IMPLEMENTATION_HASH }`);
  });
});

describe('getContractTabs', () => {
  it('offers Read and Write by the verified ABI, and the proxy tabs for a proxy', () => {
    expect(getContractTabs(verifiedContract, undefined)).toEqual([ 'code', 'read', 'write' ]);
    expect(getContractTabs(unverifiedContract, undefined)).toEqual([ 'code' ]);
    expect(getContractTabs(proxyContract, undefined)).toEqual([ 'code', 'read', 'write', 'read_proxy', 'write_proxy' ]);
  });
});
