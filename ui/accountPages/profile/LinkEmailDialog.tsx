/**
 * "Add email" on the profile: the address, a code mailed to it (`send_otp` knows the signed-in
 * user and sends a code for linking), then the code (`email/link`). Hands back the updated
 * profile.
 */
import { Button, chakra, Field, Input, Stack, Text } from '@chakra-ui/react';
import React from 'react';

import type { UserInfo } from 'types/api/account';

import useApiFetch from 'lib/api/useApiFetch';
import accountErrorMessage from 'ui/account/accountErrorMessage';
import { isEmail } from 'ui/account/formFields';
import useCsrfToken from 'ui/account/useCsrfToken';
import AppDialog from 'ui/shared/AppDialog';

interface Props {
  onLinked: (profile: UserInfo) => void;
  onClose: () => void;
}

export default function LinkEmailDialog({ onLinked, onClose }: Props) {
  const apiFetch = useApiFetch();
  const csrf = useCsrfToken();
  const [ email, setEmail ] = React.useState('');
  const [ code, setCode ] = React.useState('');
  const [ isCodeSent, setCodeSent ] = React.useState(false);
  const [ notice, setNotice ] = React.useState<string | null>(null);
  const [ error, setError ] = React.useState<string | null>(null);
  const [ isBusy, setBusy ] = React.useState(false);

  const run = async(action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await action();
    } catch (failure) {
      setError(accountErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = () => run(async() => {
    await apiFetch('account:send_otp', { fetchParams: { method: 'POST', body: { email: email.trim() } } });
    setCodeSent(true);
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isCodeSent) {
      const invalid = isEmail(email);
      return invalid ? setError(invalid) : sendCode();
    }
    if (!/^\d{6}$/.test(code.trim())) return setError('Enter the 6 digits from the email');
    return run(async() => {
      await csrf.ensure();
      const profile = await apiFetch('account:link_email', { fetchParams: { method: 'POST', body: { email: email.trim(), otp: code.trim() } } });
      onLinked(profile as UserInfo);
    });
  };

  const resend = () => run(async() => {
    await apiFetch('account:send_otp', { fetchParams: { method: 'POST', body: { email: email.trim() } } });
    setNotice('Code has been sent to your email');
  });

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
