/**
 * Sign-in with a code sent by email: the address first, then the 6 digits from the mail, with
 * "Resend code" on that step. Used on /login and in the header's sign-in dialog.
 */
import { Button, chakra, Field, Input, Text } from '@chakra-ui/react';
import React from 'react';

import useApiFetch from 'lib/api/useApiFetch';
import useEmailCode from 'ui/account/useEmailCode';

export default function EmailCodeSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const apiFetch = useApiFetch();
  const { email, setEmail, code, setCode, isCodeSent, notice, error, isBusy, requestCode, resend, submitCode } = useEmailCode();

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    return requestCode();
  };

  const confirm = (event: React.FormEvent) => {
    event.preventDefault();
    return submitCode(async(body) => {
      await apiFetch('account:confirm_otp', { fetchParams: { method: 'POST', body } });
      onSignedIn();
    });
  };

  return (
    <chakra.form onSubmit={ isCodeSent ? confirm : send } noValidate textAlign="start" aria-label="Sign in with an email code">
      <Field.Root invalid={ Boolean(error) && !isCodeSent }>
        <Field.Label>Email</Field.Label>
        <Input type="email" value={ email } onChange={ (event) => setEmail(event.target.value) } autoComplete="email" disabled={ isCodeSent }/>
      </Field.Root>
      { isCodeSent && (
        <Field.Root mt="3" invalid={ Boolean(error) }>
          <Field.Label>Code from the email</Field.Label>
          <Input value={ code } onChange={ (event) => setCode(event.target.value) } inputMode="numeric" autoComplete="one-time-code" maxLength={ 6 }/>
          <Field.HelperText>We sent a 6-digit code to { email }. It works for 10 minutes.</Field.HelperText>
        </Field.Root>
      ) }
      { isCodeSent && <Button variant="plain" size="sm" px="0" mt="1" onClick={ resend } disabled={ isBusy }>Resend code</Button> }
      { notice && <Text fontSize="sm" mt="2" role="status">{ notice }</Text> }
      { error && <Text color="fg.error" fontSize="sm" mt="2" role="alert">{ error }</Text> }
      <Button type="submit" mt="3" w="100%" variant="outline" loading={ isBusy }>{ isCodeSent ? 'Sign in' : 'Email me a code' }</Button>
    </chakra.form>
  );
}
