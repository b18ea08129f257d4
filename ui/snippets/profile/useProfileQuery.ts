/**
 * The signed-in user's profile. A visitor counts as logged in when the API token cookie is
 * present (spec §4); without the account feature or the cookie no request is made.
 */
import config from 'configs/app';
import useApiQuery from 'lib/api/useApiQuery';
import { API_TOKEN, getCookie } from 'lib/cookies';
import { useClientValue } from 'lib/hooks/useIsClient';

export function useIsLoggedIn(): boolean {
  return useClientValue(() => Boolean(getCookie(API_TOKEN)), false);
}

export default function useProfileQuery() {
  const isLoggedIn = useIsLoggedIn();
  return useApiQuery('account:user_info', {
    queryOptions: {
      enabled: config.features.account.isEnabled && isLoggedIn,
      staleTime: Infinity,
      retry: false,
    },
  });
}
