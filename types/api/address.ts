/**
 * Addresses: the embedded AddressParam, the address page and its tabs (GUIDE §2-3).
 */
import type { Block } from './block';
import type { InternalTransaction } from './internalTransaction';
import type { Log } from './log';
import type {
  AddressFromToFilter, AddressHash, DateString, FloatString, FullHash, IntegerString,
  Paginated, SortOrder, Timestamp,
} from './shared';
import type { TokenInfo, TokenInstance, TokenType, NftTokenType } from './token';
import type { TokenTransfer, TokenTransferPagingParams } from './tokenTransfer';
import type { Transaction, TxsPendingPagingParams, TxsValidatedPagingParams } from './transaction';
import type { Withdrawal, WithdrawalsPagingParams } from './withdrawal';

/** Proxy patterns Blockscout recognises. */
export type ProxyType =
  | 'eip1167' | 'eip1967' | 'eip1822' | 'eip1967_oz' | 'eip1967_beacon' | 'master_copy'
  | 'basic_implementation' | 'basic_get_implementation' | 'comptroller' | 'eip2535'
  | 'clone_with_immutable_arguments' | 'eip7702' | 'resolved_delegate_proxy' | 'erc7760'
  | 'minimal_proxy';

export interface AddressImplementation {
  address_hash: AddressHash;
  name: string | null;
}

/** A private or public tag of the logged-in user. */
export interface AddressTag {
  address_hash: AddressHash;
  display_name: string;
  label: string;
}

export interface WatchlistName {
  display_name: string;
  label: string;
}

export type MetadataTagType = 'name' | 'generic' | 'classifier' | 'information' | 'note' | 'protocol';

/** A public label from the metadata service. */
export interface AddressMetadataTag {
  slug: string;
  name: string;
  tagType: MetadataTagType;
  ordinal: number;
  meta: Record<string, unknown> | null;
}

export interface AddressMetadata {
  tags: Array<AddressMetadataTag>;
}

export type Reputation = 'ok' | 'scam';

/** An address embedded in other objects (`from`, `to`, `miner`, ...). Spec name: `Address`. */
export interface AddressParam {
  hash: AddressHash;
  is_contract: boolean | null;
  is_verified: boolean | null;
  name: string | null;
  implementations: Array<AddressImplementation> | null;
  proxy_type: ProxyType | null;
  ens_domain_name: string | null;
  metadata: AddressMetadata | null;
  is_scam: boolean;
  reputation: Reputation;
  /** Only for a logged-in user. */
  private_tags?: Array<AddressTag>;
  public_tags?: Array<AddressTag>;
  watchlist_names?: Array<WatchlistName>;
}

export type AddressCreationStatus = 'success' | 'failed' | 'selfdestructed';

/** `GET /v2/addresses/{h}`. An address never seen on chain still answers 200 with zeros. */
export interface AddressDetail extends AddressParam {
  coin_balance: IntegerString | null;
  exchange_rate: FloatString | null;
  block_number_balance_updated_at: number | null;
  creator_address_hash: AddressHash | null;
  creation_transaction_hash: FullHash | null;
  creation_status: AddressCreationStatus | null;
  token: TokenInfo | null;
  has_logs: boolean;
  has_token_transfers: boolean;
  has_tokens: boolean;
  has_validated_blocks: boolean;
  has_beacon_chain_withdrawals: boolean;
  watchlist_address_id: number | null;
}

/** `GET /v2/addresses/{h}/counters`. */
export interface AddressCounters {
  transactions_count: IntegerString;
  token_transfers_count: IntegerString;
  gas_usage_count: IntegerString;
  validations_count: IntegerString;
}

/** `GET /v2/addresses/{h}/tabs-counters`. Values are capped at 51; the UI shows "50+". */
export interface AddressTabsCounters {
  transactions_count?: number;
  token_transfers_count?: number;
  internal_transactions_count?: number;
  logs_count?: number;
  token_balances_count?: number;
  validations_count?: number;
  withdrawals_count?: number;
  beacon_deposits_count?: number;
  celo_election_rewards_count?: number;
}

/** An item of the top-holders list. */
export interface TopAddress extends AddressParam {
  coin_balance: IntegerString | null;
  transactions_count: IntegerString | null;
}

export type AddressesPagingParams = {
  fetched_coin_balance: IntegerString | null;
  hash: AddressHash;
  /** Blockscout sends it (null when sorting by balance); our backend leaves it out. */
  transactions_count?: IntegerString | null;
  items_count: number;
};

