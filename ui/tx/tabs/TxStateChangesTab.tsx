/** "State changes" tab: who gained and lost what (coin and tokens) in this transaction. */
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import PagedList from 'ui/shared/lists/PagedList';

import StateChangesListItems from './StateChangesListItems';

export default function TxStateChangesTab({ hash }: { hash: string }) {
  const query = useQueryWithPages({ resourceName: 'general:tx_state_changes', pathParams: { hash } });
  return (
    <PagedList query={ query } emptyText="There are no state changes for this transaction." testId="tx-state-changes">
      { (items) => <StateChangesListItems items={ items }/> }
    </PagedList>
  );
}
