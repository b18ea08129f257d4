/** "State changes" tab: who gained and lost what (coin and tokens) in this transaction. */
import React from 'react';

import { PagedResourceList } from 'ui/shared/lists/PagedList';

import StateChangesListItems from './StateChangesListItems';

export default function TxStateChangesTab({ hash }: { hash: string }) {
  return (
    <PagedResourceList resourceName="general:tx_state_changes" pathParams={{ hash }}
      emptyText="There are no state changes for this transaction." testId="tx-state-changes">
      { (items) => <StateChangesListItems items={ items }/> }
    </PagedResourceList>
  );
}
