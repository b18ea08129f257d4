import { screen } from '@testing-library/react';
import React from 'react';

import { resetTestConfig, setTestConfig } from 'lib/api/testUtils';
import { CONTRACT_HASH } from 'mocks/address/address';
import { renderWithAddressData } from 'mocks/address/render';
import { erc20 } from 'mocks/tokens/tokens';

import CsvExport from './CsvExport';

const mockRouter = { pathname: '/csv-export', query: {} as Record<string, string>, push: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

afterEach(() => resetTestConfig());

function sentence(query: Record<string, string>): string {
  setTestConfig({ NEXT_PUBLIC_CSV_EXPORT_ENABLED: 'true', NEXT_PUBLIC_CAPTCHA_PROVIDER: 'altcha' });
  mockRouter.query = query;
  renderWithAddressData(<CsvExport/>, query.address, []);
  return screen.getByTestId('csv-description').textContent ?? '';
}

describe('/csv-export', () => {
  it('says a token\'s own transfers are exported for the token', () => {
    expect(sentence({ type: 'token', address: erc20.address_hash })).toMatch(/^Export token transfers for token/);
  });

  it('says an address\'s token transfers are for the address', () => {
    expect(sentence({ type: 'token-transfers', address: CONTRACT_HASH })).toMatch(/^Export token transfers for address/);
  });

  it('says a token\'s holders are for the token', () => {
    expect(sentence({ type: 'holders', address: erc20.address_hash })).toMatch(/^Export holders for token/);
  });
});
