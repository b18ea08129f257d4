import { screen, within } from '@testing-library/react';
import React from 'react';

import { mockFetch } from 'lib/api/testUtils';
import { contract } from 'mocks/address/address';
import { renderWithAddressData } from 'mocks/address/render';
import { verifiedContract } from 'mocks/contract/contract';
import { erc20 } from 'mocks/tokens/tokens';

import Token from './Token';

const mockRouter = { pathname: '/token/[hash]', query: {} as Record<string, string>, push: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const HASH = erc20.address_hash;

function renderToken(query: Record<string, string>, address = contract) {
  mockRouter.query = { hash: HASH, ...query };
  return renderWithAddressData(<Token/>, HASH, [
    [ 'general:token', erc20 ], [ 'general:token_counters', { token_holders_count: '2', transfers_count: '5' } ],
    [ 'general:address', address ], [ 'general:contract', verifiedContract ],
  ]);
}

describe('/token/[hash]', () => {
  beforeEach(() => {
    mockFetch();
  });

  it('has a Contract tab with the address page\'s Code, Read and Write sub-tabs', async() => {
    renderToken({ tab: 'contract' });
    expect(screen.getByTestId('tab-contract').textContent).toBe('Contract');
    // The contract view is its own chunk, loaded with the tab.
    const contractTabs = await screen.findByTestId('contract-tabs', undefined, { timeout: 5_000 });
    expect(within(contractTabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([ 'Code', 'Read', 'Write' ]);
    expect(screen.getByTestId('contract-code')).toBeTruthy();
  });

  it('offers no Contract tab while the address is not known to hold code', () => {
    renderToken({}, { ...contract, is_contract: false });
    expect(screen.getByTestId('tab-token_transfers')).toBeTruthy();
    expect(screen.queryByTestId('tab-contract')).toBeNull();
  });
});
