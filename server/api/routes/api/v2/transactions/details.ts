/**
 * `/api/v2/transactions/{hash}`: internal transactions, logs, raw trace, state changes and summary.
 */

import type { InternalTransactionsResponse } from '../../../../../../types/api/internalTransaction';
import type { LogsResponse } from '../../../../../../types/api/log';
import type { Paginated } from '../../../../../../types/api/shared';
import type { RawTraceResponse, StateChangesPagingParams, TransactionStateChange } from '../../../../../../types/api/transaction';
import { NotFoundError } from '../../../../../http/errors';
import { paginate, PAGE_SIZE } from '../../../../../http/pagination';
import { cursorInt, parseFullHash, queryValue, type Query } from '../../../../../http/params';
import { presentInternalTransactions } from '../../../../presenters/internalTransactions';
import { presentLogs } from '../../../../presenters/logs';
import { presentStateChanges } from '../../../../presenters/stateChanges';
import { listTransactionFrames, listTransactionInternalTransactions } from '../../../../../db/queries/internalTransactions';
import { listTransactionLogs } from '../../../../../db/queries/logs';
import { findTransaction, type TransactionRow } from '../../../../../db/queries/transactions';
import { serializeRawTrace } from '../../../../serializers/rawTrace';
import type { RoutePlugin } from '../../../../routeServices';

type TransactionParams = { Params: { hash: string }; Querystring: Query };

/** Transaction detail routes; mounted at `/api/v2/transactions` beside the list and the token transfers. */
const transactionDetailRoutes: RoutePlugin = async(app) => {
  async function loadTransaction(hash: string): Promise<TransactionRow> {
    const row = await findTransaction(app.db, parseFullHash(hash, 'transaction_hash_param'));
    if (!row) throw new NotFoundError();
    return row;
  }

  app.get<TransactionParams>('/:hash/internal-transactions', async(request): Promise<InternalTransactionsResponse> => {
    const { query } = request;
    // The transaction fixes block and position; the cursor's `index` is where the next page starts after.
    cursorInt(query, 'block_number');
    cursorInt(query, 'transaction_index');
    const afterIndex = cursorInt(query, 'index');
    const tx = await loadTransaction(request.params.hash);
    const page = await paginate((limit) => listTransactionInternalTransactions(app.db, tx.hash, { afterIndex, limit }),
      (row) => ({ block_number: row.block_number, transaction_index: row.transaction_index, index: row.index }), query);
    return { items: await presentInternalTransactions(app.db, page.rows), next_page_params: page.nextPageParams };
  });

  app.get<TransactionParams>('/:hash/logs', async(request): Promise<LogsResponse> => {
    const { query } = request;
    cursorInt(query, 'block_number');
    const afterIndex = cursorInt(query, 'index');
    const tx = await loadTransaction(request.params.hash);
    const page = await paginate((limit) => listTransactionLogs(app.db, tx.hash, { afterIndex, limit }),
      (row) => ({ block_number: row.block_number, index: row.index }), query);
    return { items: await presentLogs(app.db, page.rows), next_page_params: page.nextPageParams };
  });

  // Every frame, the root included; a pending or not yet traced transaction has none.
  app.get<TransactionParams>('/:hash/raw-trace', async(request): Promise<RawTraceResponse> => {
    const tx = await loadTransaction(request.params.hash);
    if (tx.block_hash === null) return [];
    return serializeRawTrace(await listTransactionFrames(app.db, tx.hash));
  });

  // The whole list is computed per request (it is short); `items_count` says how many to skip.
  app.get<TransactionParams>('/:hash/state-changes', async(request): Promise<Paginated<TransactionStateChange, StateChangesPagingParams>> => {
    const { query } = request;
    const skip = cursorInt(query, 'items_count') ?? 0;
    queryValue(query, 'state_changes');
    const tx = await loadTransaction(request.params.hash);
    const changes = await presentStateChanges(app.db, tx);
    const items = changes.slice(skip, skip + PAGE_SIZE);
    const more = changes.length > skip + PAGE_SIZE;
    return { items, next_page_params: more ? { state_changes: null, items_count: skip + PAGE_SIZE } : null };
  });

  // Summaries come from Blockscout's transaction interpretation service, which we do not run.
  // (501 is sent here: the error handler answers every 5xx with a generic text.)
  app.get<TransactionParams>('/:hash/summary', async(request, reply) => {
    await loadTransaction(request.params.hash);
    return reply.code(501).send({ message: 'Transaction interpretation is not enabled' });
  });
};

export default transactionDetailRoutes;
