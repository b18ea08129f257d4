/**
 * `/api/v2/main-page/*`: the home page's short lists and the indexing banner.
 */

import type { Block } from '../../../../../../types/api/block';
import type { IndexingStatus } from '../../../../../../types/api/indexingStatus';
import type { OptimismLatestDepositsResponse } from '../../../../../../types/api/optimism';
import type { Transaction } from '../../../../../../types/api/transaction';
import { presentBlocks } from '../../../../presenters/blocks';
import { presentDeposit } from '../../../../presenters/optimism';
import { serializeIndexingStatus } from '../../../../serializers/indexingStatus';
import { presentTransactions } from '../../../../presenters/transactions';
import { listBlocks } from '../../../../../db/queries/blocks';
import { listDeposits } from '../../../../../db/queries/optimism';
import { readIndexingStatus } from '../../../../../db/queries/indexerState';
import { listValidatedTransactions } from '../../../../../db/queries/transactions';
import type { RoutePlugin } from '../../../../routeServices';

const MAIN_PAGE_BLOCKS = 4;
const MAIN_PAGE_TRANSACTIONS = 6;
const MAIN_PAGE_DEPOSITS = 6;

/** Main page routes; mounted at `/api/v2/main-page`. */
const mainPageRoutes: RoutePlugin = async(app, { services: { rollup } }) => {
  app.get('/blocks', async(): Promise<Block[]> => {
    const rows = await listBlocks(app.db, { consensus: true, limit: MAIN_PAGE_BLOCKS });
    return presentBlocks(app.db, rows, { detail: false });
  });

  app.get('/transactions', async(): Promise<Transaction[]> => {
    const rows = await listValidatedTransactions(app.db, { limit: MAIN_PAGE_TRANSACTIONS });
    return presentTransactions(app.db, rows);
  });

  // The home page's latest deposits, on a rollup only.
  if (rollup) {
    app.get('/optimism-deposits', async(): Promise<OptimismLatestDepositsResponse> => {
      const rows = await listDeposits(app.db, { relay: rollup.depositRelay, limit: MAIN_PAGE_DEPOSITS });
      return rows.map((row) => {
        const { l1_block_number, l1_block_timestamp, l1_transaction_hash, l2_transaction_hash } = presentDeposit(row);
        return { l1_block_number, l1_block_timestamp, l1_transaction_hash, l2_transaction_hash };
      });
    });
  }

  app.get('/indexing-status', async(): Promise<IndexingStatus> => serializeIndexingStatus(await readIndexingStatus(app.db)));
};

export default mainPageRoutes;
