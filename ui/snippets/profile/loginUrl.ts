import config from 'configs/app';

/** The auth service's login path with the page to come back to (spec: /auth/auth0?path=…). */
export function getLoginUrl(currentPath: string): string {
  const base = config.features.account.isEnabled ? config.features.account.authUrl : '';
  return `${ base }/auth/auth0?path=${ encodeURIComponent(currentPath) }`;
}
