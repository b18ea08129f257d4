/**
 * `/api/v2/internal-transactions`: every internal transaction, newest first.
 */

import type { InternalTransactionsResponse } from '../../../../../../types/api/internalTransaction';
import { paginate } from '../../../../../http/pagination';
import { cursorInt, parseFullHash, queryValue, type Query } from '../../../../../http/params';
import { presentInternalTransactions } from '../../../../presenters/internalTransactions';
import { listInternalTransactions, type FramePosition } from '../../../../../db/queries/internalTransactions';
import type { RoutePlugin } from '../../../../routeServices';

/** Reads the `(block_number, transaction_index, index)` cursor; all three or none. */
export function framePosition(query: Query): FramePosition | undefined {
  const blockNumber = cursorInt(query, 'block_number');
  const transactionIndex = cursorInt(query, 'transaction_index');
  const index = cursorInt(query, 'index');
  if (blockNumber === undefined || transactionIndex === undefined || index === undefined) return undefined;
  return { blockNumber, transactionIndex, index };
}

/** Mounted at `/api/v2/internal-transactions`; `transaction_hash` keeps one transaction's. */
const internalTransactionRoutes: RoutePlugin = async(app) => {
  app.get<{ Querystring: Query }>('/', async(request): Promise<InternalTransactionsResponse> => {
    const { query } = request;
    const hash = queryValue(query, 'transaction_hash');
    const transactionHash = hash === undefined ? undefined : parseFullHash(hash, 'transaction_hash');
    const before = framePosition(query);
    const page = await paginate((limit) => listInternalTransactions(app.db, { transactionHash, before, limit }),
      (row) => ({ block_number: row.block_number, transaction_index: row.transaction_index, index: row.index }), query);
    return { items: await presentInternalTransactions(app.db, page.rows), next_page_params: page.nextPageParams };
  });
};

export default internalTransactionRoutes;
