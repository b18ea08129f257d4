/**
 * A banner's memory of the last visit (spec §4, the `indexing_alert` cookie): whether it was
 * showing then, read once from the cookie the request carried, and the cookie rewritten with
 * what the status says now. Both banners keep their place while loading by it.
 */
import React from 'react';

import { setCookie } from 'lib/cookies';

import { indexingCookieValue, wasIndexingFromCookie } from './logic';

export function useIndexingMemory(cookieName: string, cookieValue: string | null | undefined,
  finished: boolean | undefined, isError: boolean): boolean {
  // Read once: the cookie describes the previous visit and is rewritten below.
  const [ wasIndexing ] = React.useState(() => wasIndexingFromCookie(cookieValue));
  React.useEffect(() => {
    if (finished !== undefined && !isError) setCookie(cookieName, indexingCookieValue(finished));
  }, [ cookieName, finished, isError ]);
  return wasIndexing;
}
