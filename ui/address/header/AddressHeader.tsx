/**
 * Top of the address page: "Address details" or "Contract details", the hash (on one line) with copy
 * and QR code buttons, the account/contract marker and the names the address is known by.
 */
import { Badge, Box, Flex, Skeleton, Text } from '@chakra-ui/react';
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';
import type { AddressDetail } from 'types/api/address';
import VerifiedTwin from 'ui/address/contract/VerifiedTwin';
import CopyToClipboard from 'ui/shared/CopyToClipboard';
import { AddressEntity } from 'ui/shared/entities/entities';
import HashText from 'ui/shared/entities/HashText';
import PageTitle from 'ui/shared/PageTitle';

import AddressQrCode from './AddressQrCode';
import AddressUserLabels from './AddressUserLabels';

interface Props {
  /** The hash from the URL, shown until the address (with its checksummed hash) is loaded. */
  hash: string;
  address: AddressDetail | undefined;
  isLoading: boolean;
}

/** Names an address is known by, each once: its own name, its ENS-like name, public tags. */
export function addressNames(address: AddressDetail): Array<string> {
  const names = [
    address.name,
    address.ens_domain_name,
    ...(address.public_tags ?? []).map((tag) => tag.display_name),
    ...(address.metadata?.tags ?? []).map((tag) => tag.name),
  ].filter((name): name is string => Boolean(name));
  return [ ...new Set(names) ];
}

/** A contract's verification state and, for a proxy, where its calls go. */
function ContractBadges({ hash, address }: { hash: string; address: AddressDetail }) {
  const implementations = address.implementations ?? [];
  // Only the contract says whose verification it is; the Contract tab reads the same cached answer (same URL hash).
  const contractQuery = useApiQuery('general:contract', { pathParams: { hash }, queryOptions: { enabled: Boolean(address.is_verified) } });
  const twinHash = address.is_verified ? contractQuery.data?.verified_twin_address_hash : null;
  return (
    <>
      <Badge size="md" variant="subtle" colorPalette={ address.is_verified ? 'green' : 'gray' } data-testid="address-verified">
        { address.is_verified ? 'Verified' : 'Not verified' }
      </Badge>
      { twinHash && <VerifiedTwin twinHash={ twinHash }/> }
      { implementations.length > 0 && (
        <Flex align="center" gap="1" fontSize="sm" data-testid="address-implementation">
          <Text as="span" color="text.secondary">Proxy to</Text>
          { implementations.map((impl) => (
            <AddressEntity key={ impl.address_hash } address={{ hash: impl.address_hash, name: impl.name ?? null, is_contract: true }} noCopy/>
          )) }
        </Flex>
      ) }
    </>
  );
}

export default function AddressHeader({ hash, address, isLoading }: Props) {
  const isContract = Boolean(address?.is_contract);
  const shownHash = address?.hash ?? hash;
  return (
    <Box mb="6">
      <PageTitle title={ isContract ? 'Contract details' : 'Address details' }/>
      <Flex align="center" gap="2" wrap="wrap" mt="-3">
        <Skeleton loading={ isLoading } display="inline-flex" alignItems="center" gap="2">
          <Badge size="md" variant="subtle" colorPalette={ isContract ? 'brand' : 'gray' } data-testid="address-kind"
            title={ isContract ? 'A smart contract: this address has code' : 'An externally owned account: this address has no code' }>
            { isContract ? 'Contract' : 'EOA' }
          </Badge>
        </Skeleton>
        <Flex align="center" gap="1" minW="0" maxW="100%">
          { /* One line at every width: cut in the middle (keeping the tail) where it does not fit, whole in the text and the copy. */ }
          <Text as="span" display="inline-flex" minW="0" maxW="100%" fontSize={{ base: 'sm', lg: 'md' }}>
            <HashText hash={ shownHash } title={ shownHash } testId="address-hash"/>
          </Text>
          <CopyToClipboard text={ shownHash } size="xs"/>
          <AddressQrCode hash={ shownHash }/>
        </Flex>
        { address?.is_contract && <ContractBadges hash={ hash } address={ address }/> }
      </Flex>
      { address && addressNames(address).length > 0 && (
        <Flex gap="2" wrap="wrap" mt="3" data-testid="address-names">
          { addressNames(address).map((name) => (
            <Badge key={ name } variant="outline" size="md" maxW="100%" whiteSpace="normal" wordBreak="break-word">{ name }</Badge>
          )) }
        </Flex>
      ) }
      <AddressUserLabels hash={ shownHash }/>
    </Box>
  );
}
