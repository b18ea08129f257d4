/**
 * The verified-contracts list's URL state (`?q=&filter=solidity&sort=balance&order=desc`), read
 * the same way by the page and by the server prefetch so both ask for the same cache key.
 */
import type { SortOrder } from 'types/api/shared';
import type { SmartContractsFilters, SmartContractsSorting } from 'types/api/contract';

export type LanguageFilter = NonNullable<SmartContractsFilters['filter']>;
export type SortField = NonNullable<SmartContractsSorting['sort']>;

export const LANGUAGE_FILTERS: ReadonlyArray<{ id: LanguageFilter; title: string }> = [
  { id: 'solidity', title: 'Solidity' },
  { id: 'vyper', title: 'Vyper' },
  { id: 'yul', title: 'Yul' },
  { id: 'geas', title: 'Geas' },
];

export const SORT_OPTIONS: ReadonlyArray<{ id: string; title: string; sort: SortField; order: SortOrder }> = [
  { id: 'balance-desc', title: 'Balance, highest first', sort: 'balance', order: 'desc' },
  { id: 'balance-asc', title: 'Balance, lowest first', sort: 'balance', order: 'asc' },
  { id: 'transactions_count-desc', title: 'Transactions, most first', sort: 'transactions_count', order: 'desc' },
  { id: 'transactions_count-asc', title: 'Transactions, fewest first', sort: 'transactions_count', order: 'asc' },
];

export interface VerifiedContractsParams {
  q: string;
  filter: LanguageFilter | undefined;
  sort: SortField | undefined;
  order: SortOrder | undefined;
}

const first = (value: unknown): string => (Array.isArray(value) ? value[0] : value) as string ?? '';

export function readListParams(query: Record<string, unknown>): VerifiedContractsParams {
  const filter = LANGUAGE_FILTERS.find((item) => item.id === first(query.filter))?.id;
  const sortOption = SORT_OPTIONS.find((item) => item.sort === first(query.sort) && item.order === first(query.order));
  return { q: first(query.q).trim(), filter, sort: sortOption?.sort, order: sortOption?.order };
}
