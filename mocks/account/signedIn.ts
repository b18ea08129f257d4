/**
 * A visitor signed in to an explorer whose account feature is on, for component tests:
 * the config, the readable session cookie and no cached CSRF token; `signOut` undoes it.
 */
import { setCsrfToken } from 'lib/api/csrf';
import { resetTestConfig, setTestConfig } from 'lib/api/testUtils';
import { API_TOKEN } from 'lib/cookies';

export const ACCOUNT_API = 'https://api.example.org';

export function signIn(): void {
  setTestConfig({ NEXT_PUBLIC_API_HOST: 'api.example.org', NEXT_PUBLIC_API_PROTOCOL: 'https', NEXT_PUBLIC_IS_ACCOUNT_SUPPORTED: 'true',
    NEXT_PUBLIC_AUTH_URL: ACCOUNT_API, NEXT_PUBLIC_LOGOUT_URL: `${ ACCOUNT_API }/api/account/auth/logout` });
  document.cookie = `${ API_TOKEN }=signed-in`;
  setCsrfToken(undefined);
}

export function signOut(): void {
  resetTestConfig();
  document.cookie = `${ API_TOKEN }=; max-age=0`;
}
