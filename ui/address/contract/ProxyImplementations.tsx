/**
 * Above the Read proxy and Write proxy tabs: where the proxy's calls go, as
 * "Implementation address 0x… (BoxV1)", one line per implementation. The name is the
 * verifier's, shown as text.
 */
import { Flex, Text } from '@chakra-ui/react';
import React from 'react';

import type { AddressImplementation } from 'types/api/address';
import { AddressEntity } from 'ui/shared/entities/entities';

export default function ProxyImplementations({ implementations }: { implementations: Array<AddressImplementation> }) {
  if (implementations.length === 0) return null;
  return (
    <Flex direction="column" gap="1" mb="4" fontSize="sm" data-testid="proxy-implementation">
      { implementations.map((implementation) => (
        <Flex key={ implementation.address_hash } align="center" gap="2" minW="0">
          <Text as="span" color="text.secondary" flexShrink={ 0 }>Implementation address</Text>
          <AddressEntity address={{ hash: implementation.address_hash, name: null, is_contract: true }} truncation="dynamic"/>
          { implementation.name && <Text as="span" flexShrink={ 0 }>({ implementation.name })</Text> }
        </Flex>
      )) }
    </Flex>
  );
}
