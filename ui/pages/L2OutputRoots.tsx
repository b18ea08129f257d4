/** /l2-output-roots (rollup): the L2 output roots proposed on L1, newest first. */
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import L2ListCount from 'ui/optimism/L2ListCount';
import L2OutputRootsListItems from 'ui/optimism/L2OutputRootsListItems';
import DataListDisplay from 'ui/shared/lists/DataListDisplay';
import PageTitle from 'ui/shared/PageTitle';
import Pagination from 'ui/shared/pagination/Pagination';

export const L2_OUTPUT_ROOTS_EMPTY_TEXT = 'There are no output roots yet.';

export default function L2OutputRoots() {
  const query = useQueryWithPages({ resourceName: 'general:l2_output_roots' });
  return (
    <>
      <PageTitle title="Output roots"/>
      <L2ListCount resource="general:l2_output_roots_count" nouns={ [ 'output root', 'output roots' ] }/>
      <DataListDisplay
        isPending={ query.isPending }
        isError={ query.isError }
        itemsCount={ query.data?.items.length ?? 0 }
        emptyText={ L2_OUTPUT_ROOTS_EMPTY_TEXT }
        pagination={ <Pagination pagination={ query.pagination }/> }
        testId="l2-output-roots-list"
      >
        { query.data && <L2OutputRootsListItems items={ query.data.items }/> }
      </DataListDisplay>
    </>
  );
}
