/**
 * "via its twin 0x12…abcd": said beside a contract's verified status when the verification is
 * another contract's with the same runtime code (`verified_twin_address_hash`), linking the
 * twin's Contract tab, where the sources shown come from.
 */
import { Flex, Text } from '@chakra-ui/react';
import React from 'react';

import { AddressEntity } from 'ui/shared/entities/entities';

export default function VerifiedTwin({ twinHash }: { twinHash: string }) {
  return (
    <Flex as="span" display="inline-flex" align="center" gap="1" minW="0" fontSize="sm" data-testid="verified-twin"
      title="This contract has the same bytecode as a verified one, so it shares that verification">
      <Text as="span" color="text.secondary" flexShrink={ 0 }>via its twin</Text>
      <AddressEntity address={{ hash: twinHash, name: null, is_contract: true }} href={ `/address/${ twinHash }?tab=contract` } noCopy/>
    </Flex>
  );
}
