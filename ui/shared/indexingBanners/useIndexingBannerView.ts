/**
 * What one indexing banner shows: the indexing status (followed live over the socket until
 * that banner's indexing is done), the banner's memory of the last visit (its cookie) and its
 * rule in `logic.ts`.
 */
import { INDEXING_ALERT, INTERNAL_TXS_INDEXING_ALERT } from 'lib/cookies';

import { type BannerView, getBlocksBannerView, getInternalTxsBannerView, type IndexingStatusData } from './logic';
import { useIndexingMemory } from './useIndexingMemory';
import { useIndexingStatus } from './useIndexingStatus';
import { useBlocksIndexingUpdates, useInternalTxsIndexingUpdates } from './useIndexingUpdates';

const BANNERS = {
  blocks: {
    cookieName: INDEXING_ALERT,
    isFinished: (data: IndexingStatusData) => data.finished_indexing_blocks,
    useUpdates: useBlocksIndexingUpdates,
    getView: getBlocksBannerView,
  },
  internal_txs: {
    cookieName: INTERNAL_TXS_INDEXING_ALERT,
    isFinished: (data: IndexingStatusData) => data.finished_indexing,
    useUpdates: useInternalTxsIndexingUpdates,
    getView: getInternalTxsBannerView,
  },
};

/** `banner` is fixed for a component (its hooks must not change between renders). */
export function useIndexingBannerView(banner: keyof typeof BANNERS, cookieValue: string | null | undefined): BannerView {
  const { cookieName, isFinished, useUpdates, getView } = BANNERS[banner];
  const { data, isPending, isError } = useIndexingStatus();
  const finished = data ? isFinished(data) : undefined;
  const wasIndexing = useIndexingMemory(cookieName, cookieValue, finished, isError);

  useUpdates(finished !== false);

  return getView({ isPending, isError, data, wasIndexing });
}
