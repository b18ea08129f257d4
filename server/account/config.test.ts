/** @jest-environment node */
import { SettingsError } from '../settings';
import { readAccountConfig } from './config';

const AUTH0 = {
  ACCOUNT_OIDC_ISSUER: 'https://tenant.eu.auth0.com/', ACCOUNT_OIDC_CLIENT_ID: 'client', ACCOUNT_OIDC_CLIENT_SECRET: 'secret',
  ACCOUNT_SECRET: 'x'.repeat(32), ACCOUNT_PUBLIC_URL: 'https://api.example.org', ACCOUNT_APP_URL: 'https://explorer.example.org',
};

describe('readAccountConfig', () => {
  it('is off without an issuer', () => {
    expect(readAccountConfig({}).enabled).toBe(false);
  });

  it('points sign-in at a real issuer by environment alone, asking for openid always', () => {
    const config = readAccountConfig({ ...AUTH0, ACCOUNT_OIDC_SCOPES: 'email profile', ACCOUNT_COOKIE_DOMAIN: '.example.org' });
    expect(config).toMatchObject({
      enabled: true, publicUrl: 'https://api.example.org', appUrl: 'https://explorer.example.org', logoutRedirectUrl: 'https://explorer.example.org',
      cookieDomain: '.example.org', sessionTtlMs: 30 * 24 * 60 * 60 * 1000, smtp: null, chainId: 265,
      oidc: { issuer: 'https://tenant.eu.auth0.com', clientId: 'client', clientSecret: 'secret', scopes: 'email profile openid', allowInsecure: false },
    });
    // Plain http only for a provider on this machine.
    expect(readAccountConfig({ ...AUTH0, ACCOUNT_OIDC_ISSUER: 'http://127.0.0.1:4001' }).oidc?.allowInsecure).toBe(true);
    expect(readAccountConfig({ ...AUTH0, ACCOUNT_OIDC_ISSUER: 'http://keycloak.example.org/realms/x' }).oidc?.allowInsecure).toBe(false);
  });

  it.each([
    [ { ACCOUNT_SECRET: 'short' }, /ACCOUNT_SECRET/ ],
    [ { ACCOUNT_OIDC_CLIENT_SECRET: '' }, /ACCOUNT_OIDC_CLIENT_SECRET/ ],
    [ { ACCOUNT_PUBLIC_URL: 'ftp://x' }, /ACCOUNT_PUBLIC_URL/ ],
    [ { ACCOUNT_SMTP_URL: 'http://mail' }, /ACCOUNT_SMTP_URL/ ],
    [ { ACCOUNT_SESSION_DAYS: '0' }, /ACCOUNT_SESSION_DAYS/ ],
  ])('refuses %p naming the variable', (change, message) => {
    expect(() => readAccountConfig({ ...AUTH0, ...change })).toThrow(SettingsError);
    expect(() => readAccountConfig({ ...AUTH0, ...change })).toThrow(message);
  });
});
