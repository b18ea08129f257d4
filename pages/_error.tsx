import type { NextPageContext } from 'next';

import { isAllowedMethod, isNodeApiPath, METHOD_NOT_ALLOWED, sendAnswer } from 'lib/api/requestLimits';
import { pagePropsFromRequest, type PageProps } from 'lib/next/serverProps';

/**
 * Next's error page (server errors and the /404 path). It has getInitialProps so it renders per
 * request with the run-time settings; `_app` draws the matching error screen in the layout.
 */
function ErrorPage() {
  return null;
}

ErrorPage.getInitialProps = ({ res, err, req, query }: NextPageContext): PageProps => {
  // Next builds a fetch Request for proxy.ts, which the Fetch standard forbids for TRACE, so a
  // TRACE to /node-api fails inside Next and lands here. It gets the answer proxy.ts gives other
  // methods; a response ended here is not rendered further.
  if (req && res && isNodeApiPath(req.url) && !isAllowedMethod(req.method)) {
    sendAnswer(res, METHOD_NOT_ALLOWED);
  }
  const status = res?.statusCode ?? err?.statusCode ?? 404;
  return { ...pagePropsFromRequest(req?.headers ?? {}, query), error: { status } };
};

export default ErrorPage;
