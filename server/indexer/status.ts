/**
 * Indexing status for `/api/v2/main-page/indexing-status` and the `blocks:indexing`
 * socket topics: how much of 0..head is indexed, with and without internal transactions,
 * where head is the node's newest block. While the node cannot be reached, its head is
 * unknown: nothing is finished and the status says the node is unreachable.
 */
import type { Queryable } from '../db';
import type { IndexingStatus } from './context';

/** Newest blocks still being processed in real time; they do not count against "caught up". */
export const REALTIME_SLACK_BLOCKS = 10;

export async function computeIndexingStatus(db: Queryable, head: number | null, tracesAvailable: boolean,
  nodeReachable = true): Promise<IndexingStatus> {
  if (head === null) {
    const [ row ] = await db.query<{ head: number | null }>('SELECT max(number) AS head FROM blocks WHERE consensus');
    head = row?.head ?? null;
  }
  if (head === null) {
    return { head: null, indexedBlocks: 0, indexedBlocksRatio: 0, indexedInternalTransactionsRatio: tracesAvailable ? 0 : null,
      finishedBlocks: false, finishedInternalTransactions: false, nodeReachable };
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
  // Without the node, "all of the head we last saw" says nothing about the chain now.
  const caughtUpBlocks = nodeReachable && Number(counts.settled_blocks) >= settledTotal;
  const finishedBlocks = nodeReachable && blocksRatio >= 1;
  return {
    head,
    indexedBlocks: counts.blocks,
    indexedBlocksRatio: blocksRatio,
    indexedInternalTransactionsRatio: tracedRatio,
    finishedBlocks,
    finishedInternalTransactions: tracedRatio === null ? finishedBlocks : nodeReachable && tracedRatio >= 1,
    caughtUp: {
      blocks: caughtUpBlocks,
      internalTransactions: tracesAvailable ? nodeReachable && Number(counts.settled_traced) >= settledTotal : caughtUpBlocks,
    },
    nodeReachable,
  };
}
