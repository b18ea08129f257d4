/**
 * `/api/v2/blocks`: the block list, one block, and a block's transactions.
 */

import type { Block, BlockType, BlockTransactionsResponse } from '../../../../../../types/api/block';
import type { NextPageParams, Paginated } from '../../../../../../types/api/shared';
import { NotFoundError } from '../../../../../http/errors';
import { paginate } from '../../../../../http/pagination';
import { cursorHash, cursorInt, parseAllowedList, parseBlockId, parseEnum, type Query } from '../../../../../http/params';
import { presentBlocks } from '../../../../presenters/blocks';
import { presentTransactions } from '../../../../presenters/transactions';
import { findBlock, listBlocks, type BlockRow } from '../../../../../db/queries/blocks';
import { FILTERABLE_TRANSACTION_TYPES } from '../../../../../../types/api/transaction';
import { listBlockTransactions } from '../../../../../db/queries/transactions';
import type { RoutePlugin } from '../../../../routeServices';

const BLOCK_TYPES = [ 'block', 'uncle', 'reorg' ] as const satisfies readonly BlockType[];

type BlockParams = { Params: { height_or_hash: string }; Querystring: Query };

/** Block routes; mounted at `/api/v2/blocks`. */
const blockRoutes: RoutePlugin = async(app) => {
  async function loadBlock(id: string): Promise<BlockRow> {
    const block = await findBlock(app.db, parseBlockId(id));
    if (!block) throw new NotFoundError();
    return block;
  }

  app.get<{ Querystring: Query }>('/', async(request): Promise<Paginated<Block>> => {
    const { query } = request;
    const type = parseEnum(query, 'type', BLOCK_TYPES, 'block');
    const blockNumber = cursorInt(query, 'block_number');
    // Lost blocks may share a height, so their cursor also carries the hash.
    const hash = type === 'reorg' ? cursorHash(query, 'hash') : undefined;
    // Note: a reorg page's cursor adds `hash`, beyond BlocksPagingParams.
    const page = await paginate(
      // Our chains have no uncles (proof of stake or a devnet): that list is always empty.
      async(limit): Promise<BlockRow[]> => type === 'uncle' ? [] : listBlocks(app.db, {
        consensus: type === 'block', before: blockNumber === undefined ? undefined : { number: blockNumber, hash }, limit,
      }),
      (row): NextPageParams => type === 'reorg' ? { block_number: row.number, hash: row.hash } : { block_number: row.number },
      query);
    return { items: await presentBlocks(app.db, page.rows, { detail: false }), next_page_params: page.nextPageParams };
  });

  app.get<BlockParams>('/:height_or_hash', async(request): Promise<Block> => {
    const block = await loadBlock(request.params.height_or_hash);
    const [ item ] = await presentBlocks(app.db, [ block ], { detail: true });
    return item;
  });

  app.get<BlockParams>('/:height_or_hash/transactions', async(request): Promise<BlockTransactionsResponse> => {
    const { query } = request;
    const types = parseAllowedList(query, 'type', FILTERABLE_TRANSACTION_TYPES);
    // The block is fixed by the path; block_number is part of the cursor for Blockscout's sake.
    cursorInt(query, 'block_number');
    const afterIndex = cursorInt(query, 'index');
    const block = await loadBlock(request.params.height_or_hash);
    const page = await paginate(
      (limit) => listBlockTransactions(app.db, block.hash, { types, afterIndex, limit }),
      (row) => ({ block_number: block.number, index: row.index ?? 0 }),
      query);
    return { items: await presentTransactions(app.db, page.rows), next_page_params: page.nextPageParams };
  });
};

export default blockRoutes;
