import { fireEvent, screen, waitFor } from '@testing-library/react';
import React from 'react';

import { toaster } from 'ui/shared/toaster';

import AppErrorReCaptcha from './AppErrorReCaptcha';
import AppErrorTooManyRequests from './AppErrorTooManyRequests';
import { renderWithChakra } from './testUtils';

jest.mock('configs/app', () => ({
  __esModule: true,
  default: { reCaptcha: { siteKey: 'site-key-1' }, api: { endpoint: 'https://api.test', basePath: '/base' } },
}));

jest.mock('ui/shared/toaster', () => ({ toaster: { create: jest.fn() } }));

// Stand-in widget: one button that "solves" the challenge.
jest.mock('react-google-recaptcha', () => ({
  __esModule: true,
  default: ({ sitekey, onChange }: { sitekey: string; onChange: (token: string | null) => void }) => (
    <button type="button" data-sitekey={ sitekey } onClick={ () => onChange('captcha-token') }>solve captcha</button>
  ),
}));

const fetchMock = jest.fn();

beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('AppErrorTooManyRequests with a site key', () => {
  it('renders the captcha widget with the configured key', async() => {
    renderWithChakra(<AppErrorTooManyRequests/>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Too many requests');
    const widget = await screen.findByRole('button', { name: 'solve captcha' });
    expect(widget).toHaveAttribute('data-sitekey', 'site-key-1');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});

describe('AppErrorReCaptcha', () => {
  it('posts the captcha response to the key resource and calls back on success', async() => {
    fetchMock.mockResolvedValue({ ok: true, status: 200 });
    const onKeyReceived = jest.fn();
    renderWithChakra(<AppErrorReCaptcha siteKey="site-key-1" onKeyReceived={ onKeyReceived }/>);

    fireEvent.click(await screen.findByRole('button', { name: 'solve captcha' }));

    await waitFor(() => expect(onKeyReceived).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith('https://api.test/base/api/v2/key', expect.objectContaining({
      method: 'POST',
      credentials: 'include',
      body: JSON.stringify({ recaptcha_response: 'captcha-token' }),
    }));
    expect(toaster.create).not.toHaveBeenCalled();
  });

  it('shows the client key toast when the request fails', async() => {
    fetchMock.mockResolvedValue({ ok: false, status: 403 });
    const onKeyReceived = jest.fn();
    renderWithChakra(<AppErrorReCaptcha siteKey="site-key-1" onKeyReceived={ onKeyReceived }/>);

    fireEvent.click(await screen.findByRole('button', { name: 'solve captcha' }));

    await waitFor(() => expect(toaster.create).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Unable to get client key.',
      type: 'error',
    }));
    expect(onKeyReceived).not.toHaveBeenCalled();
    // A fresh widget is mounted for the next attempt.
    expect(await screen.findByRole('button', { name: 'solve captcha' })).toBeInTheDocument();
  });

  it('shows the toast on a network failure too', async() => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithChakra(<AppErrorReCaptcha siteKey="site-key-1" onKeyReceived={ jest.fn() }/>);
    fireEvent.click(await screen.findByRole('button', { name: 'solve captcha' }));
    await waitFor(() => expect(toaster.create).toHaveBeenCalledTimes(1));
  });
});
