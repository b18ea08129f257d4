import { screen } from '@testing-library/react';
import React from 'react';

import { resetTestConfig, setTestConfig } from 'lib/api/testUtils';
import { issuerProfile, walletProfile } from 'mocks/account/profile';
import { renderWithAddressData } from 'mocks/address/render';

import ProfileMenuContent from './ProfileMenuContent';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/', query: {} }) }));

const API = 'https://api.example.org';

beforeEach(() => {
  setTestConfig({ NEXT_PUBLIC_API_HOST: 'api.example.org', NEXT_PUBLIC_API_PROTOCOL: 'https', NEXT_PUBLIC_IS_ACCOUNT_SUPPORTED: 'true',
    NEXT_PUBLIC_AUTH_URL: API, NEXT_PUBLIC_LOGOUT_URL: `${ API }/auth/logout` });
});

afterEach(() => resetTestConfig());

function signedInAs(): string | null {
  return screen.queryByText('Signed in as')?.textContent ?? null;
}

describe('the account popover', () => {
  it('names the user by name, then the email below', () => {
    renderWithAddressData(<ProfileMenuContent profile={ issuerProfile }/>, '', []);
    expect(signedInAs()).toBe('Signed in as Ada Lovelace');
    expect(screen.getByText('ada@example.com')).toBeTruthy();
  });

  it('names a wallet-only account by its checksummed address, shortened', () => {
    renderWithAddressData(<ProfileMenuContent profile={ walletProfile }/>, '', []);
    expect(signedInAs()).toBe('Signed in as 0x70…79C8');
  });

  it('names an account with only an email by the email, shown once', () => {
    renderWithAddressData(<ProfileMenuContent profile={{ ...walletProfile, address_hash: null, email: 'bob@example.com' }}/>, '', []);
    expect(signedInAs()).toBe('Signed in as bob@example.com');
    expect(screen.getAllByText('bob@example.com')).toHaveLength(1);
  });
});
