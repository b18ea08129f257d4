/**
 * Search: full results, quick search and the exact-match redirect (GUIDE §6).
 */
import type { AddressMetadata, Reputation } from './address';
import type { BlockType } from './block';
import type { AddressHash, FloatString, FullHash, IntegerString, Paginated, Timestamp } from './shared';
import type { TokenType } from './token';

interface SearchItemBase {
  /** Lower sorts first within the server's ranking. */
  priority?: number;
}

export interface SearchResultToken extends SearchItemBase {
  type: 'token';
  /** Null when the contract does not say (an ERC-1155 often has no symbol); one of the two matched. */
  name: string | null;
  symbol: string | null;
  address_hash: AddressHash;
  icon_url: string | null;
  token_type: TokenType;
  is_smart_contract_verified: boolean;
  exchange_rate: FloatString | null;
  total_supply: IntegerString | null;
  circulating_market_cap: FloatString | null;
  is_verified_via_admin_panel: boolean;
  certified?: boolean;
  reputation?: Reputation | null;
  token_url: string;
  address_url: string;
}

export interface SearchResultEnsInfo {
  address_hash: AddressHash;
  expiry_date?: Timestamp | null;
  name: string;
  names_count: number;
}

export interface SearchResultAddressOrContract extends SearchItemBase {
  type: 'address' | 'contract' | 'label' | 'ens_domain';
  name: string | null;
  address_hash: AddressHash;
  url?: string;
  is_smart_contract_verified: boolean;
  ens_info?: SearchResultEnsInfo | null;
  certified?: boolean;
  reputation?: Reputation | null;
}

export interface SearchResultMetadataTag extends Omit<SearchResultAddressOrContract, 'type'> {
  type: 'metadata_tag';
  metadata: AddressMetadata['tags'][number];
}

export interface SearchResultBlock extends SearchItemBase {
  type: 'block';
  block_number: number | string;
  block_hash: FullHash;
  timestamp: Timestamp | null;
  block_type?: BlockType;
  url?: string;
}

export interface SearchResultTransaction extends SearchItemBase {
  type: 'transaction';
  transaction_hash: FullHash;
  timestamp: Timestamp | null;
  url?: string;
}

export interface SearchResultUserOperation extends SearchItemBase {
  type: 'user_operation';
  user_operation_hash: FullHash;
  timestamp: Timestamp | null;
}

export interface SearchResultBlob extends SearchItemBase {
  type: 'blob';
  blob_hash: FullHash;
  timestamp: Timestamp | null;
}

/** One search hit; switch on `type`. */
export type SearchResultItem =
  | SearchResultToken
  | SearchResultAddressOrContract
  | SearchResultMetadataTag
  | SearchResultBlock
  | SearchResultTransaction
  | SearchResultUserOperation
  | SearchResultBlob;

export type SearchResultType = SearchResultItem['type'];

/**
 * The structured search cursor. Echo it back as-is: object values are serialised as JSON into
 * the query string.
 */
export type SearchPagingParams = Record<string, string | number | boolean | null | Record<string, unknown>>;

/** `GET /v2/search?q=`. */
export type SearchResult = Paginated<SearchResultItem, SearchPagingParams>;

export interface SearchFilters { q: string }

/** `GET /v2/search/quick?q=` (at most 50, not paginated). */
export type QuickSearchResult = Array<SearchResultItem>;

/** `GET /v2/search/check-redirect?q=`: where an exact hash or number leads. */
export interface SearchRedirectResult {
  redirect: boolean | null;
  type: 'address' | 'block' | 'transaction' | 'user_operation' | 'blob' | 'ens_domain' | null;
  parameter: string | null;
}
