import { fireEvent, screen, within } from '@testing-library/react';
import React from 'react';

import { resetTestConfig, setTestConfig } from 'lib/api/testUtils';
import { renderWithAddressData } from 'mocks/address/render';

import ProfileButton from './ProfileButton';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/blocks', asPath: '/blocks?page=2', query: {} }) }));

// `next/dynamic` as it behaves in the browser: the chunk is imported when first rendered (React.lazy, in jsdom).
jest.mock('next/dynamic', () => ({ __esModule: true, default: jest.requireActual('mocks/nextDynamicLazy').default }));

// Records when the dialog's module is first evaluated: it must wait for the first click.
const mockDialogLoaded = jest.fn();
jest.mock('ui/login/SignInDialog', () => {
  mockDialogLoaded();
  return jest.requireActual('ui/login/SignInDialog');
});
const mockWagmiLoaded = jest.fn();
jest.mock('wagmi', () => {
  mockWagmiLoaded();
  return { WagmiProvider: ({ children }: { children: React.ReactNode }) => children };
});
jest.mock('lib/web3/wagmiConfig', () => ({ getWagmiConfig: () => ({}) }));
jest.mock('ui/shared/wallet/useSiweSignature', () => ({
  __esModule: true,
  default: () => async() => {
    throw new Error('No wallet found in this browser.');
  },
}));

const API = 'https://api.example.org';

beforeEach(() => {
  setTestConfig({ NEXT_PUBLIC_API_HOST: 'api.example.org', NEXT_PUBLIC_API_PROTOCOL: 'https', NEXT_PUBLIC_IS_ACCOUNT_SUPPORTED: 'true',
    NEXT_PUBLIC_AUTH_URL: API, NEXT_PUBLIC_LOGOUT_URL: `${ API }/auth/logout` });
});

afterEach(() => resetTestConfig());

describe('the header avatar without a session', () => {
  it('links to login, and a click opens the sign-in dialog (loaded then) with email, wallet and the provider', async() => {
    renderWithAddressData(<ProfileButton/>, '', []);
    const avatar = screen.getByTestId('login-link');
    // Still a link to the auth service's login (before scripts run, or opened in a new tab).
    expect(avatar.getAttribute('href')).toBe(`${ API }/auth/auth0?path=%2Fblocks%3Fpage%3D2`);
    expect(mockDialogLoaded).not.toHaveBeenCalled();

    const click = fireEvent.click(avatar);
    expect(click).toBe(false);
    const dialog = await screen.findByRole('dialog');
    expect(mockDialogLoaded).toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Continue with email' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Continue with wallet' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Sign in with an account provider' }).getAttribute('href'))
      .toBe(`${ API }/auth/auth0?path=%2Fblocks%3Fpage%3D2`);
    // The wallet code waits for its own choice.
    expect(mockWagmiLoaded).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue with email' }));
    expect(within(dialog).getByLabelText('Email')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Email me a code' })).toBeTruthy();
  });

  it('signs in with the wallet from the dialog, loading the wallet code only then', async() => {
    renderWithAddressData(<ProfileButton/>, '', []);
    fireEvent.click(screen.getByTestId('login-link'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue with wallet' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No wallet found in this browser.');
    expect(mockWagmiLoaded).toHaveBeenCalled();
  });

  it('leaves a modified click (new tab) to the browser', () => {
    renderWithAddressData(<ProfileButton/>, '', []);
    expect(fireEvent.click(screen.getByTestId('login-link'), { ctrlKey: true })).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
