/** Typed OP-stack deposit fixtures: as `/v2/optimism/deposits` and the home page's latest deposits send them. */
import type { OptimismDeposit, OptimismDepositsResponse, OptimismLatestDeposit } from 'types/api/optimism';

export const DEPOSIT: OptimismDeposit = {
  l1_block_number: 19_876_543,
  l1_block_timestamp: '2026-11-21T22:20:11.000000Z',
  l1_transaction_hash: `0x${ 'a1'.repeat(32) }`,
  l1_transaction_origin: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  l2_transaction_hash: `0x${ 'b2'.repeat(32) }`,
  l2_transaction_gas_limit: '100000',
};

export const DEPOSIT_2: OptimismDeposit = {
  l1_block_number: 19_876_540,
  l1_block_timestamp: '2026-11-21T22:19:35.000000Z',
  l1_transaction_hash: `0x${ 'c3'.repeat(32) }`,
  l1_transaction_origin: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  l2_transaction_hash: `0x${ 'd4'.repeat(32) }`,
  l2_transaction_gas_limit: '1250000',
};

export const DEPOSITS: OptimismDepositsResponse = {
  items: [ DEPOSIT, DEPOSIT_2 ],
  next_page_params: { l1_block_number: DEPOSIT_2.l1_block_number, transaction_hash: DEPOSIT_2.l2_transaction_hash, items_count: 50 },
};

export const LATEST_DEPOSITS: Array<OptimismLatestDeposit> = [ DEPOSIT, DEPOSIT_2 ].map(
  ({ l1_block_number, l1_block_timestamp, l1_transaction_hash, l2_transaction_hash }) =>
    ({ l1_block_number, l1_block_timestamp, l1_transaction_hash, l2_transaction_hash }),
);
