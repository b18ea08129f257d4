/**
 * Indexing status for `/api/v2/main-page/indexing-status` and the `blocks:indexing`
 * socket topics: how much of 0..head is indexed, with and without internal transactions.
 */
import type { Queryable } from '../db';
import type { IndexingStatus } from './context';

/** Newest blocks still being processed in real time; they do not count against "caught up". */
export const REALTIME_SLACK_BLOCKS = 10;

export async function computeIndexingStatus(db: Queryable, head: number | null, tracesAvailable: boolean): Promise<IndexingStatus> {
  if (head === null) {
    const [ row ] = await db.query<{ head: number | null }>('SELECT max(number) AS head FROM blocks WHERE consensus');
    head = row?.head ?? null;
  }
  if (head === null) {
    return { head: null, indexedBlocks: 0, indexedBlocksRatio: 0, indexedInternalTransactionsRatio: tracesAvailable ? 0 : null,
      finishedBlocks: false, finishedInternalTransactions: false };
  }
  const settledHead = head - REALTIME_SLACK_BLOCKS;
  const [ counts ] = await db.query<{ blocks: number; traced: number; settled_blocks: number; settled_traced: number }>(`SELECT
      count(*) AS blocks, count(*) FILTER (WHERE internal_transactions_indexed) AS traced,
      count(*) FILTER (WHERE number <= $2) AS settled_blocks,
      count(*) FILTER (WHERE internal_transactions_indexed AND number <= $2) AS settled_traced
    FROM blocks WHERE consensus AND number <= $1`, [ head, settledHead ]);
  const total = head + 1;
  const settledTotal = Math.max(0, settledHead + 1);
  const blocksRatio = Math.min(1, counts.blocks / total);
  const tracedRatio = tracesAvailable ? Math.min(1, counts.traced / total) : null;
  const caughtUpBlocks = Number(counts.settled_blocks) >= settledTotal;
  return {
    head,
    indexedBlocks: counts.blocks,
    indexedBlocksRatio: blocksRatio,
    indexedInternalTransactionsRatio: tracedRatio,
    finishedBlocks: blocksRatio >= 1,
    finishedInternalTransactions: tracedRatio === null ? blocksRatio >= 1 : tracedRatio >= 1,
    caughtUp: {
      blocks: caughtUpBlocks,
      internalTransactions: tracesAvailable ? Number(counts.settled_traced) >= settledTotal : caughtUpBlocks,
    },
  };
}
