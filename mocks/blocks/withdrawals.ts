/** Typed withdrawal fixtures: as the list, a block and an address send them. */
import type { Withdrawal } from 'types/api/withdrawal';

import { VALIDATOR } from './blocks';

export const WITHDRAWAL: Withdrawal = {
  index: 1234,
  validator_index: 56,
  amount: '32500000000000000000',
  block_number: 81,
  timestamp: '2026-11-21T22:22:44.000Z',
  receiver: VALIDATOR,
};

/** A block's own withdrawal: height and time are the block's. */
export const BLOCK_WITHDRAWAL: Withdrawal = { index: 1235, validator_index: 57, amount: '1000000000', receiver: VALIDATOR };

/** An address's withdrawal: the receiver is the address itself. */
export const ADDRESS_WITHDRAWAL: Withdrawal = { index: 1236, validator_index: 58, amount: '2000000000000000000', block_number: 79,
  timestamp: '2026-11-21T22:20:00.000Z' };
