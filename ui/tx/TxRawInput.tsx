/** The calldata as sent: hex in a scrolling box, with a copy button. */
import { Box, Flex, Text } from '@chakra-ui/react';
import React from 'react';

import CopyToClipboard from 'ui/shared/CopyToClipboard';

export default function TxRawInput({ input }: { input: string }) {
  if (input === '0x' || input === '') return <Text as="span" color="text.secondary">No input data (0x)</Text>;
  return (
    <Flex gap="1" align="flex-start" minW="0">
      <Box bg="bg.sidebar" borderRadius="md" px="3" py="2" maxH="160px" overflowY="auto" flex="1" minW="0">
        <Text as="span" fontFamily="mono" fontSize="xs" wordBreak="break-all" data-testid="tx-raw-input">{ input }</Text>
      </Box>
      <CopyToClipboard text={ input }/>
    </Flex>
  );
}
