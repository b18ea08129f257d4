import type { NextPageContext } from 'next';

import { parseCookieHeader, INDEXING_ALERT, NAV_BAR_COLLAPSED } from 'lib/cookies';
import type { PageProps } from 'lib/next/serverProps';

/**
 * Next's error page (server errors and the /404 path). It has getInitialProps so it renders per
 * request with the run-time settings; `_app` draws the matching error screen in the layout.
 */
function ErrorPage() {
  return null;
}

ErrorPage.getInitialProps = ({ res, err, req, query }: NextPageContext): PageProps => {
  const status = res?.statusCode ?? err?.statusCode ?? 404;
  const cookies = parseCookieHeader(req?.headers.cookie ?? '');
  return {
    navCollapsed: cookies[NAV_BAR_COLLAPSED] === 'true' ? true : cookies[NAV_BAR_COLLAPSED] === 'false' ? false : null,
    indexingAlertCookie: cookies[INDEXING_ALERT] ?? null,
    query: Object.fromEntries(Object.entries(query).filter((entry): entry is [ string, string ] => typeof entry[1] === 'string')),
    error: { status },
  };
};

export default ErrorPage;
