/**
 * `/api/v2/token-transfers`: every token transfer, newest first.
 */

import { parseBracketedList, type Query } from '../../../../../http/params';
import { tokenTransferPage, type TokenTransferPage } from '../../../../presenters/tokenTransfers';
import { listTokenTransfers } from '../../../../../db/queries/tokenTransfers';
import { TOKEN_TYPES } from '../../../../../../types/api/token';
import type { RoutePlugin } from '../../../../routeServices';

/** Token transfer routes; mounted at `/api/v2/token-transfers`. */
const tokenTransferRoutes: RoutePlugin = async(app) => {
  app.get<{ Querystring: Query }>('/', async(request): Promise<TokenTransferPage> => {
    const types = parseBracketedList(request.query, 'type', TOKEN_TYPES);
    return tokenTransferPage(app.db, request.query, (before, limit) => listTokenTransfers(app.db, { types, before, limit }));
  });
};

export default tokenTransferRoutes;
