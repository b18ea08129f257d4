/** Blocks validated tab: blocks this address produced, newest first. */
import React from 'react';

import BlocksListItems from 'ui/blocks/BlocksListItems';
import { PagedResourceList } from 'ui/shared/lists/PagedList';

export default function AddressBlocksValidated({ hash }: { hash: string }) {
  return (
    <PagedResourceList resourceName="general:address_blocks_validated" pathParams={{ hash }}
      emptyText="There are no blocks validated by this address." testId="address-blocks-validated">
      { (items) => <BlocksListItems items={ items }/> }
    </PagedResourceList>
  );
}