/** `GET /v2/addresses`: top native-coin holders plus two top-level totals. */
export interface AddressesResponse extends Paginated<TopAddress, AddressesPagingParams> {
  exchange_rate: FloatString | null;
  total_supply: FloatString | null;
}

export interface AddressesSorting {
  sort?: 'balance' | 'transactions_count';
  order?: SortOrder;
}

/** A row of the coin balance history. */
export interface CoinBalance {
  block_number: number;
  block_timestamp: Timestamp;
  value: IntegerString;
  /** Signed change against the previous row. */
  delta: IntegerString;
  transaction_hash: FullHash | null;
}

export type CoinBalanceHistoryPagingParams = { block_number: number; items_count: number };
export type AddressCoinBalanceHistoryResponse = Paginated<CoinBalance, CoinBalanceHistoryPagingParams>;

export interface CoinBalanceByDay {
  date: DateString;
  value: IntegerString;
}

/** `GET /v2/addresses/{h}/coin-balance-history-by-day` (not paginated). */
export interface AddressCoinBalanceHistoryByDayResponse {
  items: Array<CoinBalanceByDay>;
  days: number;
}

/** A token held by an address (`/tokens` page items and `/token-balances` array items). */
export interface AddressTokenBalance {
  token: TokenInfo | null;
  value: IntegerString;
  token_id: IntegerString | null;
  token_instance: TokenInstance | null;
}

/** Our keyset: balance, then token, then id (Blockscout's row `id` has no equivalent here). */
export type AddressTokensPagingParams = {
  fiat_value: FloatString | null;
  value: IntegerString;
  token_contract_address_hash: AddressHash;
  token_id?: IntegerString;
  items_count: number;
};
export type AddressTokensResponse = Paginated<AddressTokenBalance, AddressTokensPagingParams>;
export type AddressTokenBalancesResponse = Array<AddressTokenBalance>;
export interface AddressTokensFilter { type?: Array<TokenType> }

export type AddressNftPagingParams = {
  token_contract_address_hash: AddressHash;
  token_id: IntegerString;
  token_type: TokenType;
  items_count: number;
};
/** `GET /v2/addresses/{h}/nft`: instances with `token_type` and `value` filled in. */
export type AddressNftResponse = Paginated<TokenInstance, AddressNftPagingParams>;

/** A collection on `/nft/collections`: one token with the address's instances of it. */
export interface AddressNftCollection {
  token: TokenInfo;
  amount: IntegerString | null;
  token_instances: Array<TokenInstance>;
}
export type AddressCollectionsPagingParams = Omit<AddressNftPagingParams, 'token_id'>;
export type AddressCollectionsResponse = Paginated<AddressNftCollection, AddressCollectionsPagingParams>;
export interface AddressNftFilter { type?: Array<NftTokenType> }

export type AddressTxsSortField = 'block_number' | 'value' | 'fee';
export interface AddressTxsFilter {
  filter?: AddressFromToFilter;
  sort?: AddressTxsSortField;
  order?: SortOrder;
}
/**
 * The cursor of an address's transactions: the validated one (plus `value` or `fee` when
 * sorted by it), or the pending one while the page ends among pending transactions.
 */
export type AddressTxsPagingParams = (TxsValidatedPagingParams & { value?: IntegerString; fee?: IntegerString }) | TxsPendingPagingParams;
export type AddressTransactionsResponse = Paginated<Transaction, AddressTxsPagingParams>;

export interface AddressInternalTxsFilter { filter?: AddressFromToFilter }
export type AddressInternalTxsResponse = Paginated<InternalTransaction, {
  block_number: number; transaction_index: number; index: number; items_count: number;
}>;

export interface AddressTokenTransfersFilter {
  filter?: AddressFromToFilter;
  type?: Array<TokenType>;
  token?: AddressHash;
}
export type AddressTokenTransfersResponse = Paginated<TokenTransfer, TokenTransferPagingParams>;

export type AddressBlocksValidatedResponse = Paginated<Block, { block_number: number; items_count: number }>;

export interface AddressLogsFilter { topic?: string }
export type AddressLogsResponse = Paginated<Log, { block_number: number; index: number; items_count: number }>;

export type AddressWithdrawalsResponse = Paginated<Withdrawal, WithdrawalsPagingParams>;
