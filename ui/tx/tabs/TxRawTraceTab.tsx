/**
 * "Raw trace" tab: the Parity-style call frames as indented JSON in a scrolling block, with a
 * copy button. Loaded on demand (next/dynamic) since few visitors open it; a trace that
 * arrives over the socket (`raw_trace`) lands in the same cache entry.
 */
import { Box, Flex, Text } from '@chakra-ui/react';
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';
import CopyToClipboard from 'ui/shared/CopyToClipboard';
import { LIST_ERROR_TEXT, ListSkeleton } from 'ui/shared/lists/DataListDisplay';

export default function TxRawTraceTab({ hash, isPending }: { hash: string; isPending?: boolean }) {
  const query = useApiQuery('general:tx_raw_trace', { pathParams: { hash } });
  const json = React.useMemo(() => (query.data ? JSON.stringify(query.data, null, 2) : ''), [ query.data ]);

  if (query.isError) return <Text color="text.secondary" py="6" role="alert">{ LIST_ERROR_TEXT }</Text>;
  if (query.isPending) return <ListSkeleton rows={ 6 }/>;
  if (!query.data || query.data.length === 0) {
    return (
      <Text color="text.secondary" py="6" data-testid="raw-trace-empty">
        { isPending ? 'The raw trace appears once the transaction is mined.' : 'There is no raw trace for this transaction yet.' }
      </Text>
    );
  }
  return (
    <Box position="relative" data-testid="tx-raw-trace">
      <Flex justify="space-between" align="center" mb="2">
        <Text color="text.secondary" fontSize="sm">{ query.data.length } call frame{ query.data.length === 1 ? '' : 's' }</Text>
        <CopyToClipboard text={ json } size="xs"/>
      </Flex>
      <Box as="pre" tabIndex={ 0 } aria-label="Raw trace JSON" bg="bg.sidebar" borderWidth="1px" borderColor="border.divider" borderRadius="md"
        p="4" maxH="560px" overflow="auto" fontFamily="mono" fontSize="xs" lineHeight="1.6" whiteSpace="pre" data-testid="raw-trace-json">
        { json }
      </Box>
    </Box>
  );
}
