/**
 * A paginated transactions list: the list frame (filters, pager, skeleton, error, empty
 * state) around {@link TxsListItems}. Takes any `useQueryWithPages` result whose items are
 * transactions (all, pending, watch list, a block's, an address's).
 */
import React from 'react';

import type { PaginationParams } from 'lib/api/useQueryWithPages';
import type { Transaction } from 'types/api/transaction';
import PagedList from 'ui/shared/lists/PagedList';

import TxsListItems from './TxsListItems';

/** The part of a `useQueryWithPages` result the list reads. */
export interface TxsQuery {
  data: { items: Array<Transaction> } | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  pagination: PaginationParams;
}

interface Props {
  query: TxsQuery;
  currentAddress?: string;
  showBlockInfo?: boolean;
  /** Left side of the action bar. */
  filters?: React.ReactNode;
  emptyText?: string;
  filteredEmptyText?: string;
  hasActiveFilters?: boolean;
  /** Shown above the items, e.g. the live "N new transactions" notice. */
  notice?: React.ReactNode;
  /** The element the rows start with, for live lists that watch where the reader is. */
  listRef?: React.Ref<HTMLDivElement>;
  testId?: string;
}

export default function TxsContent({
  query, currentAddress, showBlockInfo = true, filters, emptyText = 'There are no transactions.', filteredEmptyText, hasActiveFilters,
  notice, listRef, testId = 'txs-list',
}: Props) {
  return (
    <PagedList
      query={ query }
      emptyText={ emptyText }
      filteredEmptyText={ filteredEmptyText }
      hasActiveFilters={ hasActiveFilters }
      filters={ filters }
      testId={ testId }
      notice={ notice }
      listRef={ listRef }
    >
      { (items) => (
        <TxsListItems items={ items } currentAddress={ currentAddress } showBlockInfo={ showBlockInfo }/>
      ) }
    </PagedList>
  );
}
