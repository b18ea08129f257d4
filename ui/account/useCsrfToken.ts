/**
 * The CSRF token every account mutation carries. It is fetched once per page life, just
 * before the first mutation; the fetch layer records it from the response header.
 */
import React from 'react';

import { getCsrfToken } from 'lib/api/csrf';
import useApiFetch from 'lib/api/useApiFetch';

export default function useCsrfToken() {
  const apiFetch = useApiFetch();
  return React.useMemo(() => ({
    ensure: async() => {
      if (!getCsrfToken()) await apiFetch('account:csrf');
    },
  }), [ apiFetch ]);
}
