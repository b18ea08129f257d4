/**
 * The signed-in user's profile. A visitor counts as logged in when the API token cookie is
 * present (spec §4): the server saw it on this page's request (it is HttpOnly), or a
 * script-readable one exists. Without the account feature or the cookie no request is made.
 */
import config from 'configs/app';
import { FRAME_QUERY_OPTIONS } from 'lib/api/queryClient';
import useApiQuery from 'lib/api/useApiQuery';
import { API_TOKEN, getCookie } from 'lib/cookies';
import useIsClient, { useClientValue } from 'lib/hooks/useIsClient';
import type { UserInfo } from 'types/api/account';
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
      ...FRAME_QUERY_OPTIONS,
      enabled: config.features.account.isEnabled && isLoggedIn,
      staleTime: Infinity,
      retry: false,
    },
  });
}

/**
 * The profile for the parts of a page that hydrate after the header (sidebar, content): the
 * header may have fetched it meanwhile, so their hydrating render shows what the server drew
 * (still loading) and the profile comes right after. Otherwise the first HTML and the
 * browser's first render differ and React redraws the part (a hydration failure).
 */
export function useProfileAfterHydration(): { data: UserInfo | undefined; isPending: boolean; isError: boolean } {
  const query = useProfileQuery();
  const isHydrated = useIsClient();
  // The server never has the profile: a query without data is pending there.
  if (!isHydrated) return { data: undefined, isPending: true, isError: false };
  return { data: query.data, isPending: query.isPending, isError: query.isError };
}
