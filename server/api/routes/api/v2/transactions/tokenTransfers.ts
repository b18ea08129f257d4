/**
 * `/api/v2/transactions/{hash}/token-transfers`: a transaction's token transfers in log order.
 */

import { NotFoundError } from '../../../../../http/errors';
import { parseBracketedList, parseFullHash, type Query } from '../../../../../http/params';
import { tokenTransferPage, type TokenTransferPage } from '../../../../presenters/tokenTransfers';
import { listTransactionTransfersPage, transactionExists } from '../../../../../db/queries/tokenTransfers';
import { TOKEN_TYPES } from '../../../../../../types/api/token';
import type { RoutePlugin } from '../../../../routeServices';

/** Mounted at `/api/v2/transactions` beside the other transaction routes. */
const transactionTokenTransferRoutes: RoutePlugin = async(app) => {
  app.get<{ Params: { hash: string }; Querystring: Query }>('/:hash/token-transfers', async(request): Promise<TokenTransferPage> => {
    const hash = parseFullHash(request.params.hash, 'transaction_hash_param');
    const types = parseBracketedList(request.query, 'type', TOKEN_TYPES);
    if (!await transactionExists(app.db, hash)) throw new NotFoundError();
    // Log order, so the cursor's (index, index_in_batch) is where the next page starts after.
    return tokenTransferPage(app.db, request.query, (cursor, limit) => listTransactionTransfersPage(app.db, hash, {
      types, limit, after: cursor && { logIndex: cursor.logIndex, batchIndex: cursor.batchIndex },
    }));
  });
};

export default transactionTokenTransferRoutes;
