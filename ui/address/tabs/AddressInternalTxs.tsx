/** Internal txns tab: calls into and out of the address made inside transactions, with an in/out filter and "Download CSV". */
import { useRouter } from 'next/router';
import React from 'react';

import { readDirection } from 'lib/address/listFilters';
import useQueryWithPages from 'lib/api/useQueryWithPages';
import CsvExportLink from 'ui/csvExport/CsvExportLink';
import InternalTxsListItems from 'ui/internalTxs/InternalTxsListItems';
import PagedList from 'ui/shared/lists/PagedList';

import { DirectionFilter } from './AddressListFilters';

export default function AddressInternalTxs({ hash }: { hash: string }) {
  const router = useRouter();
  const filter = readDirection(router.query.filter);
  const query = useQueryWithPages({ resourceName: 'general:address_internal_txs', pathParams: { hash }, filters: { filter } });
  const { onFilterChange } = query;
  const handleFilter = React.useCallback((value: typeof filter) => onFilterChange({ filter: value }), [ onFilterChange ]);
  return (
    <PagedList
      query={ query }
      emptyText="There are no internal transactions for this address."
      filteredEmptyText="No internal transactions match the filter."
      hasActiveFilters={ Boolean(filter) }
      filters={ (
        <>
          <DirectionFilter value={ filter } onChange={ handleFilter }/>
          <CsvExportLink type="internal-transactions" address={ hash } filterType="address" filterValue={ filter }/>
        </>
      ) }
      testId="address-internal-txs"
    >
      { (items) => (
        <InternalTxsListItems items={ items } currentAddress={ hash } showTxInfo/>
      ) }
    </PagedList>
  );
}
