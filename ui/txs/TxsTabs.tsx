/**
 * The three lists of /txs: validated (live "N new" notice on page 1, type filter), pending,
 * and the signed-in user's watch list.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import type { FilterableTransactionType } from 'types/api/transaction';

import NewTxsNotice from './NewTxsNotice';
import TxsContent from './TxsContent';
import TxsTypeFilter, { readTxType } from './TxsTypeFilter';
import useNewTxsSocket, { LIVE_LIST_STALE_TIME_MS } from './useNewTxsSocket';

export function TxsValidated() {
  const router = useRouter();
  const type = readTxType(router.query.type);
  const query = useQueryWithPages({
    resourceName: 'general:txs_validated',
    filters: { filter: 'validated', type },
    // New transactions are announced, not slipped in: the list changes only when the reader asks.
    // While the next page loads, the current one stays (dimmed) instead of a skeleton.
    options: { staleTime: LIVE_LIST_STALE_TIME_MS, placeholderData: keepPreviousData },
  });
  const isFirstPage = query.pagination.page === 1;
  const socket = useNewTxsSocket({ isDisabled: !isFirstPage });
  const [ isRefetching, setRefetching ] = React.useState(false);
  const { refetch, onFilterChange } = query;
  const { reset } = socket;

  const showNew = React.useCallback(async() => {
    // The count starts again at the click: what comes in while page 1 reloads is announced anew.
    reset();
    setRefetching(true);
    try {
      await refetch();
    } finally {
      setRefetching(false);
    }
  }, [ refetch, reset ]);

  const handleTypeChange = React.useCallback((next: FilterableTransactionType | undefined) => {
    reset();
    onFilterChange({ type: next });
  }, [ onFilterChange, reset ]);

  return (
    <TxsContent
      query={ query }
      filters={ <TxsTypeFilter value={ type } onChange={ handleTypeChange }/> }
      hasActiveFilters={ Boolean(type) }
      emptyText="There are no transactions."
      filteredEmptyText="No transactions of this type."
      notice={ isFirstPage ? <NewTxsNotice count={ socket.count } isUnavailable={ socket.isUnavailable } isLoading={ isRefetching } onClick={ showNew }/> : null }
      testId="txs-validated"
    />
  );
}

export function TxsPending() {
  const query = useQueryWithPages({
    resourceName: 'general:txs_pending', filters: { filter: 'pending' }, options: { placeholderData: keepPreviousData },
  });
  return <TxsContent query={ query } emptyText="There are no pending transactions." testId="txs-pending"/>;
}

export function TxsWatchlist() {
  const query = useQueryWithPages({ resourceName: 'general:txs_watchlist', options: { placeholderData: keepPreviousData } });
  return <TxsContent query={ query } emptyText="There are no transactions of the addresses on your watch list." testId="txs-watchlist"/>;
}
