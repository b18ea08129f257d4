/**
 * Token transfers tab: transfers to and from the address, filtered by token standard and
 * direction, with pushed transfers merged into page 1 or held behind an "N new" notice.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import React from 'react';

import { readDirection } from 'lib/address/listFilters';
import { parseTypeFilter } from 'lib/tokens/typeFilter';
import { getResourceKey } from 'lib/api/useApiQuery';
import useQueryWithPages from 'lib/api/useQueryWithPages';
import type { TokenType } from 'types/api/token';
import type { TokenTransfer } from 'types/api/tokenTransfer';
import CsvExportLink from 'ui/csvExport/CsvExportLink';
import PagedList from 'ui/shared/lists/PagedList';
import NewItemsNotice from 'ui/shared/lists/NewItemsNotice';
import TokenTransfersListItems from 'ui/tokenTransfers/TokenTransfersListItems';

import { transferKey, transferMatches } from '../liveUpdates';
import { useAddressChannel, useAddressEvent } from '../live/useAddressChannel';
import useLiveList from '../live/useLiveList';
import { DirectionFilter, TokenTypeFilter } from './AddressListFilters';

export default function AddressTokenTransfers({ hash }: { hash: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const filter = readDirection(router.query.filter);
  const types = parseTypeFilter(router.query.type);
  const filters = { filter, type: types };
  const query = useQueryWithPages({ resourceName: 'general:address_token_transfers', pathParams: { hash }, filters });
  const { page, resetPage } = query.pagination;
  const typesKey = types.join(',');
  const queryKey = React.useMemo(() => getResourceKey('general:address_token_transfers', {
    pathParams: { hash }, queryParams: { filter, type: typesKey ? typesKey.split(',') : [] },
  }), [ hash, filter, typesKey ]);

  const listRef = React.useRef<HTMLDivElement>(null);
  const reload = React.useCallback(() => {
    if (page === 1) queryClient.invalidateQueries({ queryKey }); else resetPage();
  }, [ page, queryClient, queryKey, resetPage ]);
  const matches = React.useCallback((transfer: TokenTransfer) =>
    transferMatches(transfer, hash, filter, typesKey ? typesKey.split(',') as Array<TokenType> : undefined), [ hash, filter, typesKey ]);
  const live = useLiveList({ queryKey, isFirstPage: page === 1 && !query.isPlaceholderData, keyOf: transferKey, matches, listRef, reload });
  const channel = useAddressChannel(hash);
  useAddressEvent(channel, 'token_transfer', (payload) => live.onItems(payload.token_transfers));

  const { reset } = live;

  const { onFilterChange } = query;
  const handleDirection = React.useCallback((value: typeof filter) => {
    reset();
    onFilterChange({ filter: value, type: types });
  }, [ onFilterChange, reset, types ]);
  const handleType = React.useCallback((value: TokenType | undefined) => {
    reset();
    onFilterChange({ filter, type: value ? [ value ] : [] });
  }, [ filter, onFilterChange, reset ]);

  return (
    <PagedList
      query={ query }
      emptyText="There are no token transfers for this address."
      filteredEmptyText="No token transfers match the filters."
      hasActiveFilters={ Boolean(filter) || types.length > 0 }
      filters={ (
        <>
          <TokenTypeFilter value={ types.length === 1 ? types[0] : undefined } onChange={ handleType }/>
          <DirectionFilter value={ filter } onChange={ handleDirection }/>
          { /* The file has every standard: the export takes the direction only. */ }
          <CsvExportLink type="token-transfers" address={ hash } filterType="address" filterValue={ filter }/>
        </>
      ) }
      testId="address-token-transfers"
      notice={ <NewItemsNotice count={ live.newCount } noun="token transfer" isFloating onClick={ live.show }/> }
      listRef={ listRef }
    >
      { (items) => (
        <TokenTransfersListItems items={ items } currentAddress={ hash } showTxInfo/>
      ) }
    </PagedList>
  );
}
