import type { NextPageContext } from 'next';

import { pagePropsFromRequest, type PageProps } from 'lib/next/serverProps';

/**
 * Next's error page (server errors and the /404 path). It has getInitialProps so it renders per
 * request with the run-time settings; `_app` draws the matching error screen in the layout.
 */
function ErrorPage() {
  return null;
}

ErrorPage.getInitialProps = ({ res, err, req, query }: NextPageContext): PageProps => {
  const status = res?.statusCode ?? err?.statusCode ?? 404;
  return { ...pagePropsFromRequest(req?.headers ?? {}, query), error: { status } };
};

export default ErrorPage;
