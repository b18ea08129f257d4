/**
 * "Add email" on the profile: the address, a code mailed to it (`send_otp` knows the signed-in
 * user and sends a code for linking), then the code (`email/link`). Hands back the updated
 * profile.
 */
import { Button, chakra, Field, Input, Stack, Text } from '@chakra-ui/react';
import React from 'react';

import type { UserInfo } from 'types/api/account';

import useApiFetch from 'lib/api/useApiFetch';
import useCsrfToken from 'ui/account/useCsrfToken';
import useEmailCode from 'ui/account/useEmailCode';
import AppDialog from 'ui/shared/AppDialog';

interface Props {
  onLinked: (profile: UserInfo) => void;
  onClose: () => void;
}

export default function LinkEmailDialog({ onLinked, onClose }: Props) {
  const apiFetch = useApiFetch();
  const csrf = useCsrfToken();
  const { email, setEmail, code, setCode, isCodeSent, notice, error, isBusy, requestCode, resend, submitCode } = useEmailCode();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isCodeSent) return requestCode();
    return submitCode(async(body) => {
      await csrf.ensure();
      const profile = await apiFetch('account:link_email', { fetchParams: { method: 'POST', body } });
      onLinked(profile as UserInfo);
    });
  };

  return (
    <AppDialog title="Add email" testId="link-email-dialog" onClose={ onClose } onSubmit={ submit } footer={ (
      <>
        <Button variant="outline" onClick={ onClose }>Cancel</Button>
        <Button type="submit" loading={ isBusy }>{ isCodeSent ? 'Submit' : 'Send code' }</Button>
      </>
    ) }>
      <Stack gap="4">
        { isCodeSent ? (
          <>
            <Text>Please check <chakra.span fontWeight={ 700 }>{ email.trim() }</chakra.span> and enter your code below.</Text>
            <Field.Root invalid={ Boolean(error) }>
              <Field.Label>Code</Field.Label>
              <Input value={ code } onChange={ (event) => setCode(event.target.value) } inputMode="numeric" autoComplete="one-time-code" maxLength={ 6 }/>
            </Field.Root>
            <Button variant="plain" alignSelf="flex-start" px="0" onClick={ resend } disabled={ isBusy }>Resend code</Button>
          </>
        ) : (
          <>
            <Text>Account email, used for transaction notifications from your watchlist.</Text>
            <Field.Root invalid={ Boolean(error) }>
              <Field.Label>Email</Field.Label>
              <Input type="email" value={ email } onChange={ (event) => setEmail(event.target.value) } autoComplete="email"/>
            </Field.Root>
          </>
        ) }
        { notice && <Text fontSize="sm" role="status">{ notice }</Text> }
        { error && <Text color="fg.error" fontSize="sm" role="alert">{ error }</Text> }
      </Stack>
    </AppDialog>
  );
}
