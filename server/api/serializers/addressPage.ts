/**
 * The address page's objects: the address itself (AddressDetail), a top-holders item
 * (TopAddress), a coin balance history row and the daily balance chart.
 */
import type {
  AddressCoinBalanceHistoryByDayResponse, AddressCreationStatus, AddressDetail, AddressParam, CoinBalance, TopAddress,
} from '../../../types/api/address';
import type { AddressDetailRow, TopAddressRow } from '../../db/queries/addresses';
import type { CoinBalanceRow, DailyBalanceRow } from '../../db/queries/coinBalances';
import type { TokenRow } from '../../db/queries/tokens';
import { checksumAddress } from '../../common/checksumAddress';
import { serializeToken } from './token';

/**
 * How the contract's creation went: failed, or succeeded and still has code, or
 * succeeded and has none any more. Null for an address that is no contract we saw made.
 */
export function creationStatus(row: AddressDetailRow): AddressCreationStatus | null {
  if (row.creation_succeeded === false) return 'failed';
  if (row.has_code) return 'success';
  return row.creation_succeeded === true ? 'selfdestructed' : null;
}

/**
 * Serializes the address page. An address never seen on chain is still an address: it
 * gets a zero balance and every flag false (GUIDE §3).
 */
export function serializeAddressDetail(row: AddressDetailRow, base: AddressParam, token: TokenRow | null): AddressDetail {
  return {
    ...base,
    creator_address_hash: row.creator_address_hash ? checksumAddress(row.creator_address_hash) : null,
    creation_transaction_hash: row.creation_transaction_hash,
    creation_status: creationStatus(row),
    token: token ? serializeToken(token) : null,
    coin_balance: row.fetched_coin_balance ?? '0',
    exchange_rate: null,
    block_number_balance_updated_at: row.fetched_coin_balance_block_number,
    has_validated_blocks: row.has_validated_blocks,
    has_logs: row.has_logs,
    has_tokens: row.has_tokens,
    has_token_transfers: row.has_token_transfers,
    has_beacon_chain_withdrawals: row.has_beacon_chain_withdrawals,
    watchlist_address_id: null,
  };
}

/** A top-holders item: its balance and the number of transactions it sent. */
export function serializeTopAddress(row: TopAddressRow, base: AddressParam): TopAddress {
  return { ...base, coin_balance: row.fetched_coin_balance, transactions_count: String(row.sent_count ?? 0) };
}

/** A coin balance history row; `transactionHash` is the transaction that moved the coins, if known. */
export function serializeCoinBalance(row: CoinBalanceRow, transactionHash: string | null): CoinBalance {
  return {
    transaction_hash: transactionHash,
    block_number: row.block_number,
    delta: row.delta,
    value: row.value,
    block_timestamp: row.block_timestamp.toISOString(),
  };
}

/**
 * The daily chart: each day's closing balance, the last day set to the latest balance,
 * and today added with that balance when missing (Blockscout's ending).
 */
export function serializeDailyBalances(days: DailyBalanceRow[], latest: DailyBalanceRow | null, window: number, today: string): AddressCoinBalanceHistoryByDayResponse {
  const items = days.map((day) => ({ date: day.day, value: day.value }));
  if (latest && items.length > 0) items[items.length - 1] = { date: latest.day, value: latest.value };
  const last = items[items.length - 1];
  if (last && last.date !== today) items.push({ date: today, value: last.value });
  return { items, days: window };
}
