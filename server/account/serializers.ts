/** Account rows in the shapes of GUIDE §9 (types/api/account.ts). */
import type {
  AddressTagItem, ApiKey, CustomAbi, PublicTag, TransactionTagItem, UserInfo, WatchlistItem, WatchlistNotificationSettings,
} from '../../types/api/account';
import type { Abi } from '../../types/api/contract';
import type { Queryable } from '../db';
import type { ApiKeyRow } from '../db/queries/account/apiKeys';
import type { CustomAbiRow } from '../db/queries/account/customAbis';
import type { PublicTagRow } from '../db/queries/account/publicTags';
import type { AddressTagRow, TransactionTagRow } from '../db/queries/account/tags';
import type { UserRow } from '../db/queries/account/users';
import type { WatchlistRow } from '../db/queries/account/watchlist';
import { listBalanceSummaries, loadAddressInfo } from '../db/queries/addresses';
import { checksumAddress } from '../common/checksumAddress';
import { serializeAddress } from '../serializers/address';

export function serializeUser(user: UserRow): UserInfo {
  return { name: user.name, nickname: user.nickname, email: user.email, avatar: user.avatar,
    address_hash: user.address_hash ? checksumAddress(user.address_hash) : null };
}

export async function serializeWatchlist(db: Queryable, rows: WatchlistRow[]): Promise<WatchlistItem[]> {
  const hashes = rows.map((row) => row.address_hash);
  const infos = await loadAddressInfo(db, hashes);
  const balances = await listBalanceSummaries(db, hashes);
  const byHash = new Map(balances.map((row) => [ row.hash, row ]));
  return rows.map((row) => {
    const known = byHash.get(row.address_hash);
    return {
      id: Number(row.id),
      address_hash: checksumAddress(row.address_hash),
      address: { ...serializeAddress(row.address_hash, infos.get(row.address_hash)), watchlist_names: [ { label: row.name, display_name: row.name } ] },
      name: row.name,
      address_balance: known?.balance ?? null,
      exchange_rate: null,
      notification_settings: row.notification_settings as unknown as WatchlistNotificationSettings,
      notification_methods: { email: row.notify_email },
      tokens_count: known?.tokens ?? 0,
      tokens_fiat_value: null,
      tokens_overflow: false,
    };
  });
}

export async function serializeAddressTags(db: Queryable, rows: AddressTagRow[]): Promise<AddressTagItem[]> {
  const infos = await loadAddressInfo(db, rows.map((row) => row.address_hash));
  return rows.map((row) => ({
    id: Number(row.id),
    address_hash: checksumAddress(row.address_hash),
    address: { ...serializeAddress(row.address_hash, infos.get(row.address_hash)),
      private_tags: [ { label: row.name, display_name: row.name, address_hash: checksumAddress(row.address_hash) } ] },
    name: row.name,
  }));
}

export function serializeTransactionTag(row: TransactionTagRow): TransactionTagItem {
  return { id: Number(row.id), transaction_hash: row.transaction_hash, name: row.name };
}

/** `id` addresses the key in PUT and DELETE; `api_key` is the key itself only in the answer that creates it. */
export function serializeApiKey(row: ApiKeyRow, clearKey?: string): ApiKey & { id: string } {
  return { id: row.id, api_key: clearKey ?? row.masked, name: row.name };
}

export async function serializeCustomAbis(db: Queryable, rows: CustomAbiRow[]): Promise<CustomAbi[]> {
  const infos = await loadAddressInfo(db, rows.map((row) => row.contract_address_hash));
  return rows.map((row) => ({
    id: Number(row.id),
    contract_address_hash: checksumAddress(row.contract_address_hash),
    contract_address: serializeAddress(row.contract_address_hash, infos.get(row.contract_address_hash)),
    name: row.name,
    abi: row.abi as Abi,
  }));
}

export async function serializePublicTags(db: Queryable, rows: PublicTagRow[]): Promise<PublicTag[]> {
  const infos = await loadAddressInfo(db, rows.flatMap((row) => row.addresses));
  return rows.map((row) => ({
    id: Number(row.id),
    full_name: row.full_name,
    email: row.email,
    company: row.company,
    website: row.website,
    tags: row.tags,
    addresses: row.addresses.map(checksumAddress),
    addresses_with_info: row.addresses.map((hash) => serializeAddress(hash, infos.get(hash))),
    additional_comment: row.additional_comment,
    is_owner: row.is_owner,
    submission_date: new Date(row.submission_date).toISOString(),
  }));
}
