/**
 * @jest-environment node
 */
import { buildConfig } from 'configs/app/build';
import type { EnvRecord } from 'configs/app/env';

import {
  buildContentSecurityPolicy, createNonce, getContentSecurityPolicy, parseContentSecurityPolicy,
} from './contentSecurityPolicy';

const NONCE = 'dGVzdC1ub25jZS0xMjM0NQ==';

function policyFor(env: EnvRecord, options: { allowEval?: boolean } = {}) {
  const { config, problems } = buildConfig(env);
  expect(problems).toEqual([]);
  return getContentSecurityPolicy(config, { nonce: NONCE, ...options });
}

/** Every feature that names a host of its own. */
const ALL_FEATURES: EnvRecord = {
  NEXT_PUBLIC_API_PROTOCOL: 'https',
  NEXT_PUBLIC_API_HOST: 'api.example.org',
  NEXT_PUBLIC_API_PORT: '8443',
  NEXT_PUBLIC_API_SPEC_URL: 'https://spec.example.org/openapi.yaml',
  NEXT_PUBLIC_NETWORK_RPC_URL: 'https://rpc.example.org/v1/key',
  NEXT_PUBLIC_STATS_API_HOST: 'https://stats.example.org',
  NEXT_PUBLIC_VISUALIZE_API_HOST: 'https://visualize.example.org',
  NEXT_PUBLIC_CONTRACT_INFO_API_HOST: 'https://contracts-info.example.org',
  NEXT_PUBLIC_ADMIN_SERVICE_API_HOST: 'https://admin.example.org',
  NEXT_PUBLIC_FEATURED_NETWORKS: 'https://config.example.org/featured-networks.json',
  NEXT_PUBLIC_FOOTER_LINKS: 'https://config.example.org/footer-links.json',
  NEXT_PUBLIC_MARKETPLACE_ENABLED: 'true',
  NEXT_PUBLIC_MARKETPLACE_CONFIG_URL: 'https://apps.example.org/marketplace.json',
  NEXT_PUBLIC_SENTRY_DSN: 'https://public-key@o1.ingest.sentry.io/2',
  NEXT_PUBLIC_MIXPANEL_PROJECT_TOKEN: 'token',
  NEXT_PUBLIC_RE_CAPTCHA_APP_SITE_KEY: 'site-key',
  NEXT_PUBLIC_NETWORK_LOGO: 'http://cdn.example.org/logo.svg',
};

describe('content security policy: scripts', () => {
  it('runs only scripts with the nonce or loaded by one, never inline ones without it', () => {
    const policy = policyFor({});
    expect(policy['script-src']).toEqual([ '\'self\'', `'nonce-${ NONCE }'`, '\'strict-dynamic\'' ]);
    expect(policy['script-src']).not.toContain('\'unsafe-inline\'');
    expect(policy['object-src']).toEqual([ '\'none\'' ]);
    expect(policy['base-uri']).toEqual([ '\'self\'' ]);
  });

  it('allows eval only when asked (the development build)', () => {
    expect(policyFor({})['script-src']).not.toContain('\'unsafe-eval\'');
    expect(policyFor({}, { allowEval: true })['script-src']).toContain('\'unsafe-eval\'');
  });

  it('keeps inline styles (emotion) without a nonce, which would switch them off', () => {
    const styles = policyFor({})['style-src'];
    expect(styles).toEqual([ '\'self\'', '\'unsafe-inline\'' ]);
  });
});

