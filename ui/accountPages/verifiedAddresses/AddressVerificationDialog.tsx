/**
 * Proving a contract is yours: its address first (the service says whether it can be
 * claimed and hands out a message), then the message signed by the contract's creator or
 * owner — with the wallet, or pasted from elsewhere (e.g. `cast wallet sign`).
 */
import { Box, Button, Code, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import React from 'react';

import useApiFetch from 'lib/api/useApiFetch';
import { isAddress } from 'ui/account/formFields';
import useCsrfToken from 'ui/account/useCsrfToken';
import AppDialog from 'ui/shared/AppDialog';
import useAsyncStep from 'ui/shared/useAsyncStep';

const SignWithWallet = dynamic(() => import('./SignWithWallet'), { ssr: false });

/** What each answer of the service means for the visitor. */
const STATUS_TEXT: Record<string, string> = {
  INVALID_ADDRESS_ERROR: 'This is not a contract address on this chain.',
  SOURCE_CODE_NOT_VERIFIED_ERROR: 'Verify the contract\'s source code first, then come back.',
  IS_OWNER_ERROR: 'You have verified this address already.',
  OWNERSHIP_VERIFIED_ERROR: 'Another account has verified the ownership of this address.',
  INVALID_SIGNER_ERROR: 'The signature is not from the contract\'s creator or owner.',
  VALIDITY_EXPIRED_ERROR: 'The message expired; start again to get a new one.',
};

interface Prepared {
  signingMessage: string;
  contractCreator: string | null;
  contractOwner: string | null;
}

interface Answer {
  status: string;
  result?: Record<string, unknown>;
}

export default function AddressVerificationDialog({ onClose, onVerified }: { onClose: () => void; onVerified: () => void }) {
  const apiFetch = useApiFetch();
  const csrf = useCsrfToken();
  const [ address, setAddress ] = React.useState('');
  const [ prepared, setPrepared ] = React.useState<Prepared | null>(null);
  const [ signature, setSignature ] = React.useState('');
  const { run, error, setError, isBusy } = useAsyncStep(() => 'Something went wrong. Try again later.');

  const ask = async(type: ':prepare' | ':verify', body: object): Promise<Answer> => {
    await csrf.ensure();
    return await apiFetch('contractInfo:address_verification', { pathParams: { type }, fetchParams: { method: 'POST', body } }) as Answer;
  };

  const prepare = (event: React.FormEvent) => {
    event.preventDefault();
    const invalid = isAddress(address);
    if (invalid) return setError(invalid);
    return run(async() => {
      const answer = await ask(':prepare', { contractAddress: address.trim() });
      if (answer.status === 'SUCCESS') setPrepared(answer.result as unknown as Prepared);
      else setError(STATUS_TEXT[answer.status] ?? `The address cannot be verified (${ answer.status }).`);
    });
  };

  const verify = (value: string) => run(async() => {
    if (!prepared) return;
    const answer = await ask(':verify', { contractAddress: address.trim(), message: prepared.signingMessage, signature: value.trim() });
    if (answer.status === 'SUCCESS') onVerified();
    else setError(STATUS_TEXT[answer.status] ?? `The ownership could not be verified (${ answer.status }).`);
  });

  return (
    <AppDialog title="Verify address ownership" testId="address-verification-dialog" size="lg" onClose={ onClose } footer={ (
      <>
        <Button variant="outline" onClick={ onClose }>Cancel</Button>
        { !prepared ?
          <Button type="submit" form="address-verification-form" loading={ isBusy }>Continue</Button> :
          <Button onClick={ () => verify(signature) } loading={ isBusy } disabled={ !signature.trim() }>Verify</Button> }
      </>
    ) }>
      { !prepared ? (
        <form onSubmit={ prepare } noValidate id="address-verification-form">
          <Field.Root invalid={ Boolean(error) }>
            <Field.Label>Smart contract address (0x...)</Field.Label>
            <Input value={ address } onChange={ (event) => setAddress(event.target.value) } autoComplete="off"/>
            <Field.HelperText>The contract&apos;s source code must be verified. Its creator or its owner() signs next.</Field.HelperText>
          </Field.Root>
        </form>
      ) : (
        <Stack gap="3">
          <Text>Sign this message with the address of the contract&apos;s creator{ prepared.contractOwner ? ' or owner' : '' }:</Text>
          <Text fontSize="sm" color="text.secondary" data-testid="allowed-signers">
            Creator: { prepared.contractCreator ?? '—' }{ prepared.contractOwner ? `; owner: ${ prepared.contractOwner }` : '' }
          </Text>
          <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="3" data-testid="signing-message">{ prepared.signingMessage }</Code>
          <Box><SignWithWallet message={ prepared.signingMessage } onSigned={ verify }/></Box>
          <Field.Root>
            <Field.Label>Or paste the signature</Field.Label>
            <Textarea value={ signature } onChange={ (event) => setSignature(event.target.value) } rows={ 2 } fontFamily="mono" fontSize="sm"/>
          </Field.Root>
        </Stack>
      ) }
      { error && <Text color="fg.error" fontSize="sm" mt="3" role="alert">{ error }</Text> }
    </AppDialog>
  );
}
