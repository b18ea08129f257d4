/**
 * Pure helpers behind the live updates of `addresses:{hash}` (GUIDE §10): merge pushed
 * transactions or transfers into page 1 of a list, and apply a pushed balance.
 */
import type { AddressDetail } from 'types/api/address';
import type { AddressFromToFilter } from 'types/api/shared';
import type { TokenType } from 'types/api/token';
import type { TokenTransfer } from 'types/api/tokenTransfer';
import type { Transaction } from 'types/api/transaction';

/**
 * Page 1 of a live list grows up to this many items (the API's page is 50); beyond it new
 * items are only counted. Growing instead of trimming keeps the cursor to page 2 right.
 */
export const MAX_LIVE_PAGE_ITEMS = 75;

export interface MergeOptions<T> {
  keyOf: (item: T) => string;
  /** Whether a new item belongs to the list as filtered. */
  matches: (item: T) => boolean;
  maxItems?: number;
}

export interface MergeResult<T> {
  items: Array<T>;
  /** New matching items that did not fit on the page: the "N new" notice counts them. */
  overflow: number;
}

/**
 * Known items are replaced in place (a pending transaction got mined); new matching ones go
 * on top, in the order pushed, until the page holds `maxItems`.
 */
export function mergeNewItems<T>(items: ReadonlyArray<T>, incoming: ReadonlyArray<T>, { keyOf, matches, maxItems = MAX_LIVE_PAGE_ITEMS }: MergeOptions<T>): MergeResult<T> {
  const next = items.slice();
  const index = new Map(items.map((item, position) => [ keyOf(item), position ]));
  const added: Array<T> = [];
  const addedKeys = new Set<string>();
  let overflow = 0;
  for (const item of incoming) {
    const key = keyOf(item);
    const position = index.get(key);
    if (position !== undefined) {
      next[position] = item;
    } else if (!addedKeys.has(key) && matches(item)) {
      addedKeys.add(key);
      if (added.length + next.length < maxItems) added.push(item); else overflow++;
    }
  }
  return { items: [ ...added, ...next ], overflow };
}

const sameAddress = (a: string | null | undefined, b: string) => Boolean(a) && a?.toLowerCase() === b.toLowerCase();

/** Whether a transaction of `hash` belongs to the list filtered by direction. */
export function txMatchesDirection(tx: Transaction, hash: string, filter: AddressFromToFilter | undefined): boolean {
  if (filter === 'from') return sameAddress(tx.from.hash, hash);
  if (filter === 'to') return sameAddress(tx.to?.hash, hash) || sameAddress(tx.created_contract?.hash, hash);
  return true;
}

export function transferMatches(
  transfer: TokenTransfer, hash: string, filter: AddressFromToFilter | undefined, types: ReadonlyArray<TokenType> | undefined,
): boolean {
  if (types?.length && !types.includes(transfer.token_type)) return false;
  if (filter === 'from') return sameAddress(transfer.from.hash, hash);
  if (filter === 'to') return sameAddress(transfer.to.hash, hash);
  return true;
}

export const txKey = (tx: Transaction) => tx.hash;

export function transferKey(transfer: TokenTransfer): string {
  const tokenId = transfer.total && 'token_id' in transfer.total ? transfer.total.token_id ?? '' : '';
  return `${ transfer.transaction_hash }:${ transfer.log_index }:${ tokenId }`;
}

/** The address with a pushed balance, unless the cached one was read at a later block. */
export function applyBalance(address: AddressDetail | undefined, balance: string, blockNumber: number): AddressDetail | undefined {
  if (!address) return address;
  const current = address.block_number_balance_updated_at;
  if (current !== null && blockNumber < current) return address;
  return { ...address, coin_balance: balance, block_number_balance_updated_at: blockNumber };
}
