/**
 * Internal transactions (message calls inside a transaction), GUIDE §2-3.
 */
import type { AddressParam } from './address';
import type { FullHash, IntegerString, Paginated, Timestamp } from './shared';

export type InternalTransactionType =
  | 'call' | 'callcode' | 'delegatecall' | 'staticcall' | 'create' | 'create2' | 'selfdestruct' | 'reward'
  | string;

export interface InternalTransaction {
  transaction_hash: FullHash;
  block_number: number;
  transaction_index: number;
  index: number;
  timestamp: Timestamp;
  type: InternalTransactionType;
  from: AddressParam | null;
  to: AddressParam | null;
  created_contract: AddressParam | null;
  value: IntegerString;
  gas_limit: IntegerString | null;
  success: boolean;
  error: string | null;
}

export type InternalTxsPagingParams = {
  block_number: number;
  transaction_index: number;
  index: number;
  items_count: number;
};

/** `GET /v2/internal-transactions` and `/v2/transactions/{h}/internal-transactions`. */
export type InternalTransactionsResponse = Paginated<InternalTransaction, InternalTxsPagingParams>;

export interface InternalTransactionsFilters {
  transaction_hash?: FullHash;
}
