import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import React from 'react';

import { fakeResponse, mockFetch, resetTestConfig, setTestConfig } from 'lib/api/testUtils';
import system from 'theme';

import EmailCodeSignIn from './EmailCodeSignIn';

const API = 'https://api.example.org';
const TOO_MANY = 'Too many codes sent to this email; try again in a few minutes';

/** The fake account API: each call's path and JSON body, answered by `answer`. */
function fakeApi(answer: (path: string, body: Record<string, string>) => Response) {
  const calls: Array<{ path: string; body: Record<string, string> }> = [];
  mockFetch(async(url, init) => {
    const path = new URL(url).pathname;
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    calls.push({ path, body });
    return answer(path, body);
  });
  return calls;
}

function renderSignIn() {
  const onSignedIn = jest.fn();
  render(<ChakraProvider value={ system }><EmailCodeSignIn onSignedIn={ onSignedIn }/></ChakraProvider>);
  return onSignedIn;
}

async function requestCode() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
  await screen.findByLabelText('Code from the email');
}

beforeEach(() => {
  setTestConfig({ NEXT_PUBLIC_API_HOST: 'api.example.org', NEXT_PUBLIC_API_PROTOCOL: 'https', NEXT_PUBLIC_IS_ACCOUNT_SUPPORTED: 'true',
    NEXT_PUBLIC_AUTH_URL: API, NEXT_PUBLIC_LOGOUT_URL: `${ API }/auth/logout` });
});

afterEach(() => resetTestConfig());

describe('sign-in with an emailed code', () => {
  it('says which field a refusal is about: "The code is wrong or expired", then signs in with the right code', async() => {
    fakeApi((path, body) => {
      if (path === '/api/account/v2/send_otp') return fakeResponse({ body: { message: 'OK' } });
      if (body.otp === '123456') return fakeResponse({ body: { name: null, nickname: null, email: 'ada@example.com', avatar: null, address_hash: null } });
      return fakeResponse({ status: 422, body: { message: 'Wrong or expired code', errors: { otp: [ 'is wrong or expired' ] } } });
    });
    const onSignedIn = renderSignIn();
    await requestCode();

    fireEvent.change(screen.getByLabelText('Code from the email'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The code is wrong or expired');

    fireEvent.change(screen.getByLabelText('Code from the email'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
  });

  it('resends the code from the code step, and shows the server\'s 429 message when sends run out', async() => {
    let sends = 0;
    const calls = fakeApi((path) => {
      if (path !== '/api/account/v2/send_otp') return fakeResponse({ status: 500, body: {} });
      sends += 1;
      return sends <= 2 ? fakeResponse({ body: { message: 'OK' } }) : fakeResponse({ status: 429, body: { message: TOO_MANY } });
    });
    renderSignIn();
    await requestCode();

    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect((await screen.findByRole('status')).textContent).toBe('Code has been sent to your email');
    expect(calls.map((call) => call.body)).toEqual([ { email: 'ada@example.com' }, { email: 'ada@example.com' } ]);

    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TOO_MANY);
    expect(screen.queryByRole('status')).toBeNull();
    // Still on the code step: the code already mailed can be entered.
    expect(screen.getByLabelText('Code from the email')).toBeTruthy();
  });
});
