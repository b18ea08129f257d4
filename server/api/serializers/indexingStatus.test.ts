/** @jest-environment node */
import type { IndexingStatus } from '../../indexer/context';
import { indexingStages, serializeIndexingStatus } from './indexingStatus';

const LIVE: IndexingStatus = {
  head: 200, indexedBlocks: 201, indexedBlocksRatio: 1, indexedInternalTransactionsRatio: 199 / 201,
  finishedBlocks: true, finishedInternalTransactions: false, caughtUp: { blocks: true, internalTransactions: true }, nodeReachable: true,
};

describe('indexing status for visitors', () => {
  it('says 1.00 for a stage that keeps up, in REST and socket alike, though the newest block is not traced yet', () => {
    expect(serializeIndexingStatus(LIVE)).toEqual({ finished_indexing: true, finished_indexing_blocks: true, indexed_blocks_ratio: '1.00',
      indexed_internal_transactions_ratio: '1.00', node_reachable: true });
    expect(indexingStages(LIVE).internalTransactions).toEqual({ finished: true, ratio: '1.00' });
  });

  it('rounds down while a stage is behind, the same number for both', () => {
    const behind = { ...LIVE, indexedInternalTransactionsRatio: 0.291, caughtUp: { blocks: true, internalTransactions: false } };
    expect(serializeIndexingStatus(behind).indexed_internal_transactions_ratio).toBe('0.29');
    expect(indexingStages(behind).internalTransactions).toEqual({ finished: false, ratio: '0.29' });
  });

  it('reports the node unreachable and nothing finished before the first report', () => {
    expect(serializeIndexingStatus({ ...LIVE, nodeReachable: false, caughtUp: { blocks: false, internalTransactions: false } }))
      .toMatchObject({ finished_indexing_blocks: false, node_reachable: false });
    expect(serializeIndexingStatus(null)).toEqual({ finished_indexing: false, finished_indexing_blocks: false, indexed_blocks_ratio: '0.00',
      indexed_internal_transactions_ratio: null });
  });
});
