/**
 * Turns NFT instance rows into TokenInstance objects. Uniqueness (ERC-1155/ERC-404) and
 * the owners' address info are loaded for the whole page at once: two queries per
 * response, never one per instance.
 */
import type { Queryable } from '../../db';
import type { Paginated } from '../../../types/api/shared';
import type { TokenInfo, TokenInstance, TokenType } from '../../../types/api/token';
import { paginate } from '../../http/pagination';
import { cursorDecimal, type Query } from '../../http/params';
import { loadAddressInfo } from '../../db/queries/addresses';
import { listHolderInventory, listInventory, loadUniqueness } from '../../db/queries/tokenInstances';
import type { TokenRow } from '../../db/queries/tokens';
import { serializeAddress } from '../../serializers/address';
import { serializeToken } from '../serializers/token';
import type { TokenInstanceRow } from '../../db/queries/tokenInstances';
import { serializeTokenInstance } from '../serializers/tokenInstance';

/** One instance to present and what it is shown with. */
export interface InstanceItem {
  row: TokenInstanceRow;
  tokenType: string;
  /** The embedded token; null where Blockscout leaves it out (collections). */
  token: TokenInfo | null;
  /** The holder's amount, for list items (`token_type` and `value` are then filled). */
  value?: string | null;
}

const keyOf = (row: TokenInstanceRow) => `${ row.token_contract_address_hash }:${ row.token_id }`;

/**
 * Serializes instances with owner and `is_unique`: an ERC-721 is unique and owned by its
 * last receiver; an ERC-1155/ERC-404 id is unique when one address holds exactly one,
 * and only then has an owner (Blockscout).
 */
export async function presentInstances(db: Queryable, items: InstanceItem[]): Promise<TokenInstance[]> {
  const multi = items.filter((item) => item.tokenType !== 'ERC-721');
  const uniqueness = await loadUniqueness(db, multi.map(({ row }) => ({ token: row.token_contract_address_hash, tokenId: row.token_id })));
  const owners = items.map(({ row, tokenType }) => tokenType === 'ERC-721' ? row.owner_address_hash : uniqueness.get(keyOf(row))?.owner ?? null);
  const infos = await loadAddressInfo(db, owners.filter((hash): hash is string => hash !== null));
  return items.map((item, index) => {
    const owner = owners[index];
    return serializeTokenInstance(item.row, {
      token: item.token,
      owner: owner === null ? null : serializeAddress(owner, infos.get(owner)),
      isUnique: item.tokenType === 'ERC-721' ? true : uniqueness.get(keyOf(item.row))?.unique ?? false,
      listFields: item.value === undefined ? undefined : { tokenType: item.tokenType as TokenType, value: item.value },
    });
  });
}

/**
 * `/tokens/{h}/instances`: the token's instances, highest id first (cursor `unique_token`);
 * with `holder`, only those it has, as list items with `token_type` and `value`.
 */
export async function inventoryPage(db: Queryable, query: Query, token: TokenRow, holder: string | undefined):
Promise<Paginated<TokenInstance, { unique_token: string; items_count: number }>> {
  const beforeId = cursorDecimal(query, 'unique_token');
  const info = serializeToken(token);
  const cursorOf = (row: TokenInstanceRow) => ({ unique_token: row.token_id });
  if (holder === undefined) {
    const page = await paginate((limit) => listInventory(db, token.contract_address_hash, { beforeId, limit }), cursorOf, query);
    const items = await presentInstances(db, page.rows.map((row) => ({ row, tokenType: token.type, token: info })));
    return { items, next_page_params: page.nextPageParams };
  }
  const page = await paginate((limit) => listHolderInventory(db, token, holder, { beforeId, limit }), cursorOf, query);
  const items = await presentInstances(db, page.rows.map((row) => ({ row, tokenType: token.type, token: info, value: row.value })));
  return { items, next_page_params: page.nextPageParams };
}
