import { captureException } from '@sentry/nextjs';

import { resetTestConfig, setTestConfig } from 'lib/api/testUtils';

import { reportError } from './reportError';

jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn() }));

// The report goes out after a dynamic import; let that promise chain settle.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(resetTestConfig);

describe('reportError', () => {
  it('does nothing while Sentry is off', async() => {
    setTestConfig({});
    reportError(new Error('quiet'));
    await flush();
    expect(captureException).not.toHaveBeenCalled();
  });

  it('captures the error with its context when Sentry is on', async() => {
    setTestConfig({ NEXT_PUBLIC_SENTRY_DSN: 'https://key@sentry.example/1' });
    const error = new Error('loud');
    reportError(error, { url: '/api/v2/blocks', status: 500 });
    await flush();
    expect(captureException).toHaveBeenCalledWith(error, { extra: { url: '/api/v2/blocks', status: 500 } });
  });

  it('never throws when the monitor itself fails', async() => {
    setTestConfig({ NEXT_PUBLIC_SENTRY_DSN: 'https://key@sentry.example/1' });
    (captureException as jest.Mock).mockImplementationOnce(() => {
      throw new Error('monitor down');
    });
    expect(() => reportError(new Error('x'))).not.toThrow();
    await flush();
  });
});
