/**
 * `/api/v2/search`, `/search/quick` and `/search/check-redirect`.
 */

import type { QuickSearchResult, SearchRedirectResult } from '../../../../../../types/api/search';
import { InvalidParamError } from '../../../../../http/errors';
import { cursorInt, parseAddressHash, queryValue, type Query } from '../../../../../http/params';
import { presentQuickSearch, presentRedirect, presentSearch } from '../../../../presenters/search';
import { TOKEN_NAME_KEY_LENGTH, type TokenSearchCursor } from '../../../../../db/queries/searchIndex';
import type { RoutePlugin } from '../../../../routeServices';

/**
 * The token cursor of `next_page_params`, or undefined for the first page. The name may
 * be empty, and clients drop empty values, so an absent name means ''.
 */
export function readTokenCursor(query: Query): TokenSearchCursor | undefined {
  const addressHash = queryValue(query, 'token_address_hash');
  const holdersCount = cursorInt(query, 'token_holders_count');
  const nameKey = query.token_name ?? '';
  // PostgreSQL text cannot hold NUL: refused here rather than failing in SQL.
  if (typeof nameKey !== 'string' || nameKey.length > TOKEN_NAME_KEY_LENGTH || nameKey.includes('\u0000')) {
    throw new InvalidParamError('token_name', `expected a single value of at most ${ TOKEN_NAME_KEY_LENGTH } characters`);
  }
  if (addressHash === undefined || holdersCount === undefined) return undefined;
  return { holdersCount, nameKey, addressHash: parseAddressHash(addressHash, 'token_address_hash') };
}

/** Search routes; mounted at `/api/v2/search`. An empty or blank `q` finds nothing. */
const searchRoutes: RoutePlugin = async(app) => {
  app.get<{ Querystring: Query }>('/', async(request) => {
    const q = queryValue(request.query, 'q');
    const after = readTokenCursor(request.query);
    return presentSearch(app.db, q, { after, delivered: after ? cursorInt(request.query, 'items_count') ?? 0 : 0 });
  });

  app.get<{ Querystring: Query }>('/quick', async(request): Promise<QuickSearchResult> =>
    presentQuickSearch(app.db, queryValue(request.query, 'q')));

  app.get<{ Querystring: Query }>('/check-redirect', async(request): Promise<SearchRedirectResult> =>
    presentRedirect(app.db, queryValue(request.query, 'q')));
};

export default searchRoutes;
