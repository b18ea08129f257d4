/**
 * `/api/v2/blocks/{id}`: withdrawals and internal transactions of one block.
 */

import type { InternalTransactionsResponse } from '../../../../../../types/api/internalTransaction';
import type { WithdrawalsResponse } from '../../../../../../types/api/withdrawal';
import { NotFoundError } from '../../../../../http/errors';
import { paginate } from '../../../../../http/pagination';
import { cursorInt, parseAllowedList, parseBlockId, type Query } from '../../../../../http/params';
import { presentInternalTransactions } from '../../../../presenters/internalTransactions';
import { presentWithdrawals } from '../../../../presenters/withdrawals';
import { findBlock, type BlockRow } from '../../../../../db/queries/blocks';
import {
  INTERNAL_CALL_TYPES, INTERNAL_TRANSACTION_TYPES, listBlockInternalTransactions,
} from '../../../../../db/queries/internalTransactions';
import { listWithdrawals } from '../../../../../db/queries/withdrawals';
import type { RoutePlugin } from '../../../../routeServices';

type BlockParams = { Params: { height_or_hash: string }; Querystring: Query };

/** Mounted at `/api/v2/blocks` beside the block routes. */
const blockDetailRoutes: RoutePlugin = async(app) => {
  async function loadBlock(id: string): Promise<BlockRow> {
    const block = await findBlock(app.db, parseBlockId(id));
    if (!block) throw new NotFoundError();
    return block;
  }

  // Block order. `type` (the spec also names it `internal_type`) and `call_type` are comma lists.
  app.get<BlockParams>('/:height_or_hash/internal-transactions', async(request): Promise<InternalTransactionsResponse> => {
    const { query } = request;
    const types = parseAllowedList(query, 'type', INTERNAL_TRANSACTION_TYPES) ?? parseAllowedList(query, 'internal_type', INTERNAL_TRANSACTION_TYPES);
    const callTypes = parseAllowedList(query, 'call_type', INTERNAL_CALL_TYPES);
    cursorInt(query, 'block_number');
    const transactionIndex = cursorInt(query, 'transaction_index');
    const index = cursorInt(query, 'index');
    const after = transactionIndex !== undefined && index !== undefined ? { transactionIndex, index } : undefined;
    const block = await loadBlock(request.params.height_or_hash);
    const page = await paginate((limit) => listBlockInternalTransactions(app.db, block.hash, { after, types, callTypes, limit }),
      (row) => ({ block_number: row.block_number, transaction_index: row.transaction_index, index: row.index }), query);
    return { items: await presentInternalTransactions(app.db, page.rows), next_page_params: page.nextPageParams };
  });

  // With their receivers; height and time are the block's own, so they are left out.
  app.get<BlockParams>('/:height_or_hash/withdrawals', async(request): Promise<WithdrawalsResponse> => {
    const { query } = request;
    const beforeIndex = cursorInt(query, 'index');
    const block = await loadBlock(request.params.height_or_hash);
    const page = await paginate((limit) => listWithdrawals(app.db, { kind: 'block', hash: block.hash }, { beforeIndex, limit }),
      (row) => ({ index: row.index }), query);
    return { items: await presentWithdrawals(app.db, page.rows, { receiver: true, block: false }), next_page_params: page.nextPageParams };
  });
};

export default blockDetailRoutes;
