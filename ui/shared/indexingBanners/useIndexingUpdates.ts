/**
 * Live progress for the banners: socket messages are written into the cached indexing
 * status, so the banners (and anything else reading it) re-render without refetching.
 */
import { useSocketChannel } from 'lib/socket/useSocketChannel';
import { useSocketToQueryCache } from 'lib/socket/useSocketToQueryCache';

import { applyBlocksIndexStatus, applyInternalTxsIndexStatus } from './logic';
import { getIndexingStatusKey } from './useIndexingStatus';

// The spec names the events block_index_status / internal_txs_index_status; Blockscout's
// backend sends index_status on both topics. Listening to both works with either backend.
const BLOCKS_EVENTS = [ 'block_index_status', 'index_status' ] as const;
const INTERNAL_TXS_EVENTS = [ 'internal_txs_index_status', 'index_status' ] as const;

/** Follows `blocks:indexing` until `isDisabled` (blocks indexed, or status not loaded). */
export function useBlocksIndexingUpdates(isDisabled: boolean): void {
  const channel = useSocketChannel({ topic: 'blocks:indexing', isDisabled });
  useSocketToQueryCache({ channel, event: BLOCKS_EVENTS, queryKey: getIndexingStatusKey(), update: applyBlocksIndexStatus });
}

/** Follows `blocks:indexing_internal_transactions` until `isDisabled`. */
export function useInternalTxsIndexingUpdates(isDisabled: boolean): void {
  const channel = useSocketChannel({ topic: 'blocks:indexing_internal_transactions', isDisabled });
  useSocketToQueryCache({ channel, event: INTERNAL_TXS_EVENTS, queryKey: getIndexingStatusKey(), update: applyInternalTxsIndexStatus });
}
