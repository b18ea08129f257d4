/**
 * `/login`: the way in. Sign-in goes through the configured issuer (or the explorer's local
 * provider); a failed attempt comes back here with `?error=` and is shown as text.
 */
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import React from 'react';

import { getLoginUrl } from 'ui/snippets/profile/loginUrl';

const MAX_ERROR_LENGTH = 200;

export default function LoginPage() {
  const { query } = useRouter();
  const error = typeof query.error === 'string' ? query.error.slice(0, MAX_ERROR_LENGTH) : null;
  const path = typeof query.path === 'string' && query.path.startsWith('/') && !query.path.startsWith('//') ? query.path : '/';
  return (
    <Box maxW="480px" mx="auto" mt={{ base: 4, lg: 12 }} textAlign="center">
      <Heading as="h1" size="xl" mb="3">Sign in</Heading>
      <Text color="text.secondary" mb="6">
        Sign in to keep a watch list, private tags, API keys and custom ABIs, and to request public tags.
      </Text>
      { error && <Text color="fg.error" mb="6" role="alert" data-testid="login-error">{ error }</Text> }
      <Button asChild size="lg"><a href={ getLoginUrl(path) }>Sign in or create an account</a></Button>
    </Box>
  );
}
