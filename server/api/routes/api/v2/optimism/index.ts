/**
 * `/api/v2/optimism/*` (GUIDE §7): deposits, withdrawals, output roots, dispute games and batches, each with
 * `/count`, plus the spec's older per-block `/txn-batches`. Served only while the rollup stage
 * is configured (`INDEXER_OPTIMISM_*`); otherwise these paths are not found, as on Blockscout
 * without `CHAIN_TYPE=optimism`.
 */

import type {
  OptimismBatch, OptimismBatchesResponse, OptimismCountResponse, OptimismDepositsResponse, OptimismDisputeGamesResponse, OptimismOutputRootsResponse,
  OptimismTxnBatchesResponse, OptimismWithdrawalsResponse,
} from '../../../../../../types/api/optimism';
import { NotFoundError } from '../../../../../http/errors';
import { paginate } from '../../../../../http/pagination';
import { cursorDecimal, cursorHash, cursorInt, parseBoundedInt, type Query } from '../../../../../http/params';
import {
  countBatchedBlocks, countRows, countWithdrawals, listBatchedBlocks, listBatches, listDeposits, listDisputeGames, listOutputRoots, listWithdrawals,
} from '../../../../../db/queries/optimism';
import {
  presentBatch, presentDeposit, presentDisputeGame, presentOutputRoot, presentTxnBatch, presentWithdrawals,
} from '../../../../presenters/optimism';
import type { RoutePlugin } from '../../../../routeServices';

/** A uint256 as the 32-byte topic it is indexed under, so topics compare as the numbers do. */
const nonceTopic = (decimal: string) => `0x${ BigInt(decimal).toString(16).padStart(64, '0') }`;

/** OP-stack routes; mounted at `/api/v2/optimism`. */
const optimismRoutes: RoutePlugin = async(app, { services }) => {
  const rollup = services.rollup;
  if (!rollup) return;

  app.get<{ Querystring: Query }>('/deposits', async(request): Promise<OptimismDepositsResponse> => {
    const l1BlockNumber = cursorInt(request.query, 'l1_block_number');
    const transactionHash = cursorHash(request.query, 'transaction_hash');
    const before = l1BlockNumber !== undefined && transactionHash !== undefined ? { l1BlockNumber, transactionHash } : undefined;
    const page = await paginate((limit) => listDeposits(app.db, { relay: rollup.depositRelay, before, limit }),
      (row) => ({ l1_block_number: Number(row.l1_block_number), transaction_hash: row.l1_transaction_hash }), request.query);
    return { items: page.rows.map(presentDeposit), next_page_params: page.nextPageParams };
  });
  app.get('/deposits/count', async(): Promise<OptimismCountResponse> => countRows(app.db, 'op_deposits'));

  app.get<{ Querystring: Query }>('/withdrawals', async(request): Promise<OptimismWithdrawalsResponse> => {
    const nonce = cursorDecimal(request.query, 'nonce');
    const page = await paginate((limit) => listWithdrawals(app.db, { messagePasser: rollup.messagePasser,
      beforeNonceTopic: nonce === undefined ? undefined : nonceTopic(nonce), limit }),
    (row) => ({ nonce: String(BigInt(row.nonce_topic)) }), request.query);
    return { items: await presentWithdrawals(app.db, rollup, page.rows), next_page_params: page.nextPageParams };
  });
  app.get('/withdrawals/count', async(): Promise<OptimismCountResponse> => countWithdrawals(app.db, rollup.messagePasser));

  app.get<{ Querystring: Query }>('/output-roots', async(request): Promise<OptimismOutputRootsResponse> => {
    const index = cursorInt(request.query, 'index');
    const page = await paginate((limit) => listOutputRoots(app.db, { beforeIndex: index, limit }),
      (row) => ({ index: Number(row.l2_output_index) }), request.query);
    return { items: page.rows.map(presentOutputRoot), next_page_params: page.nextPageParams };
  });
  app.get('/output-roots/count', async(): Promise<OptimismCountResponse> => countRows(app.db, 'op_output_roots'));

  // Fault-proof chains claim outputs with dispute games (INDEXER_OPTIMISM_L1_DISPUTE_GAME_FACTORY); empty elsewhere.
  app.get<{ Querystring: Query }>('/games', async(request): Promise<OptimismDisputeGamesResponse> => {
    const index = cursorInt(request.query, 'index');
    const page = await paginate((limit) => listDisputeGames(app.db, { beforeIndex: index, limit }),
      (row) => ({ index: Number(row.game_index) }), request.query);
    return { items: page.rows.map(presentDisputeGame), next_page_params: page.nextPageParams };
  });
  app.get('/games/count', async(): Promise<OptimismCountResponse> => countRows(app.db, 'op_dispute_games'));

  app.get<{ Querystring: Query }>('/batches', async(request): Promise<OptimismBatchesResponse> => {
    const id = cursorInt(request.query, 'id');
    const page = await paginate((limit) => listBatches(app.db, { beforeNumber: id, limit }), (row) => ({ id: Number(row.number) }), request.query);
    return { items: page.rows.map(presentBatch), next_page_params: page.nextPageParams };
  });
  app.get('/batches/count', async(): Promise<OptimismCountResponse> => countRows(app.db, 'op_batches'));
  app.get<{ Params: { number: string } }>('/batches/:number', async(request): Promise<OptimismBatch> => {
    const [ row ] = await listBatches(app.db, { number: parseBoundedInt(request.params.number, 'number'), limit: 1 });
    if (!row) throw new NotFoundError();
    return presentBatch(row);
  });

  // Before Blockscout v10: one row per batched L2 block.
  app.get<{ Querystring: Query }>('/txn-batches', async(request): Promise<OptimismTxnBatchesResponse> => {
    const blockNumber = cursorInt(request.query, 'block_number');
    const page = await paginate((limit) => listBatchedBlocks(app.db, { beforeBlock: blockNumber, limit }),
      (row) => ({ block_number: Number(row.l2_block_number) }), request.query);
    return { items: page.rows.map(presentTxnBatch), next_page_params: page.nextPageParams };
  });
  app.get('/txn-batches/count', async(): Promise<OptimismCountResponse> => countBatchedBlocks(app.db));
};

export default optimismRoutes;