describe('content security policy: hosts', () => {
  it('connects by default only to its own origin and the API with its socket', () => {
    const policy = policyFor({});
    expect(policy['connect-src']).toEqual([ '\'self\'', 'http://localhost:4000', 'ws://localhost:4000', 'wss://localhost:4000' ]);
    expect(policy['frame-src']).toEqual([ '\'none\'' ]);
  });

  it('adds the host of each configured service and feature, by origin', () => {
    const policy = policyFor(ALL_FEATURES);
    expect(policy['connect-src']).toEqual([
      '\'self\'',
      'https://api.example.org:8443',
      'ws://api.example.org:8443',
      'wss://api.example.org:8443',
      'https://rpc.example.org',
      'https://spec.example.org',
      'https://stats.example.org',
      'https://visualize.example.org',
      'https://contracts-info.example.org',
      'https://admin.example.org',
      'https://config.example.org',
      'https://apps.example.org',
      'https://o1.ingest.sentry.io',
      'https://api-js.mixpanel.com',
    ]);
    expect(policy['connect-src'].join(' ')).not.toContain('public-key');
  });

  it('lets the reCAPTCHA widget load and draw its frame only when a site key is set', () => {
    const policy = policyFor(ALL_FEATURES);
    expect(policy['script-src']).toEqual(expect.arrayContaining([ 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/' ]));
    expect(policy['frame-src']).toEqual(expect.arrayContaining([ 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/' ]));
    expect(policyFor({})['script-src'].join(' ')).not.toContain('google');
    expect(policyFor({ NEXT_PUBLIC_RE_CAPTCHA_APP_SITE_KEY: 'site-key' })['frame-src'])
      .toEqual([ 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/' ]);
  });

  it('frames marketplace apps from https sites and from the host of the app list, only with the marketplace on', () => {
    expect(policyFor({ NEXT_PUBLIC_MARKETPLACE_ENABLED: 'true', NEXT_PUBLIC_MARKETPLACE_CONFIG_URL: 'http://localhost:8547/apps/marketplace.json' })['frame-src'])
      .toEqual([ 'https:', 'http://localhost:8547' ]);
    expect(policyFor({ NEXT_PUBLIC_MARKETPLACE_CONFIG_URL: 'http://localhost:8547/apps/marketplace.json' })['frame-src']).toEqual([ '\'none\'' ]);
  });

  it('uses the configured Mixpanel host instead of the default one', () => {
    const policy = policyFor({ NEXT_PUBLIC_MIXPANEL_PROJECT_TOKEN: 't', NEXT_PUBLIC_MIXPANEL_API_HOST: 'https://mp.example.org' });
    expect(policy['connect-src']).toContain('https://mp.example.org');
    expect(policy['connect-src']).not.toContain('https://api-js.mixpanel.com');
  });

  it('uses only the socket scheme the config names', () => {
    const policy = policyFor({ NEXT_PUBLIC_API_HOST: 'api.example.org', NEXT_PUBLIC_API_PORT: '8443', NEXT_PUBLIC_API_WEBSOCKET_PROTOCOL: 'wss' });
    expect(policy['connect-src']).toContain('wss://api.example.org:8443');
    expect(policy['connect-src']).not.toContain('ws://api.example.org:8443');
  });

  it('allows NFT media from any https host, and plain http ones only with an http API', () => {
    const local = policyFor({});
    expect(local['img-src']).toEqual([ '\'self\'', 'data:', 'blob:', 'https:', 'http:' ]);
    expect(local['media-src']).toEqual([ '\'self\'', 'data:', 'blob:', 'https:', 'http:' ]);

    const remote = policyFor(ALL_FEATURES);
    expect(remote['media-src']).toEqual([ '\'self\'', 'data:', 'blob:', 'https:' ]);
    // A plain http logo stays allowed by its own origin.
    expect(remote['img-src']).toEqual([ '\'self\'', 'data:', 'blob:', 'https:', 'http://cdn.example.org' ]);
  });

  it('drops a configured value that is not a plain origin rather than let it add sources', () => {
    const { config } = buildConfig({ NEXT_PUBLIC_API_HOST: 'api.example.org; script-src *' });
    const header = buildContentSecurityPolicy(config, { nonce: NONCE });
    expect(parseContentSecurityPolicy(header)['connect-src']).toEqual([ '\'self\'' ]);
    expect(header.match(/script-src/g)).toHaveLength(1);
  });
});

describe('content security policy: header', () => {
  it('sends every directive the pages rely on, once each', () => {
    const header = buildContentSecurityPolicy(buildConfig({}).config, { nonce: NONCE });
    const policy = parseContentSecurityPolicy(header);
    expect(Object.keys(policy)).toEqual([
      'default-src', 'script-src', 'style-src', 'img-src', 'media-src', 'font-src', 'connect-src',
      'worker-src', 'frame-src', 'object-src', 'base-uri', 'form-action', 'frame-ancestors',
    ]);
    expect(policy['frame-ancestors']).toEqual([ '\'none\'' ]);
    expect(policy['form-action']).toEqual([ '\'self\'' ]);
    expect(policy['font-src']).toEqual([ '\'self\'', 'data:' ]);
    expect(policy['worker-src']).toEqual([ '\'self\'', 'blob:' ]);
  });

  it('carries a new nonce for each response', () => {
    const config = buildConfig({}).config;
    const nonces = Array.from({ length: 20 }, createNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    expect(Buffer.from(nonces[0], 'base64')).toHaveLength(16);

    const [ first, second ] = nonces.map((nonce) => buildContentSecurityPolicy(config, { nonce }));
    expect(first).toContain(`'nonce-${ nonces[0] }'`);
    expect(first).not.toBe(second);
  });
});
