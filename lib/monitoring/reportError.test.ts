import { captureException, init } from '@sentry/nextjs';

import { resetTestConfig, setTestConfig } from 'lib/api/testUtils';

import { reportError } from './reportError';
import { resetSentryForTests } from './sentry';

jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn(), init: jest.fn() }));

// The report goes out after a dynamic import; let that promise chain settle.
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  resetTestConfig();
  resetSentryForTests();
  jest.clearAllMocks();
});

describe('reportError', () => {
  it('does nothing while Sentry is off', async() => {
    setTestConfig({});
    reportError(new Error('quiet'));
    await flush();
    expect(init).not.toHaveBeenCalled();
    expect(captureException).not.toHaveBeenCalled();
  });

  it('starts Sentry once, without personal data, and captures the error with its context', async() => {
    setTestConfig({ NEXT_PUBLIC_SENTRY_DSN: 'https://key@sentry.example/1', NEXT_PUBLIC_APP_ENV: 'staging', NEXT_PUBLIC_GIT_TAG: 'v1.2.3' });
    const error = new Error('loud');
    reportError(error, { url: '/api/v2/blocks', status: 500 });
    reportError(new Error('again'));
    await flush();
    expect(init).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith(expect.objectContaining({ dsn: 'https://key@sentry.example/1', environment: 'staging', release: 'v1.2.3',
      sendDefaultPii: false, tracePropagationTargets: [] }));
    expect(captureException).toHaveBeenCalledWith(error, { extra: { url: '/api/v2/blocks', status: 500 } });
    expect(captureException).toHaveBeenCalledTimes(2);
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
