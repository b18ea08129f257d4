/**
 * The signed-in user's profile. A visitor counts as logged in when the API token cookie is
 * present (spec §4): the server saw it on this page's request (it is HttpOnly), or a
 * script-readable one exists. Without the account feature or the cookie no request is made.
 */
import config from 'configs/app';
import useApiQuery from 'lib/api/useApiQuery';
import { API_TOKEN, getCookie } from 'lib/cookies';
import { useClientValue } from 'lib/hooks/useIsClient';
import { useAppContext } from 'ui/shared/layout/AppContext';

export function useIsLoggedIn(): boolean {
  const { hasSessionCookie } = useAppContext();
  const readable = useClientValue(() => Boolean(getCookie(API_TOKEN)), false);
  return hasSessionCookie || readable;
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
