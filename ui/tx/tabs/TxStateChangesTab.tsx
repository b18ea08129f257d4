/** "State changes" tab: who gained and lost what (coin and tokens) in this transaction. */
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import DataListDisplay from 'ui/shared/lists/DataListDisplay';
import Pagination from 'ui/shared/pagination/Pagination';

import StateChangesListItems from './StateChangesListItems';

export default function TxStateChangesTab({ hash }: { hash: string }) {
  const query = useQueryWithPages({ resourceName: 'general:tx_state_changes', pathParams: { hash } });
  const items = query.data?.items ?? [];
  return (
    <DataListDisplay
      isPending={ query.isPending }
      isError={ query.isError }
      itemsCount={ items.length }
      emptyText="There are no state changes for this transaction."
      pagination={ query.pagination.isVisible ? <Pagination pagination={ query.pagination }/> : undefined }
      testId="tx-state-changes"
    >
      <StateChangesListItems items={ items }/>
    </DataListDisplay>
  );
}
