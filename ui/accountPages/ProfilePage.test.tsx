import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TextEncoder } from 'node:util';
import React from 'react';

import { fakeResponse, mockFetch, requestHeaders } from 'lib/api/testUtils';
import { fullProfile, issuerProfile, walletProfile } from 'mocks/account/profile';
import { signIn, signOut } from 'mocks/account/signedIn';
import { renderWithAddressData } from 'mocks/address/render';

import ProfilePage from './ProfilePage';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/auth/profile', query: {} }) }));

// The wallet chunk, as `next/dynamic` would load it once rendered (React.lazy, in jsdom).
jest.mock('next/dynamic', () => ({ __esModule: true, default: jest.requireActual('mocks/nextDynamicLazy').default }));

// A real key signs; only the browser wallet around it is a stand-in. (viem's hashing needs
// TextEncoder, which jsdom lacks: it is loaded after the polyfill.)
Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder });
const { generatePrivateKey, privateKeyToAccount } = jest.requireActual<typeof import('viem/accounts')>('viem/accounts');
const wallet = privateKeyToAccount(generatePrivateKey());
const mockWagmiLoaded = jest.fn();
jest.mock('wagmi', () => {
  mockWagmiLoaded();
  return {
    WagmiProvider: ({ children }: { children: React.ReactNode }) => children,
    useSignMessage: () => ({ mutateAsync: ({ message }: { message: string }) => wallet.signMessage({ message }) }),
  };
});
jest.mock('lib/web3/wagmiConfig', () => ({ getWagmiConfig: () => ({}) }));
jest.mock('ui/shared/wallet/useInjectedAccount', () => ({
  __esModule: true,
  default: () => ({ ensureAccount: async() => wallet.address, isConnecting: false }),
}));

const CSRF = 'csrf-of-the-session';

function renderProfile(profile: object) {
  return renderWithAddressData(<ProfilePage/>, '', [ [ 'account:user_info', profile, undefined, {} ] ]);
}

/** The fake account API: each call's path and JSON body, answered by `answer`. */
function fakeApi(answer: (path: string, body: Record<string, string>) => Promise<Response> | Response) {
  const calls: Array<{ path: string; body: Record<string, string> }> = [];
  const fetch = mockFetch(async(url, init) => {
    const path = new URL(url).pathname;
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    calls.push({ path, body });
    if (path === '/api/account/v1/get_csrf') return fakeResponse({ body: { message: 'ok' }, headers: { 'x-bs-account-csrf': CSRF } });
    return answer(path, body);
  });
  return { fetch, calls };
}

beforeEach(signIn);
afterEach(signOut);

describe('/auth/profile', () => {
  it('shows the email and wallet of a complete profile, with nothing to add', () => {
    renderProfile(fullProfile);
    expect(screen.getByTestId('profile-email').textContent).toBe('ada@example.com');
    expect(screen.getByTestId('profile-wallet').textContent).toBe(fullProfile.address_hash);
    expect(screen.queryByRole('button', { name: 'Add email' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Connect wallet' })).toBeNull();
    expect(mockWagmiLoaded).not.toHaveBeenCalled();
  });

  it('adds an email with the mailed code, shows the refusal of a wrong one, then shows the email', async() => {
    const linked = { ...walletProfile, email: 'ada@example.com' };
    const { fetch, calls } = fakeApi((path, body) => {
      if (path === '/api/account/v2/send_otp') return fakeResponse({ body: { message: 'OK' } });
      if (path === '/api/account/v2/email/link' && body.otp === '123456') return fakeResponse({ body: linked });
      return fakeResponse({ status: 422, body: { message: 'Wrong or expired code', errors: { otp: [ 'is wrong or expired' ] } } });
    });
    renderProfile(walletProfile);
    expect(screen.queryByTestId('profile-email')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add email' }));
    const dialog = await screen.findByTestId('link-email-dialog');
    expect(within(dialog).getByText('Account email, used for transaction notifications from your watchlist.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Incorrect email format');
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: ' ada@example.com ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('ada@example.com')).toBeTruthy();
    expect(calls[0]).toEqual({ path: '/api/account/v2/send_otp', body: { email: 'ada@example.com' } });

    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The code is wrong or expired');

    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('profile-email').textContent).toBe('ada@example.com'));
    expect(screen.queryByTestId('link-email-dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add email' })).toBeNull();
    const linkCall = calls.findIndex((call) => call.path === '/api/account/v2/email/link');
    expect(calls[linkCall].body).toEqual({ email: 'ada@example.com', otp: '654321' });
    // The session's CSRF token was fetched first and travels with the link.
    expect(calls.slice(0, linkCall).some((call) => call.path === '/api/account/v1/get_csrf')).toBe(true);
    expect(requestHeaders(fetch, linkCall)['x-csrf-token']).toBe(CSRF);
  });

  it('connects a wallet by signing the issued message, and shows its address', async() => {
    const { calls } = fakeApi(async(path, body) => {
      if (path === '/api/account/v2/siwe_message') return fakeResponse({ body: { siwe_message: `example.org wants you to sign in with your Ethereum account:\n${ wallet.address }` } });
      if (path === '/api/account/v2/address/link' && body.signature === await wallet.signMessage({ message: body.message })) {
        return fakeResponse({ body: { ...issuerProfile, address_hash: wallet.address } });
      }
      return fakeResponse({ status: 422, body: { errors: { signature: [ 'is invalid or the message expired' ] } } });
    });
    renderProfile(issuerProfile);
    expect(mockWagmiLoaded).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }));
    await waitFor(() => expect(screen.getByTestId('profile-wallet').textContent).toBe(wallet.address));
    expect(mockWagmiLoaded).toHaveBeenCalled();
    expect(calls.map((call) => call.path)).toEqual([ '/api/account/v2/siwe_message', '/api/account/v1/get_csrf', '/api/account/v2/address/link' ]);
    expect(screen.getByTestId('profile-email').textContent).toBe('ada@example.com');
  });

  it('tells why a wallet was refused and keeps the button to try again', async() => {
    fakeApi((path) => path === '/api/account/v2/siwe_message' ?
      fakeResponse({ body: { siwe_message: 'message' } }) :
      fakeResponse({ status: 422, body: { errors: { address: [ 'is already linked to another account' ] } } }));
    renderProfile(issuerProfile);
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wallet is already linked to another account');
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeTruthy();
    expect(screen.queryByTestId('profile-wallet')).toBeNull();
  });
});
