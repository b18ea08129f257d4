/** Typed account fixtures for the component tests of the account pages: rows and keyset pages of them. */
import { addressParam } from 'mocks/address/addressParam';
import type {
  AddressTagItem, AddressTagsResponse, TransactionTagItem, TransactionTagsResponse, WatchlistItem, WatchlistPagingParams, WatchlistResponse,
} from 'types/api/account';
import type { VerifiedAddress } from 'types/api/contractInfo';
import type { Paginated } from 'types/api/shared';

type AccountPagingParams = WatchlistPagingParams;

/** The account API's page size. */
export const ACCOUNT_PAGE_SIZE = 50;

/** A distinct lower-case address per id, so rows differ by address too. */
const addressOf = (id: number) => `0x${ id.toString(16).padStart(40, 'a') }`;

export function watchlistItem(id: number, overrides: Partial<WatchlistItem> = {}): WatchlistItem {
  const hash = addressOf(id);
  return {
    id,
    address_hash: hash,
    address: addressParam(hash),
    name: `Watched ${ id }`,
    address_balance: '1500000000000000000',
    exchange_rate: null,
    tokens_count: 0,
    tokens_fiat_value: null,
    tokens_overflow: false,
    notification_settings: {
      native: { incoming: true, outcoming: true },
      'ERC-20': { incoming: true, outcoming: true },
      'ERC-721': { incoming: true, outcoming: true },
      'ERC-404': { incoming: true, outcoming: true },
    },
    notification_methods: { email: id % 2 === 0 },
    ...overrides,
  };
}

export function addressTagItem(id: number): AddressTagItem {
  const hash = addressOf(id);
  return { id, address_hash: hash, address: addressParam(hash), name: `Address tag ${ id }` };
}

export function transactionTagItem(id: number): TransactionTagItem {
  return { id, transaction_hash: `0x${ id.toString(16).padStart(64, 'b') }`, name: `Transaction tag ${ id }` };
}

/** Rows `count` down to 1, newest first, as the account API lists them. */
export function rowsNewestFirst<Item>(make: (id: number) => Item, count: number): Array<Item> {
  return Array.from({ length: count }, (_, index) => make(count - index));
}

/**
 * The page of `rows` (newest first) after the cursor id, as the account API answers it: up to
 * 50 rows and, when more follow, `next_page_params` naming the last row shown.
 */
export function accountPage<Item extends { id: number }>(rows: Array<Item>, afterId?: number): Paginated<Item, AccountPagingParams> {
  const rest = afterId === undefined ? rows : rows.filter((row) => row.id < afterId);
  const items = rest.slice(0, ACCOUNT_PAGE_SIZE);
  const last = items[items.length - 1];
  return { items, next_page_params: rest.length > ACCOUNT_PAGE_SIZE && last ? { id: last.id, items_count: ACCOUNT_PAGE_SIZE } : null };
}

export const watchlistFirstPage = (count: number): WatchlistResponse => accountPage(rowsNewestFirst(watchlistItem, count));
export const addressTagsFirstPage = (count: number): AddressTagsResponse => accountPage(rowsNewestFirst(addressTagItem, count));
export const transactionTagsFirstPage = (count: number): TransactionTagsResponse => accountPage(rowsNewestFirst(transactionTagItem, count));

/** A row of the verified addresses list; `metadata` names the token when the address is one the explorer indexed by name. */
export function verifiedAddress(contractAddress: string, metadata: VerifiedAddress['metadata'] = { tokenName: null, tokenSymbol: null }): VerifiedAddress {
  return { userId: '1', chainId: '265', contractAddress, verifiedDate: '2026-11-27T10:15:00.000Z', metadata };
}
