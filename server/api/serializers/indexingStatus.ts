/**
 * What visitors are told about indexing, in the REST answer (`/main-page/indexing-status`)
 * and the `blocks:indexing*` socket messages alike, from the indexer's status. Both read
 * this one function, so a page that loads the status and then follows the socket never
 * sees two different numbers for the same state.
 *
 * "Finished" means realtime indexing keeps up (the newest few blocks are always in
 * flight, see `server/indexer/status.ts`), and a finished stage reads "1.00": the ratio of
 * all blocks would flicker between 0.99 and 1.00 with every new block.
 */
import type { IndexingStatus as IndexerStatus } from '../../indexer/context';
import type { IndexingStatus } from '../../../types/api/indexingStatus';

/**
 * A ratio as Blockscout sends it: a decimal string with two places, rounded down so
 * "1.00" never shows before the work is done.
 */
export function ratioString(ratio: number): string {
  // The epsilon keeps 0.29 * 100 = 28.999… from rounding down to 0.28.
  return (Math.floor(ratio * 100 + 1e-9) / 100).toFixed(2);
}

/** Progress of one stage as visitors see it. */
interface StageView {
  finished: boolean;
  ratio: string;
}

function stage(finished: boolean, ratio: number): StageView {
  return { finished, ratio: finished ? '1.00' : ratioString(ratio) };
}

/** Blocks, and internal transactions (which follow the blocks when the node cannot trace). */
export function indexingStages(status: IndexerStatus): { blocks: StageView; internalTransactions: StageView; nodeReachable: boolean } {
  const blocks = stage(status.caughtUp?.blocks ?? status.finishedBlocks, status.indexedBlocksRatio);
  const internalTransactions = stage(status.caughtUp?.internalTransactions ?? status.finishedInternalTransactions,
    status.indexedInternalTransactionsRatio ?? status.indexedBlocksRatio);
  return { blocks, internalTransactions, nodeReachable: status.nodeReachable ?? true };
}

/** `GET /api/v2/main-page/indexing-status`; before the indexer's first report nothing is indexed. */
export function serializeIndexingStatus(status: IndexerStatus | null): IndexingStatus {
  if (!status) return { finished_indexing: false, finished_indexing_blocks: false, indexed_blocks_ratio: '0.00', indexed_internal_transactions_ratio: null };
  const { blocks, internalTransactions, nodeReachable } = indexingStages(status);
  return {
    finished_indexing: blocks.finished && internalTransactions.finished,
    finished_indexing_blocks: blocks.finished,
    indexed_blocks_ratio: blocks.ratio,
    indexed_internal_transactions_ratio: status.indexedInternalTransactionsRatio === null ? null : internalTransactions.ratio,
    node_reachable: nodeReachable,
  };
}
