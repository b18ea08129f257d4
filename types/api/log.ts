/**
 * Event logs (GUIDE §2-3).
 */
import type { AddressParam } from './address';
import type { DecodedLogInput } from './decodedInput';
import type { FullHash, HexString, Paginated, Timestamp } from './shared';

export interface Log {
  transaction_hash: FullHash;
  block_hash: FullHash;
  block_number: number;
  index: number;
  block_timestamp: Timestamp | null;
  /** The emitting contract. */
  address: AddressParam;
  /** Always four entries; unused ones are `null`. */
  topics: Array<HexString | null>;
  data: HexString;
  decoded: DecodedLogInput | null;
  smart_contract: AddressParam | null;
}

export type LogsPagingParams = { block_number: number; index: number; items_count: number };

/** `GET /v2/transactions/{h}/logs`. */
export type LogsResponse = Paginated<Log, LogsPagingParams>;
