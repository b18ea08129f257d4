/** Typed OP-stack txn batch fixtures (`/v2/optimism/txn-batches`): one posted in one L1 transaction, one in two. */
import type { OptimismTxnBatch } from 'types/api/optimism';

export const TXN_BATCH: OptimismTxnBatch = {
  l2_block_number: 8_421,
  transactions_count: 3,
  l1_transaction_hashes: [ `0x${ '9e'.repeat(32) }` ],
  l1_timestamp: '2026-11-21T22:21:00.000000Z',
};

export const TXN_BATCH_TWO_FRAMES: OptimismTxnBatch = {
  l2_block_number: 8_420,
  transactions_count: 0,
  l1_transaction_hashes: [ `0x${ '9f'.repeat(32) }`, `0x${ 'a0'.repeat(32) }` ],
  l1_timestamp: '2026-11-21T22:20:00.000000Z',
};
