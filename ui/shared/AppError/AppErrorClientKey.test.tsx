import { fireEvent, screen, waitFor } from '@testing-library/react';
import React from 'react';

import { fakeResponse, mockFetch, resetTestConfig, setTestConfig } from 'lib/api/testUtils';
import { toaster } from 'ui/shared/toaster';

import AppErrorClientKey from './AppErrorClientKey';
import AppErrorTooManyRequests from './AppErrorTooManyRequests';
import { renderWithChakra } from './testUtils';

jest.mock('ui/shared/toaster', () => ({ toaster: { create: jest.fn() } }));
jest.mock('lib/monitoring/reportError', () => ({ reportError: jest.fn() }));

// Stand-in widgets: one button that "solves" the challenge.
jest.mock('react-google-recaptcha', () => ({
  __esModule: true,
  default: ({ sitekey, onChange }: { sitekey: string; onChange: (token: string | null) => void }) => (
    <button type="button" data-sitekey={ sitekey } onClick={ () => onChange('captcha-token') }>solve captcha</button>
  ),
}));
jest.mock('ui/shared/captcha/AltchaWidget', () => ({
  __esModule: true,
  default: ({ challengeUrl, onToken }: { challengeUrl: string; onToken: (token: string | null) => void }) => (
    <button type="button" data-challenge={ challengeUrl } onClick={ () => onToken('altcha-payload') }>solve altcha</button>
  ),
}));

const RECAPTCHA = { provider: 'recaptcha', siteKey: 'site-key-1' } as const;

afterEach(() => {
  resetTestConfig();
  jest.mocked(toaster.create).mockClear();
});

describe('AppErrorTooManyRequests with a captcha', () => {
  it('shows the reCAPTCHA widget with the configured site key', async() => {
    setTestConfig({ NEXT_PUBLIC_RE_CAPTCHA_APP_SITE_KEY: 'site-key-1' });
    renderWithChakra(<AppErrorTooManyRequests/>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Too many requests');
    expect(await screen.findByRole('button', { name: 'solve captcha' })).toHaveAttribute('data-sitekey', 'site-key-1');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('shows the API\'s own ALTCHA when that is the provider', async() => {
    setTestConfig({ NEXT_PUBLIC_CAPTCHA_PROVIDER: 'altcha', NEXT_PUBLIC_API_HOST: 'api.test', NEXT_PUBLIC_API_PORT: '4000' });
    renderWithChakra(<AppErrorTooManyRequests/>);
    expect(await screen.findByRole('button', { name: 'solve altcha' }))
      .toHaveAttribute('data-challenge', 'http://api.test:4000/api/v1/captcha/altcha/challenge');
  });
});

describe('AppErrorClientKey', () => {
  it('posts the captcha answer to the key resource with credentials and calls back on success', async() => {
    setTestConfig({ NEXT_PUBLIC_API_HOST: 'api.test', NEXT_PUBLIC_API_PORT: '4000' });
    const fetch = mockFetch(async() => fakeResponse({ body: { message: 'OK', expires_at: '2026-11-28T20:00:00.000Z' } }));
    const onKeyReceived = jest.fn();
    renderWithChakra(<AppErrorClientKey captcha={ RECAPTCHA } onKeyReceived={ onKeyReceived }/>);

    fireEvent.click(await screen.findByRole('button', { name: 'solve captcha' }));

    await waitFor(() => expect(onKeyReceived).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledWith('http://api.test:4000/api/v2/key', expect.objectContaining({
      method: 'POST',
      credentials: 'include',
      body: JSON.stringify({ recaptcha_response: 'captcha-token' }),
    }));
    expect(toaster.create).not.toHaveBeenCalled();
  });

  it('shows the client key toast when the API refuses, and a fresh widget for the next try', async() => {
    mockFetch(async() => fakeResponse({ status: 403, body: { message: 'A captcha response is required' } }));
    const onKeyReceived = jest.fn();
    renderWithChakra(<AppErrorClientKey captcha={ RECAPTCHA } onKeyReceived={ onKeyReceived }/>);

    fireEvent.click(await screen.findByRole('button', { name: 'solve captcha' }));

    await waitFor(() => expect(toaster.create).toHaveBeenCalledWith({ title: 'Error', description: 'Unable to get client key.', type: 'error' }));
    expect(onKeyReceived).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'solve captcha' })).toBeInTheDocument();
  });

  it('does not start a self-solving ALTCHA again after a refusal, which would loop', async() => {
    const fetch = mockFetch(async() => fakeResponse({ status: 403, body: { message: 'A captcha response is required' } }));
    renderWithChakra(<AppErrorClientKey captcha={{ provider: 'altcha' }} onKeyReceived={ jest.fn() }/>);
    const widget = await screen.findByRole('button', { name: 'solve altcha' });
    fireEvent.click(widget);
    await waitFor(() => expect(toaster.create).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'solve altcha' })).toBe(widget);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows the toast on a network failure too', async() => {
    mockFetch(async() => { throw new TypeError('Failed to fetch'); });
    renderWithChakra(<AppErrorClientKey captcha={ RECAPTCHA } onKeyReceived={ jest.fn() }/>);
    fireEvent.click(await screen.findByRole('button', { name: 'solve captcha' }));
    await waitFor(() => expect(toaster.create).toHaveBeenCalledTimes(1));
  });
});
