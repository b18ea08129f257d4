/** `/auth/unverified-email`: the issuer has not confirmed the user's email yet. */
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import React from 'react';

import useApiFetch from 'lib/api/useApiFetch';
import useCsrfToken from 'ui/account/useCsrfToken';
import { toaster } from 'ui/shared/toaster';
import { useProfileAfterHydration } from 'ui/snippets/profile/useProfileQuery';

export default function UnverifiedEmailPage() {
  const profile = useProfileAfterHydration();
  const apiFetch = useApiFetch();
  const csrf = useCsrfToken();
  const [ isSending, setSending ] = React.useState(false);

  const resend = async() => {
    setSending(true);
    try {
      await csrf.ensure();
      await apiFetch('account:email_resend', { fetchParams: { method: 'POST' } });
      toaster.create({ title: 'Success', description: 'Email successfully sent.', type: 'success' });
    } catch {
      toaster.create({ title: 'Error', description: 'The email could not be sent. Try again later.', type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box maxW="600px" mx="auto" mt={{ base: 4, lg: 12 }}>
      <Heading as="h1" size="xl" mb="3">Verify your email address</Heading>
      <Text mb="2">
        Please confirm your email address to use the account features.
        A confirmation email was sent to <Box as="span" fontWeight={ 600 }>{ profile.data?.email ?? 'your email' }</Box> on sign-up.
      </Text>
      <Text color="text.secondary" mb="6">Didn&apos;t receive it? Check your spam folder, or send it again.</Text>
      <Button onClick={ resend } loading={ isSending }>Resend verification email</Button>
    </Box>
  );
}
