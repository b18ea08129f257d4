/**
 * `/address/[hash]/contract-verification`: the verification form for one address, with the
 * progress while the verifier works and the result arriving over the socket.
 */
import { Alert, Box, Flex, Skeleton, Spinner, Text } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';
import ContractVerificationForm from 'ui/contractVerification/ContractVerificationForm';
import useContractVerification from 'ui/contractVerification/useContractVerification';
import { AddressEntity } from 'ui/shared/entities/entities';
import PageTitle from 'ui/shared/PageTitle';

export default function ContractVerification() {
  const router = useRouter();
  const hash = String(router.query.hash ?? '');
  const configQuery = useApiQuery('general:contract_verification_config');
  const verification = useContractVerification(hash);
  const isBusy = verification.status !== 'idle';
  // A fully verified contract has nothing to verify: its code is the page to see (a partial match may be redone).
  const contractQuery = useApiQuery('general:contract', { pathParams: { hash }, queryOptions: { enabled: Boolean(hash) } });
  const isFullyVerified = Boolean(contractQuery.data?.is_fully_verified) && verification.status === 'idle';
  React.useEffect(() => {
    if (isFullyVerified) void router.replace({ pathname: '/address/[hash]', query: { hash, tab: 'contract' } });
  }, [ isFullyVerified, hash, router ]);

  return (
    <Box>
      <PageTitle title="Contract verification"/>
      <Flex align="center" gap="2" mb="6" fontSize="sm">
        <Text as="span" color="text.secondary">Contract</Text>
        <AddressEntity address={{ hash, name: null, is_contract: true }} truncation="dynamic"/>
      </Flex>
      { configQuery.isPending && <Skeleton h="400px" maxW="820px"/> }
      { configQuery.isError && (
        <Alert.Root status="error"><Alert.Indicator/><Alert.Title>Could not load the verification settings. Try reloading the page.</Alert.Title></Alert.Root>
      ) }
      { isFullyVerified && (
        <Text fontSize="sm" role="status" data-testid="verification-already">This contract is verified already. Opening its code…</Text>
      ) }
      { configQuery.data && !isFullyVerified && (
        <ContractVerificationForm config={ configQuery.data } errors={ verification.errors } isBusy={ isBusy }
          onErrors={ verification.setErrors } onSubmit={ verification.submit }/>
      ) }
      { (verification.status === 'sending' || verification.status === 'verifying') && (
        <Flex align="center" gap="2" mt="4" role="status" data-testid="verification-progress">
          <Spinner size="sm"/>
          <Text fontSize="sm">
            { verification.status === 'sending' ? 'Sending the sources…' : 'Verifying: the contract is being compiled and compared with the chain. This can take a minute.' }
          </Text>
        </Flex>
      ) }
      { verification.status === 'success' && (
        <Text mt="4" color="green.600" role="status" data-testid="verification-success">Verified. Opening the contract code…</Text>
      ) }
    </Box>
  );
}
