/** Picks the error screen for an error thrown by a page or returned by a failed request. */
import React from 'react';

import { getErrorHttpStatus, getErrorPayloadHash, getErrorStatus } from 'lib/errors/getErrorStatus';

import AppErrorBlockConsensus from './AppErrorBlockConsensus';
import AppErrorHttpStatus from './AppErrorHttpStatus';
import AppErrorTooManyRequests from './AppErrorTooManyRequests';
import AppErrorTxNotFound from './AppErrorTxNotFound';

export interface AppErrorPageProps {
  /** Anything thrown or rejected: an API error `{ status, payload }`, an `Error` with a `cause`… */
  error: unknown;
}

/** Renders the screen matching `getErrorStatus(error)`. */
export default function AppErrorPage({ error }: AppErrorPageProps) {
  const status = getErrorStatus(error);
  switch (status) {
    case 'too_many_requests':
      return <AppErrorTooManyRequests/>;
    case 'tx_not_found':
      return <AppErrorTxNotFound/>;
    case 'block_lost_consensus':
      return <AppErrorBlockConsensus hash={ getErrorPayloadHash(error) }/>;
    case 404:
    case 422:
      return <AppErrorHttpStatus statusCode={ status }/>;
    default:
      // The generic screen still draws the real code (e.g. 503) when there is one.
      return <AppErrorHttpStatus statusCode={ 500 } displayCode={ getErrorHttpStatus(error) }/>;
  }
}
