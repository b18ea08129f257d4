/** Blocks validated tab: blocks this address produced, newest first. */
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import BlocksListItems from 'ui/blocks/BlocksListItems';
import PagedList from 'ui/shared/lists/PagedList';

export default function AddressBlocksValidated({ hash }: { hash: string }) {
  const query = useQueryWithPages({ resourceName: 'general:address_blocks_validated', pathParams: { hash } });
  return (
    <PagedList query={ query } emptyText="There are no blocks validated by this address." testId="address-blocks-validated">
      { (items) => <BlocksListItems items={ items }/> }
    </PagedList>
  );
}
