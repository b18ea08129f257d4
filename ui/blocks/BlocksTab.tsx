/**
 * One tab of /blocks: a page of blocks of one type with its pager. The consensus list hears of
 * new blocks over the socket: they go on top of page 1 where that moves nothing the reader is
 * looking at, and otherwise wait behind a "N new blocks" notice (see useLiveListInsert).
 * Blocks the socket did not bring (mined between the server render and the join, or while
 * the socket was down) are fetched as soon as a block skips heights or the channel rejoins,
 * so the list never shows a gap.
 */
import { Box } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import React from 'react';

import { getResourceKey } from 'lib/api/getResourceKey';
import useApiFetch from 'lib/api/useApiFetch';
import useQueryWithPages from 'lib/api/useQueryWithPages';
import { useLatest } from 'lib/socket/useLatest';
import { useSocketChannel } from 'lib/socket/useSocketChannel';
import { useSocketMessage } from 'lib/socket/useSocketMessage';
import type { Block, BlocksResponse, BlockType } from 'types/api/block';
import DataListDisplay from 'ui/shared/lists/DataListDisplay';
import NewItemsNotice from 'ui/shared/lists/NewItemsNotice';
import useLiveListInsert from 'ui/shared/lists/useLiveListInsert';
import Pagination from 'ui/shared/pagination/Pagination';
import { LIVE_LIST_STALE_TIME_MS } from 'ui/txs/useNewTxsSocket';

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

const blockKey = (block: Block) => block.hash;

/** New consensus blocks from the socket, put on page 1 or held for the notice. */
function useLiveBlocks(type: BlockType, isFirstPage: boolean, listRef: React.RefObject<HTMLElement | null>, reload: () => void) {
  const queryClient = useQueryClient();
  const insert = React.useCallback((blocks: Array<Block>) => {
    queryClient.setQueryData<BlocksResponse>(blocksFirstPageKey(type),
      (previous) => blocks.reduce<BlocksResponse | undefined>((page, block) => prependBlockToPage(page, block), previous));
    // The page keeps its size: older blocks move on to page 2, none is left unshown.
    return 0;
  }, [ queryClient, type ]);
  const live = useLiveListInsert({ isFirstPage, listRef, keyOf: blockKey, insert, reload });

  // The highest height handed to the list (shown or waiting); below it nothing is missing.
  const highest = React.useRef<number | undefined>(undefined);
  const highestKnown = React.useCallback(() => {
    const top = queryClient.getQueryData<BlocksResponse>(blocksFirstPageKey(type))?.items[0]?.height;
    return Math.max(highest.current ?? -1, top ?? -1);
  }, [ queryClient, type ]);
  const apiFetch = useApiFetch();
  // The fetch outlives a render: it hands its blocks to the list as it is then.
  const addLatest = useLatest(live.add);
  const fillGap = React.useCallback(async(above: number) => {
    const page = await apiFetch('general:blocks', { queryParams: { type } }).catch(() => undefined);
    if (!page) return;
    const shown = new Set(queryClient.getQueryData<BlocksResponse>(blocksFirstPageKey(type))?.items.map(blockKey));
    const missed = page.items.filter((block) => block.height > above && !shown.has(blockKey(block)));
    highest.current = Math.max(highestKnown(), ...missed.map((block) => block.height));
    addLatest.current(missed);
  }, [ addLatest, apiFetch, highestKnown, queryClient, type ]);

  const joins = React.useRef(0);
  const channel = useSocketChannel({ topic: 'blocks:new_block', isDisabled: type !== 'block', onJoin: () => {
    if (joins.current++ > 0) void fillGap(highestKnown());
  } });
  useSocketMessage({ channel, event: 'new_block', handler: (payload) => {
    const { block } = payload;
    const known = highestKnown();
    if (known >= 0 && block.height > known + 1) void fillGap(known);
    highest.current = Math.max(known, block.height);
    live.add([ block ]);
  } });
  return live;
}

export default function BlocksTab({ type }: { type: BlockType }) {
  const query = useQueryWithPages({
    resourceName: 'general:blocks', filters: { type },
    // The socket keeps the consensus list current; refetching page 1 on mount (right after the
    // server HTML hydrates) would slip new rows in under a reader who has scrolled already.
    options: type === 'block' ? { staleTime: LIVE_LIST_STALE_TIME_MS } : undefined,
  });
  const listRef = React.useRef<HTMLDivElement>(null);
  const { resetPage } = query.pagination;
  const live = useLiveBlocks(type, query.pagination.page === 1, listRef, resetPage);
  return (
    <DataListDisplay
      isPending={ query.isPending }
      isError={ query.isError }
      itemsCount={ query.data?.items.length ?? 0 }
      emptyText={ EMPTY_TEXT[type] }
      pagination={ <Pagination pagination={ query.pagination }/> }
      testId={ `blocks-list-${ type }` }
    >
      <Box ref={ listRef }>
        <NewItemsNotice count={ live.count } noun="block" isFloating onClick={ live.show }/>
        { query.data && <BlocksListItems items={ query.data.items }/> }
      </Box>
    </DataListDisplay>
  );
}
