/**
 * `/address/[hash]/contract-verification`: the verification form for one contract, with the
 * progress while the verifier works and the result arriving over the socket. The address
 * comes from the API (with the server HTML, see lib/next/pageProps): its checksummed hash is
 * the one shown, an address without code gets no form, and a malformed hash gets the error
 * screen of the API's answer (422: "Request cannot be processed").
 */
import { Alert, Box, Flex, Skeleton, Spinner, Text } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';
import throwOnResourceLoadError from 'lib/errors/AppPageError';
import ContractVerificationForm from 'ui/contractVerification/ContractVerificationForm';
import useContractVerification from 'ui/contractVerification/useContractVerification';
import { AddressEntity } from 'ui/shared/entities/entities';
import PageTitle from 'ui/shared/PageTitle';

export default function ContractVerification() {
  const router = useRouter();
  const hash = String(router.query.hash ?? '');
  const addressQuery = useApiQuery('general:address', { pathParams: { hash }, queryOptions: { enabled: Boolean(hash) } });
  throwOnResourceLoadError({ isError: addressQuery.isError, error: addressQuery.error, resource: 'general:address' });
  const address = addressQuery.data;
  const isContract = Boolean(address?.is_contract);
  const configQuery = useApiQuery('general:contract_verification_config');
  const verification = useContractVerification(hash);
  const isBusy = verification.status !== 'idle';
  // A fully verified contract has nothing to verify: its code is the page to see (a partial match may be redone).
  const contractQuery = useApiQuery('general:contract', { pathParams: { hash }, queryOptions: { enabled: isContract } });
  const isFullyVerified = Boolean(contractQuery.data?.is_fully_verified) && verification.status === 'idle';
  React.useEffect(() => {
    if (isFullyVerified) void router.replace({ pathname: '/address/[hash]', query: { hash, tab: 'contract' } });
  }, [ isFullyVerified, hash, router ]);
  const showsForm = isContract && !isFullyVerified;

  return (
    <Box>
      <PageTitle title="Contract verification"/>
      <Flex align="center" gap="2" mb="6" fontSize="sm" data-testid="verification-address">
        <Text as="span" color="text.secondary">Contract</Text>
        { address ?
          <AddressEntity address={{ hash: address.hash, name: null, is_contract: address.is_contract }} truncation="dynamic"/> :
          <Skeleton h="5" w="360px" maxW="100%"/> }
      </Flex>
      { address && !isContract && (
        <Alert.Root status="warning" maxW="820px" data-testid="verification-not-contract">
          <Alert.Indicator/>
          <Alert.Content>
            <Alert.Title>This address is not a contract</Alert.Title>
            <Alert.Description>It holds no code, so there is no source code to verify.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) }
      { (addressQuery.isPending || (showsForm && configQuery.isPending)) && <Skeleton h="400px" maxW="820px"/> }
      { showsForm && configQuery.isError && (
        <Alert.Root status="error"><Alert.Indicator/><Alert.Title>Could not load the verification settings. Try reloading the page.</Alert.Title></Alert.Root>
      ) }
      { isFullyVerified && (
        <Text fontSize="sm" role="status" data-testid="verification-already">This contract is verified already. Opening its code…</Text>
      ) }
      { showsForm && configQuery.data && (
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
