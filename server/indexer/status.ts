/**
 * Indexing status for `/api/v2/main-page/indexing-status` and the `blocks:indexing`
 * socket topics: how much of 0..head is indexed, with and without internal transactions.
 */
import type { Queryable } from '../db';
import type { IndexingStatus } from './context';

export async function computeIndexingStatus(db: Queryable, head: number | null, tracesAvailable: boolean): Promise<IndexingStatus> {
  if (head === null) {
    const [ row ] = await db.query<{ head: number | null }>('SELECT max(number) AS head FROM blocks WHERE consensus');
    head = row?.head ?? null;
  }
  if (head === null) {
    return { head: null, indexedBlocks: 0, indexedBlocksRatio: 0, indexedInternalTransactionsRatio: tracesAvailable ? 0 : null,
      finishedBlocks: false, finishedInternalTransactions: false };
  }
  const [ counts ] = await db.query<{ blocks: number; traced: number }>(`SELECT count(*) AS blocks,
      count(*) FILTER (WHERE internal_transactions_indexed) AS traced
    FROM blocks WHERE consensus AND number <= $1`, [ head ]);
  const total = head + 1;
  const blocksRatio = Math.min(1, counts.blocks / total);
  const tracedRatio = tracesAvailable ? Math.min(1, counts.traced / total) : null;
  return {
    head,
    indexedBlocks: counts.blocks,
    indexedBlocksRatio: blocksRatio,
    indexedInternalTransactionsRatio: tracedRatio,
    finishedBlocks: blocksRatio >= 1,
    finishedInternalTransactions: tracedRatio === null ? blocksRatio >= 1 : tracedRatio >= 1,
  };
}
