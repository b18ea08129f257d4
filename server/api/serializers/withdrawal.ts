/**
 * Withdrawal: a beacon-chain withdrawal. Fields the parent already implies are left out:
 * a block's withdrawals have no block number or time, an address's no receiver.
 */
import type { AddressParam } from '../../../types/api/address';
import type { Withdrawal } from '../../../types/api/withdrawal';
import type { WithdrawalRow } from '../../db/queries/withdrawals';

/** Which optional fields to include. */
export interface WithdrawalFields {
  receiver?: AddressParam;
  block: boolean;
}

export function serializeWithdrawal(row: WithdrawalRow, fields: WithdrawalFields): Withdrawal {
  return {
    index: row.index,
    validator_index: row.validator_index,
    amount: row.amount,
    ...fields.block ? {
      block_number: row.block_number,
      timestamp: (row.block_timestamp ?? new Date(0)).toISOString(),
    } : {},
    ...fields.receiver ? { receiver: fields.receiver } : {},
  };
}
