/**
 * "from → to" of a transaction. A contract creation has no `to`: the created contract takes
 * its place, marked as new. On an address page the direction (IN/OUT/SELF) sits between.
 */
import { Box, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import React from 'react';

import type { Transaction } from 'types/api/transaction';
import { AddressEntity } from 'ui/shared/entities/entities';

import { TxDirectionBadge } from './TxBadges';
import { txDirection } from './txLabels';

type Tx = Pick<Transaction, 'from' | 'to' | 'created_contract'>;

export function TxTo({ tx }: { tx: Tx }) {
  if (tx.to) return <Box as="span" data-testid="tx-to" minW="0" display="inline-flex"><AddressEntity address={ tx.to }/></Box>;
  if (tx.created_contract) {
    return (
      <Flex as="span" data-testid="tx-to" data-created-contract="true" align="center" gap="1" minW="0" display="inline-flex">
        <AddressEntity address={ tx.created_contract }/>
        <Text as="span" fontSize="xs" color="text.secondary" whiteSpace="nowrap">(created)</Text>
      </Flex>
    );
  }
  return <Text as="span" color="text.secondary" data-testid="tx-to">Contract creation</Text>;
}

export function TxFrom({ tx }: { tx: Tx }) {
  return <Box as="span" data-testid="tx-from" minW="0" display="inline-flex"><AddressEntity address={ tx.from }/></Box>;
}

/**
 * `row`: one line, from → to (wrapping when narrow); `stack`: from above, → to below, so a
 * table column stays narrow and every row looks the same.
 */
export default function TxFromTo({ tx, currentAddress, layout = 'row' }: { tx: Tx; currentAddress?: string; layout?: 'row' | 'stack' }) {
  const direction = txDirection(tx, currentAddress);
  const connector = direction ?
    <TxDirectionBadge direction={ direction }/> :
    <Box as="span" color="text.secondary" w={ layout === 'stack' ? '4' : undefined } flexShrink={ 0 }><span aria-hidden>→</span><VisuallyHidden>to</VisuallyHidden></Box>;
  if (layout === 'stack') {
    return (
      <Flex direction="column" gap="1" minW="0">
        <Flex align="center" gap="2" minW="0" pl={ direction ? '12' : '6' }><TxFrom tx={ tx }/></Flex>
        <Flex align="center" gap="2" minW="0">{ connector }<TxTo tx={ tx }/></Flex>
      </Flex>
    );
  }
  return (
    <Flex align="center" gap="2" minW="0" wrap="wrap">
      <TxFrom tx={ tx }/>
      { /* The arrow goes with the recipient: when the line wraps it never stands alone. */ }
      <Flex as="span" align="center" gap="2" minW="0" maxW="100%">
        { connector }
        <TxTo tx={ tx }/>
      </Flex>
    </Flex>
  );
}
