/**
 * Tokens, holders and NFT instances (GUIDE §2 and §4).
 */
import type { AddressParam, Reputation } from './address';
import type { AddressHash, FloatString, IntegerString, Paginated, SortOrder } from './shared';
import type { TokenTransfer, TokenTransferPagingParams } from './tokenTransfer';

/** Every token standard Blockscout knows, in the order lists show them. */
export const TOKEN_TYPES = [ 'ERC-20', 'ERC-721', 'ERC-1155', 'ERC-404', 'ERC-7984' ] as const;
export type TokenType = typeof TOKEN_TYPES[number];
/** Standards whose tokens are NFT instances (with ids). */
export const NFT_TOKEN_TYPES = [ 'ERC-721', 'ERC-1155', 'ERC-404' ] as const satisfies ReadonlyArray<TokenType>;
export type NftTokenType = typeof NFT_TOKEN_TYPES[number];
/** The standards the token, transfer and address lists offer as a `type` filter, in the filter's order. */
export const FILTER_TOKEN_TYPES = [ 'ERC-20', 'ERC-721', 'ERC-1155' ] as const satisfies ReadonlyArray<TokenType>;
export type FilterTokenType = typeof FILTER_TOKEN_TYPES[number];

/** A token contract; embedded in transfers and balances and returned by `/v2/tokens/{h}`. */
export interface TokenInfo<T extends TokenType = TokenType> {
  address_hash: AddressHash;
  name: string | null;
  symbol: string | null;
  /** e.g. `"18"`. */
  decimals: IntegerString | null;
  type: T;
  /** In raw units. */
  total_supply: IntegerString | null;
  holders_count: IntegerString | null;
  exchange_rate: FloatString | null;
  volume_24h: FloatString | null;
  circulating_market_cap: FloatString | null;
  circulating_supply: FloatString | null;
  icon_url: string | null;
  reputation: Reputation | null;
  /** Bridged tokens only. */
  bridge_type?: 'omni' | 'amb' | null;
  foreign_address?: string | null;
  origin_chain_id?: IntegerString | null;
}

/** Blockscout's keys; on our chain `fiat_value` and `market_cap` are always null and `name` is the first 64 characters. */
export type TokensPagingParams = {
  contract_address_hash: AddressHash;
  fiat_value: FloatString | null;
  holders_count: number | null;
  is_name_null: boolean;
  market_cap: FloatString | null;
  name: string | null;
  items_count: number;
};
export type TokensResponse = Paginated<TokenInfo, TokensPagingParams>;
export interface TokensFilters {
  q?: string;
  type?: Array<TokenType>;
}
export interface TokensSorting {
  sort?: 'fiat_value' | 'holders_count' | 'circulating_market_cap';
  order?: SortOrder;
}

/** `GET /v2/tokens/{h}/counters`. */
export interface TokenCounters {
  token_holders_count: IntegerString;
  transfers_count: IntegerString;
}

export interface TokenHolder {
  address: AddressParam;
  value: IntegerString | null;
  token_id: IntegerString | null;
}
/** `token_id` is there when the last holder's balance is of one id (ERC-1155). */
export type TokenHoldersPagingParams = { address_hash: AddressHash; value: IntegerString; token_id?: IntegerString; items_count: number };
export type TokenHoldersResponse = Paginated<TokenHolder, TokenHoldersPagingParams>;

/** The `thumbnails` map of an NFT instance. */
export interface TokenInstanceThumbnails {
  original: string;
  '60x60'?: string;
  '250x250'?: string;
  '500x500'?: string;
}

/** An NFT. `metadata` is the raw token-URI JSON. */
export interface TokenInstance {
  id: IntegerString;
  token: TokenInfo | null;
  owner: AddressParam | null;
  metadata: Record<string, unknown> | null;
  image_url: string | null;
  animation_url: string | null;
  external_app_url: string | null;
  media_url: string | null;
  media_type: string | null;
  thumbnails: TokenInstanceThumbnails | null;
  is_unique: boolean | null;
  /** Filled in lists (address NFTs, inventory). */
  token_type?: TokenType | null;
  value?: IntegerString | null;
}

/** `unique_token` is the last id shown; ours is a decimal string (ids are uint256). */
export type TokenInventoryPagingParams = { unique_token: number | string; items_count?: number };
export type TokenInventoryResponse = Paginated<TokenInstance, TokenInventoryPagingParams>;
export interface TokenInventoryFilters { holder_address_hash?: AddressHash }

export type TokenTransfersResponse = Paginated<TokenTransfer, TokenTransferPagingParams>;
export type TokenInstanceTransfersResponse = Paginated<TokenTransfer, TokenTransferPagingParams>;
export type TokenInstanceHoldersResponse = Paginated<TokenHolder, TokenHoldersPagingParams>;

/** `GET /v2/tokens/{h}/instances/{id}/transfers-count`. */
export interface TokenInstanceTransfersCount {
  transfers_count: number;
}

/** Body of `PATCH .../refetch-metadata`; the outcome arrives on the socket. */
export interface TokenInstanceRefetchMetadataBody {
  recaptcha_response?: string;
  recaptcha_v3_response?: string;
}
