import { Box, Text } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';
import throwOnResourceLoadError from 'lib/errors/AppPageError';
import { formatNumber } from 'lib/format';
import PageTitle from 'ui/shared/PageTitle';

/**
 * Block details. The block arrives with the server HTML (see lib/next/pageProps); the full
 * details view lands with the core pages milestone.
 */
export default function Block() {
  const router = useRouter();
  const heightOrHash = String(router.query.height_or_hash ?? '');
  const query = useApiQuery('general:block', { pathParams: { height_or_hash: heightOrHash } });
  throwOnResourceLoadError({ isError: query.isError, error: query.error, resource: 'general:block' });

  const block = query.data;
  return (
    <Box>
      <PageTitle title={ block ? `Block #${ block.height }` : 'Block details' }/>
      { block && (
        <Text color="text.secondary" fontSize="sm" data-testid="block-summary">
          { formatNumber(block.transactions_count) } transactions · { block.hash }
        </Text>
      ) }
    </Box>
  );
}
