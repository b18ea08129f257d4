/** Decoded calldata or custom error: the method signature (as text), its selector and a parameters table. */
import { Badge, Flex, Text } from '@chakra-ui/react';
import React from 'react';

import type { DecodedInput } from 'types/api/decodedInput';

import DecodedParams from './DecodedParams';

export default function TxDecodedInput({ input, testId }: { input: DecodedInput; testId?: string }) {
  return (
    <Flex direction="column" gap="2" minW="0" data-testid={ testId }>
      <Flex gap="2" align="baseline" wrap="wrap" minW="0">
        { input.method_id && <Badge size="sm" variant="subtle" colorPalette="brand" fontFamily="mono" flexShrink={ 0 }>{ `0x${ input.method_id }` }</Badge> }
        <Text as="span" fontFamily="mono" fontSize="xs" wordBreak="break-word" data-testid="decoded-method">
          { input.method_call ?? 'Unknown method' }
        </Text>
      </Flex>
      <DecodedParams params={ input.parameters }/>
    </Flex>
  );
}
