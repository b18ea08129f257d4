/** Typed OP-stack output root fixtures (`/v2/optimism/output-roots`). */
import type { OptimismOutputRoot } from 'types/api/optimism';

export const OUTPUT_ROOT: OptimismOutputRoot = {
  l2_output_index: 42,
  l2_block_number: 8_400,
  l1_transaction_hash: `0x${ '5a'.repeat(32) }`,
  l1_timestamp: '2026-11-21T22:00:00.000000Z',
  l1_block_number: 19_876_500,
  output_root: `0x${ '7c'.repeat(31) }0d`,
};

export const OUTPUT_ROOT_2: OptimismOutputRoot = {
  ...OUTPUT_ROOT,
  l2_output_index: 41,
  l2_block_number: 8_200,
  l1_transaction_hash: `0x${ '5b'.repeat(32) }`,
  l1_timestamp: '2026-11-21T21:00:00.000000Z',
  l1_block_number: 19_876_200,
  output_root: `0x${ '8d'.repeat(32) }`,
};
