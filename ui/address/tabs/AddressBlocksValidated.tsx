/** Blocks validated tab: blocks this address produced, newest first. */
import { Box } from '@chakra-ui/react';
import React from 'react';

import useQueryWithPages from 'lib/api/useQueryWithPages';
import BlocksListItems from 'ui/blocks/BlocksListItems';
import DataListDisplay from 'ui/shared/lists/DataListDisplay';
import Pagination from 'ui/shared/pagination/Pagination';

export default function AddressBlocksValidated({ hash }: { hash: string }) {
  const query = useQueryWithPages({ resourceName: 'general:address_blocks_validated', pathParams: { hash } });
  const items = query.data?.items ?? [];
  return (
    <DataListDisplay
      isPending={ query.isPending }
      isError={ query.isError }
      itemsCount={ items.length }
      emptyText="There are no blocks validated by this address."
      pagination={ <Pagination pagination={ query.pagination }/> }
      testId="address-blocks-validated"
    >
      <Box opacity={ query.isPlaceholderData ? 0.6 : 1 }>
        <BlocksListItems items={ items }/>
      </Box>
    </DataListDisplay>
  );
}
