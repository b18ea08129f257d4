/**
 * Transactions tab: the address's transactions (pending first), an in/out filter, and new
 * ones pushed on `addresses:{hash}` merged into page 1 or held behind an "N new" notice.
 * Page 1 of the unfiltered list comes with the server HTML (lib/next/pageProps).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import React from 'react';

import { readDirection } from 'lib/address/listFilters';
import { getResourceKey } from 'lib/api/useApiQuery';
import useQueryWithPages from 'lib/api/useQueryWithPages';
import type { Transaction } from 'types/api/transaction';
import NewItemsNotice from 'ui/shared/lists/NewItemsNotice';
import CsvExportLink from 'ui/csvExport/CsvExportLink';
import TxsContent from 'ui/txs/TxsContent';
import { LIVE_LIST_STALE_TIME_MS } from 'ui/txs/useNewTxsSocket';

import { txKey, txMatchesDirection } from '../liveUpdates';
import { useAddressChannel, useAddressEvent } from '../live/useAddressChannel';
import useLiveList from '../live/useLiveList';
import { DirectionFilter } from './AddressListFilters';

export default function AddressTxs({ hash }: { hash: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const filter = readDirection(router.query.filter);
  const filters = { filter };
  const query = useQueryWithPages({
    resourceName: 'general:address_txs', pathParams: { hash }, filters,
    // The socket keeps the list current: page 1 from the server HTML is not fetched again on load.
    options: { staleTime: LIVE_LIST_STALE_TIME_MS },
  });
  const { page, resetPage } = query.pagination;
  const queryKey = React.useMemo(() => getResourceKey('general:address_txs', { pathParams: { hash }, queryParams: { filter } }), [ hash, filter ]);
  const listRef = React.useRef<HTMLDivElement>(null);

  const reload = React.useCallback(() => {
    if (page === 1) queryClient.invalidateQueries({ queryKey }); else resetPage();
  }, [ page, queryClient, queryKey, resetPage ]);
  const matches = React.useCallback((tx: Transaction) => txMatchesDirection(tx, hash, filter), [ hash, filter ]);
  const live = useLiveList({ queryKey, isFirstPage: page === 1 && !query.isPlaceholderData, keyOf: txKey, matches, listRef, reload });
  const channel = useAddressChannel(hash);
  useAddressEvent(channel, [ 'transaction', 'pending_transaction' ], (payload) => live.onItems(payload.transactions));

  const { reset } = live;

  const handleFilterChange = React.useCallback((value: typeof filter) => {
    reset();
    query.onFilterChange({ filter: value });
  }, [ query, reset ]);

  return (
    <TxsContent
      query={ query }
      currentAddress={ hash }
      filters={ (
        <>
          <DirectionFilter value={ filter } onChange={ handleFilterChange }/>
          <CsvExportLink type="transactions" address={ hash } filterType="address" filterValue={ filter }/>
        </>
      ) }
      emptyText="There are no transactions for this address."
      filteredEmptyText="No transactions match the filter."
      hasActiveFilters={ Boolean(filter) }
      notice={ <NewItemsNotice count={ live.newCount } noun="transaction" isFloating onClick={ live.show }/> }
      listRef={ listRef }
      testId="address-txs"
    />
  );
}
