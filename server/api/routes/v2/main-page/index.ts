/**
 * `/api/v2/main-page/*`: the home page's short lists and the indexing banner.
 */
import type { FastifyPluginAsync } from 'fastify';

import type { Block } from '../../../../../types/api/block';
import type { IndexingStatus } from '../../../../../types/api/indexingStatus';
import type { Transaction } from '../../../../../types/api/transaction';
import { presentBlocks } from '../../../presenters/blocks';
import { presentTransactions } from '../../../presenters/transactions';
import { listBlocks } from '../../../repositories/blocks';
import { readIndexingStatus } from '../../../repositories/indexerState';
import { listValidatedTransactions } from '../../../repositories/transactions';

const MAIN_PAGE_BLOCKS = 4;
const MAIN_PAGE_TRANSACTIONS = 6;

/**
 * A ratio as Blockscout sends it: a decimal string with two places, rounded down so
 * "1.00" never shows before the work is done.
 */
export function ratioString(ratio: number): string {
  // The epsilon keeps 0.29 * 100 = 28.999… from rounding down to 0.28.
  return (Math.floor(ratio * 100 + 1e-9) / 100).toFixed(2);
}

/** Main page routes; mounted at `/api/v2/main-page`. */
export const mainPageRoutes: FastifyPluginAsync = async(app) => {
  app.get('/blocks', async(): Promise<Block[]> => {
    const rows = await listBlocks(app.db, { consensus: true, limit: MAIN_PAGE_BLOCKS });
    return presentBlocks(app.db, rows, { detail: false });
  });

  app.get('/transactions', async(): Promise<Transaction[]> => {
    const rows = await listValidatedTransactions(app.db, { limit: MAIN_PAGE_TRANSACTIONS });
    return presentTransactions(app.db, rows);
  });

  app.get('/indexing-status', async(): Promise<IndexingStatus> => {
    const status = await readIndexingStatus(app.db);
    // Before the indexer's first report nothing is known to be indexed.
    if (!status) return { finished_indexing: false, finished_indexing_blocks: false, indexed_blocks_ratio: '0.00', indexed_internal_transactions_ratio: null };
    // Visitors see "finished" once realtime indexing keeps up (the newest few blocks are always in flight).
    const finishedBlocks = status.caughtUp?.blocks ?? status.finishedBlocks;
    const finishedInternal = status.caughtUp?.internalTransactions ?? status.finishedInternalTransactions;
    return {
      finished_indexing: finishedBlocks && finishedInternal,
      finished_indexing_blocks: finishedBlocks,
      indexed_blocks_ratio: ratioString(status.indexedBlocksRatio),
      indexed_internal_transactions_ratio: status.indexedInternalTransactionsRatio === null ? null : ratioString(status.indexedInternalTransactionsRatio),
      node_reachable: status.nodeReachable ?? true,
    };
  });
};
