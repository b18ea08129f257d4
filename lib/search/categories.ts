/**
 * Result categories of the search dropdown and page (spec §2 "Search bar"): which category a
 * result belongs to, the fixed order, and where a result leads.
 */
import type { SearchResultItem } from 'types/api/search';

import { appHref, type MarketplaceApp } from './apps';

/** An app from the marketplace config, shown with the API's results. */
export interface SearchResultApp {
  type: 'app';
  app: MarketplaceApp;
}

/** Everything a search can show. */
export type SearchEntry = SearchResultItem | SearchResultApp;

export type SearchCategoryId = 'app' | 'token' | 'nft' | 'address' | 'public_tag' | 'transaction' | 'block';

export interface SearchCategory {
  id: SearchCategoryId;
  title: string;
}

/** In the spec's order. */
export const SEARCH_CATEGORIES: ReadonlyArray<SearchCategory> = [
  { id: 'app', title: 'Apps' },
  { id: 'token', title: 'Tokens (ERC-20)' },
  { id: 'nft', title: 'NFTs (ERC-721 & 1155)' },
  { id: 'address', title: 'Addresses' },
  { id: 'public_tag', title: 'Public tags' },
  { id: 'transaction', title: 'Transactions' },
  { id: 'block', title: 'Blocks' },
];

/** The category of a result, or null for kinds this explorer does not show (user operations, blobs). */
export function getSearchCategory(entry: SearchEntry): SearchCategoryId | null {
  switch (entry.type) {
    case 'app':
      return 'app';
    case 'token':
      return entry.token_type === 'ERC-20' ? 'token' : 'nft';
    case 'address':
    case 'contract':
    case 'ens_domain':
      return 'address';
    case 'label':
    case 'metadata_tag':
      return 'public_tag';
    case 'transaction':
      return 'transaction';
    case 'block':
      return 'block';
    default:
      return null;
  }
}

export interface SearchCategoryGroup {
  category: SearchCategory;
  items: Array<SearchEntry>;
}

/**
 * Apps first, then the API's results, grouped by category in the spec's order; within a
 * category the server's order is kept. Categories without results are left out.
 */
export function groupSearchResults(items: ReadonlyArray<SearchResultItem>, apps: ReadonlyArray<MarketplaceApp> = []): Array<SearchCategoryGroup> {
  const entries: Array<SearchEntry> = [ ...apps.map((app): SearchResultApp => ({ type: 'app', app })), ...items ];
  const byCategory = new Map<SearchCategoryId, Array<SearchEntry>>();
  for (const entry of entries) {
    const id = getSearchCategory(entry);
    if (!id) continue;
    const list = byCategory.get(id) ?? [];
    list.push(entry);
    byCategory.set(id, list);
  }
  return SEARCH_CATEGORIES
    .filter((category) => byCategory.has(category.id))
    .map((category) => ({ category, items: byCategory.get(category.id) ?? [] }));
}

/** How many results the groups hold. */
export function countSearchResults(groups: ReadonlyArray<SearchCategoryGroup>): number {
  return groups.reduce((sum, group) => sum + group.items.length, 0);
}

/**
 * Where a result leads (spec §2 "Click targets"): a token to its page; a contract, address or
 * label to the address page; a transaction to its page; a block by its hash; an internal app
 * to /apps/{id}; an external app to its own site, in a new tab.
 */
export function getSearchResultHref(entry: SearchEntry): { href: string; isExternal: boolean } | null {
  switch (entry.type) {
    case 'app':
      return appHref(entry.app);
    case 'token':
      return { href: `/token/${ entry.address_hash }`, isExternal: false };
    case 'address':
    case 'contract':
    case 'label':
    case 'ens_domain':
    case 'metadata_tag':
      return { href: `/address/${ entry.address_hash }`, isExternal: false };
    case 'transaction':
      return { href: `/tx/${ entry.transaction_hash }`, isExternal: false };
    case 'block':
      return { href: `/block/${ entry.block_hash }`, isExternal: false };
    default:
      return null;
  }
}

/** A stable React key for a result. */
export function getSearchResultKey(entry: SearchEntry): string {
  switch (entry.type) {
    case 'app':
      return `app-${ entry.app.id }`;
    case 'token':
      return `token-${ entry.address_hash }`;
    case 'transaction':
      return `tx-${ entry.transaction_hash }`;
    case 'block':
      return `block-${ entry.block_hash }`;
    case 'user_operation':
      return `op-${ entry.user_operation_hash }`;
    case 'blob':
      return `blob-${ entry.blob_hash }`;
    default:
      return `${ entry.type }-${ entry.address_hash }-${ entry.name ?? '' }`;
  }
}
