/**
 * Account API (`/api/account/v1|v2/*`, GUIDE §9): profile, watch list, private tags, API keys,
 * custom ABIs and the legacy public-tag requests.
 */
import type { AddressParam } from './address';
import type { Abi } from './contract';
import type { AddressHash, FloatString, FullHash, IntegerString, Paginated, Timestamp } from './shared';

/** The session cookie the account API sets at sign-in (HttpOnly); its presence means the visitor is signed in. */
export const SESSION_COOKIE_NAME = '_explorer_key';

/** `GET /get_csrf`: the token travels in the `x-bs-account-csrf` response header. */
export interface CsrfResponse {
  message?: string;
  token?: string;
}

/** `GET /user/info`. */
export interface UserInfo {
  name: string | null;
  nickname: string | null;
  email: string | null;
  avatar: string | null;
  address_hash: AddressHash | null;
}

export interface NotificationDirections {
  incoming: boolean;
  outcoming: boolean;
}

export interface WatchlistNotificationSettings {
  native: NotificationDirections;
  'ERC-20': NotificationDirections;
  'ERC-721': NotificationDirections;
  'ERC-404'?: NotificationDirections;
}

/** Body of `POST /user/watchlist` and `PUT /user/watchlist/{id}`. */
export interface WatchlistItemBody {
  address_hash: AddressHash;
  name: string;
  notification_settings: WatchlistNotificationSettings;
  notification_methods: { email: boolean };
}

export interface WatchlistItem extends WatchlistItemBody {
  id: number;
  address: AddressParam;
  address_balance: IntegerString | null;
  exchange_rate: FloatString | null;
  tokens_count: number;
  tokens_fiat_value: FloatString | null;
  tokens_overflow: boolean;
}
export type WatchlistPagingParams = { id: number; items_count: number };
export type WatchlistResponse = Paginated<WatchlistItem, WatchlistPagingParams>;

export interface AddressTagItem {
  id: number;
  address_hash: AddressHash;
  address: AddressParam;
  name: string;
}
export type AddressTagsResponse = Paginated<AddressTagItem, { id: number; items_count: number }>;
export interface AddressTagBody { address_hash: AddressHash; name: string }

export interface TransactionTagItem {
  id: number;
  transaction_hash: FullHash;
  name: string;
}
export type TransactionTagsResponse = Paginated<TransactionTagItem, { id: number; items_count: number }>;
export interface TransactionTagBody { transaction_hash: FullHash; name: string }

/** At most 3 per user. */
export interface ApiKey {
  api_key: string;
  name: string;
}
export type ApiKeys = Array<ApiKey>;
export interface ApiKeyBody { name: string }

export interface CustomAbi {
  id: number;
  contract_address_hash: AddressHash;
  contract_address: AddressParam;
  name: string;
  abi: Abi;
}
export type CustomAbis = Array<CustomAbi>;
/** `abi` may be a JSON array or its string form. */
export interface CustomAbiBody { contract_address_hash: AddressHash; name: string; abi: Abi | string }

/** Body of the legacy public-tags request (removed upstream in v9.1). */
export interface PublicTagBody {
  full_name: string;
  email: string;
  company: string;
  website: string;
  /** Semicolon-separated, e.g. `"tag1;tag2"`. */
  tags: string;
  addresses: Array<AddressHash>;
  additional_comment: string;
  is_owner: boolean;
}
export interface PublicTag extends PublicTagBody {
  id: number;
  addresses_with_info: Array<AddressParam>;
  submission_date: Timestamp;
}
export type PublicTags = Array<PublicTag>;

/** `GET /tags/address/{h}` for the current user. */
export interface AddressTagsForUser {
  personal_tags: Array<{ label: string; display_name: string; address_hash: AddressHash }>;
  /** `id` (ours, not Blockscout's): the watch-list row, for removing the address from the list. */
  watchlist_names: Array<{ label: string; display_name: string; id?: number }>;
  common_tags: Array<{ label: string; display_name: string; address_hash: AddressHash }>;
}

/** `GET /tags/transaction/{h}` adds the transaction's own tag. */
export interface TransactionTagsForUser extends AddressTagsForUser {
  personal_transaction_tag: { label: string } | null;
}
