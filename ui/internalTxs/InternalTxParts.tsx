/** Pieces of an internal transaction row: its type, "from → to" (or the contract it created) and its result. */
import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import React from 'react';

import type { InternalTransaction } from 'types/api/internalTransaction';
import { AddressEntity } from 'ui/shared/entities/entities';
import { AddressFromTo } from 'ui/tokenTransfers/TokenTransferParts';

export function InternalTxType({ type }: { type: string }) {
  return <Badge size="sm" variant="subtle" colorPalette="brand" fontFamily="mono" data-testid="internal-tx-type">{ type }</Badge>;
}

/** A create shows the new contract where a call shows its target. */
export function InternalTxFromTo({ item, currentAddress }: { item: InternalTransaction; currentAddress?: string }) {
  if (!item.to && item.created_contract) {
    return (
      <Flex align="center" gap="2" minW="0" wrap="wrap" data-testid="from-to">
        { item.from ? <AddressEntity address={ item.from }/> : <Text as="span" color="text.secondary">—</Text> }
        <Flex as="span" align="center" gap="2" minW="0" maxW="100%">
          <Box as="span" color="text.secondary" aria-hidden flexShrink={ 0 }>→</Box>
          <Flex as="span" align="center" gap="1" minW="0" data-testid="created-contract">
            <AddressEntity address={ item.created_contract }/>
            <Text as="span" fontSize="xs" color="text.secondary" whiteSpace="nowrap">(created)</Text>
          </Flex>
        </Flex>
      </Flex>
    );
  }
  return <AddressFromTo from={ item.from } to={ item.to } currentAddress={ currentAddress }/>;
}

/** "Success", or "Error" with the reason the node gave ("execution reverted", "out of gas"). */
export function InternalTxStatus({ item }: { item: Pick<InternalTransaction, 'success' | 'error'> }) {
  if (item.success) {
    return (
      <Badge size="sm" variant="subtle" colorPalette="green" data-testid="internal-tx-status" data-status="success">
        <span aria-hidden>✓</span>Success
      </Badge>
    );
  }
  return (
    <Flex direction="column" align="flex-start" gap="1">
      <Badge size="sm" variant="subtle" colorPalette="red" data-testid="internal-tx-status" data-status="error">
        <span aria-hidden>✕</span>Error
      </Badge>
      { item.error && <Text as="span" fontSize="xs" color="text.secondary" wordBreak="break-word">{ item.error }</Text> }
    </Flex>
  );
}
