/**
 * Beacon-chain withdrawals (GUIDE §2-3).
 */
import type { AddressParam } from './address';
import type { IntegerString, Paginated, Timestamp } from './shared';

/** Optional fields are left out when the parent implies them (a block's own withdrawals). */
export interface Withdrawal {
  index: number;
  validator_index: number;
  amount: IntegerString;
  block_number?: number;
  timestamp?: Timestamp;
  receiver?: AddressParam;
}

export type WithdrawalsPagingParams = { index: number; items_count: number };

/** `GET /v2/withdrawals`. */
export type WithdrawalsResponse = Paginated<Withdrawal, WithdrawalsPagingParams>;

/** `GET /v2/withdrawals/counters`. */
export interface WithdrawalsCounters {
  withdrawals_count: IntegerString;
  withdrawals_sum: IntegerString;
}
