/**
 * `/api/v2/token-transfers`: every token transfer, newest first.
 */
import type { FastifyPluginAsync } from 'fastify';

import { parseBracketedList, type Query } from '../../../lib/params';
import { tokenTransferPage, type TokenTransferPage } from '../../../presenters/tokenTransfers';
import { listTokenTransfers } from '../../../repositories/tokenTransfers';
import { TOKEN_TYPES } from '../../../../../types/api/token';

/** Token transfer routes; mounted at `/api/v2/token-transfers`. */
export const tokenTransferRoutes: FastifyPluginAsync = async(app) => {
  app.get<{ Querystring: Query }>('/', async(request): Promise<TokenTransferPage> => {
    const types = parseBracketedList(request.query, 'type', TOKEN_TYPES);
    return tokenTransferPage(app.db, request.query, (before, limit) => listTokenTransfers(app.db, { types, before, limit }));
  });
};
