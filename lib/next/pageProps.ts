/** `getServerSideProps` of the pages that render a primary resource on the server. */
import { prefetchPage, queryParam } from './prefetchPage';

export const block = prefetchPage({
  resource: 'general:block',
  pathParams: (query) => ({ height_or_hash: queryParam(query, 'height_or_hash') }),
});

export const tx = prefetchPage({
  resource: 'general:tx',
  pathParams: (query) => ({ hash: queryParam(query, 'hash') }),
  // Unknown and malformed hashes both get the "unable to locate this transaction" screen.
  mapError: (error) => error.status === 404 || error.status === 422 ?
    { status: error.status, payload: { message: 'Invalid tx hash' } } : error,
});

export const address = prefetchPage({
  resource: 'general:address',
  pathParams: (query) => ({ hash: queryParam(query, 'hash') }),
});
