import mixpanel from 'mixpanel-browser/dist/mixpanel-core.cjs';

import { resetTestConfig, setTestConfig } from 'lib/api/testUtils';

import { resetAnalyticsForTests, startAnalytics, trackEvent } from './mixpanel';
import { deviceType } from './superProperties';

jest.mock('mixpanel-browser/dist/mixpanel-core.cjs', () => ({
  __esModule: true,
  'default': { init: jest.fn(), register: jest.fn(), track: jest.fn(), get_distinct_id: jest.fn(() => 'device-id-1') },
}));

const browser = { isAuthorized: true, window };

afterEach(() => {
  resetTestConfig();
  resetAnalyticsForTests();
  jest.clearAllMocks();
  Object.defineProperty(window.navigator, 'doNotTrack', { value: null, configurable: true });
});

describe('analytics', () => {
  it('stays off without a project token: nothing starts, events go nowhere', async() => {
    setTestConfig({});
    expect(await startAnalytics(browser)).toBeNull();
    trackEvent('Page view', { 'Page type': '/' });
    expect(mixpanel.init).not.toHaveBeenCalled();
    expect(mixpanel.track).not.toHaveBeenCalled();
  });

  it('stays off for a visitor with Do-Not-Track on', async() => {
    setTestConfig({ NEXT_PUBLIC_MIXPANEL_PROJECT_TOKEN: 'token' });
    Object.defineProperty(window.navigator, 'doNotTrack', { value: '1', configurable: true });
    expect(await startAnalytics(browser)).toBeNull();
    expect(mixpanel.init).not.toHaveBeenCalled();
  });

  it('starts with the spec\'s sender settings and host, registers the super-properties and sends events', async() => {
    setTestConfig({ NEXT_PUBLIC_MIXPANEL_PROJECT_TOKEN: 'token', NEXT_PUBLIC_MIXPANEL_API_HOST: 'https://collector.example.org/mp', NEXT_PUBLIC_APP_ENV: 'staging' });
    await startAnalytics(browser);
    expect(mixpanel.init).toHaveBeenCalledWith('token', expect.objectContaining({
      api_host: 'https://collector.example.org/mp', batch_size: 50, batch_flush_interval_ms: 5000, batch_request_timeout_ms: 90_000,
      cookie_expiration: 365, track_links_timeout: 300, ip: false,
    }));
    expect(mixpanel.register).toHaveBeenCalledWith({ 'Chain id': '265', Environment: 'staging', Authorized: true, 'Viewport width': window.innerWidth,
      'Viewport height': window.innerHeight, Language: window.navigator.language, 'User id': 'device-id-1', 'Device type': 'desktop' });
    trackEvent('App launch', { 'App id': 'qnm-faucet', External: false });
    await Promise.resolve();
    await Promise.resolve();
    expect(mixpanel.track).toHaveBeenCalledWith('App launch', { 'App id': 'qnm-faucet', External: false });
  });
});

describe('deviceType', () => {
  it.each([
    [ 'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36', 'mobile' ],
    [ 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 'mobile' ],
    [ 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 'tablet' ],
    [ 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120 Safari/537.36', 'tablet' ],
    [ 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36', 'desktop' ],
  ])('%s is %s', (userAgent, expected) => {
    expect(deviceType(userAgent)).toBe(expected);
  });
});
