/**
 * One tab of /blocks: a page of blocks of one type with its pager. The first page of the
 * consensus list also takes new blocks from the socket, so it stays current without reload.
 */
import React from 'react';

import { getResourceKey } from 'lib/api/getResourceKey';
import useQueryWithPages from 'lib/api/useQueryWithPages';
import { useSocketChannel } from 'lib/socket/useSocketChannel';
import { useSocketToQueryCache } from 'lib/socket/useSocketToQueryCache';
import type { Block, BlocksResponse, BlockType } from 'types/api/block';
import DataListDisplay from 'ui/shared/lists/DataListDisplay';
import Pagination from 'ui/shared/pagination/Pagination';

import BlocksListItems from './BlocksListItems';
import { prependBlockToPage } from './prependBlockToPage';

const EMPTY_TEXT: Record<BlockType, string> = {
  block: 'There are no blocks.',
  reorg: 'There are no forked blocks.',
  uncle: 'There are no uncle blocks.',
};

/** The cache entry of the first page of a block list; the server prefetches the same key. */
export function blocksFirstPageKey(type: BlockType) {
  return getResourceKey('general:blocks', { queryParams: { type } });
}

function LiveFirstPage({ type }: { type: BlockType }) {
  const channel = useSocketChannel({ topic: 'blocks:new_block' });
  useSocketToQueryCache({
    channel, event: 'new_block', queryKey: blocksFirstPageKey(type),
    update: (previous: BlocksResponse | undefined, payload) => prependBlockToPage(previous, payload.block as Block),
  });
  return null;
}

export default function BlocksTab({ type }: { type: BlockType }) {
  const query = useQueryWithPages({ resourceName: 'general:blocks', filters: { type } });
  const isLive = type === 'block' && query.pagination.page === 1;
  return (
    <>
      { isLive && <LiveFirstPage type={ type }/> }
      <DataListDisplay
        isPending={ query.isPending }
        isError={ query.isError }
        itemsCount={ query.data?.items.length ?? 0 }
        emptyText={ EMPTY_TEXT[type] }
        pagination={ <Pagination pagination={ query.pagination }/> }
        testId={ `blocks-list-${ type }` }
      >
        { query.data && <BlocksListItems items={ query.data.items }/> }
      </DataListDisplay>
    </>
  );
}
